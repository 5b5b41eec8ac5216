// Display rules of the admin catalogue tabs (product spec sections 2 and 9). Days, ranges, money and
// buy-ins are written as everywhere else in the shop: 'Mar 4, 2027', 'Mar 14 – 20, 2027' (one formatter).
export { formatDay, formatDayRange } from '@pokerfest/domain';
export { formatBuyIn, formatMoney } from '../catalogue';

/** 0 or no value means no seat limit. */
export function formatSeats(seats: number | null | undefined): string {
  return seats ? String(seats) : 'Unlimited';
}

/** Filled and empty stars on a scale of 5, e.g. '★★★☆☆'. */
export function starLine(stars: number | null | undefined): string {
  const filled = Math.max(0, Math.min(5, Math.round(stars ?? 0)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/** The hotel select of the accommodation dialog: one ⭐ per star. */
export function starEmojis(stars: number | null | undefined): string {
  return '⭐'.repeat(Math.max(0, Math.min(5, Math.round(stars ?? 0))));
}

/** Yes / No for the tournament purchase and reservation columns. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
