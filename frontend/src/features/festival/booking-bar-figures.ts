// What the phone's booking bar says (issue 29): the price so far and how many items make it, or,
// before anything is chosen, the festival's starting price.
import { entryItemCount, festivalTotal, type CartEntry } from '../cart';
import { formatMoney, type Festival } from '../catalogue';

export type BookingBarFigures = { chosen: false } | { chosen: true; total: number; items: string };

/** '1 item', '3 items': counted as the cart counts them (a room, each seat, each extra's quantity). */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The festival's chosen items, their total in major units and their count; nothing while none is chosen. */
export function bookingBarFigures(entry: CartEntry | undefined): BookingBarFigures {
  const count = entry ? entryItemCount(entry) : 0;
  if (!entry || count === 0) return { chosen: false };
  return { chosen: true, total: festivalTotal(entry), items: itemsText(count) };
}

/** 'From €450.00': the festival's starting price, what its first screen offers before anything is chosen. */
export function fromPriceText(festival: Pick<Festival, 'startingPrice' | 'startingPriceCurrency'>): string {
  return `From ${formatMoney(festival.startingPrice, festival.startingPriceCurrency)}`;
}
