/** The product's name, used for branding (header logo, join button, browser storage keys). */
export const PRODUCT_NAME = 'Poker Festivals';

/** Toast behaviour of product spec section 4. */
export const TOAST_SETTINGS = {
  visibleToasts: 1,
  durationMs: 5000,
  hotkey: ['F8'],
} as const;
