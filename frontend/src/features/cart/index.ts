// The cart's public entry: its entries, prices and the hook that reads and changes it.
export * from './pricing';
export type * from './types';
export { findEntry } from './cart';
export { defaultStayDays, DEFAULT_NIGHTS } from './cart-stay';
export { useCart } from './use-cart';
