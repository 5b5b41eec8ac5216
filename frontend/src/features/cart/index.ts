// The cart's public entry: its entries, prices and the hooks that read and change it, and the
// header's cart button and panel.
export * from './pricing';
export type * from './types';
export { entryItemCount, findEntry } from './cart';
export { entryPackage, useEntryPrice, type EntryPrice } from './entry-price';
export { EntryVoucherCode } from './components/entry-voucher-code';
export { defaultStayDays, DEFAULT_NIGHTS } from './cart-stay';
export { useCart } from './use-cart';
export { CartProvider, useCartState } from './cart-context';
export { CartButton } from './components/cart-button';
export { CartPanelOnDemand } from './components/cart-panel-on-demand';
