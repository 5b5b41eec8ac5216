// The festival page's public entry: its stay dates, and the slot a sold-out item fills (the page's
// `soldOutAction` prop, see festival-page.tsx).
export * from './stay-dates';
export type { SoldOutAction, SoldOutItem } from './sold-out-action';
