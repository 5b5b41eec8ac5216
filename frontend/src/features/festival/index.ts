// The festival page's public entry: its stay dates, and the slot a sold-out item fills (the page's
// `soldOutAction` prop, and `choosableWhenSoldOut` for an item held for the player; see festival-page.tsx).
export * from './stay-dates';
export type { ChoosableWhenSoldOut, SoldOutAction, SoldOutItem } from './sold-out-action';
