// The festival page's public entry: its stay dates, the slot a sold-out item fills (the page's
// `soldOutAction` prop, and `choosableWhenSoldOut` for an item held for the player; see
// festival-page.tsx), and what the booking wizard shares with the page: the package's choices kept
// in the cart, their three sections and the phone's booking bar.
export * from './stay-dates';
export type { ChoosableWhenSoldOut, SoldOutAction, SoldOutItem } from './sold-out-action';
export { useFestivalSelection, type FestivalSelection } from './use-festival-selection';
export { bookingBarFigures, fromPriceText } from './booking-bar-figures';
export { PackageChoices, type PackageLists } from './components/package-choices';
export { BookingBar } from './components/booking-bar';
