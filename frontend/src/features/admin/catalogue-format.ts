// Display rules of the admin catalogue tabs (product spec sections 2 and 9).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' (or a full ISO timestamp) as 'MMM dd, yyyy', e.g. 'Mar 14, 2027'; other text as is. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${day}, ${year}` : value;
}

/** 'Mar 14, 2027 - Mar 20, 2027'; one side alone when the other is missing. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined): string {
  return [formatDay(start), formatDay(end)].filter(Boolean).join(' - ');
}

// Money and buy-ins are written as everywhere else in the shop (one formatter).
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
