// How days, times and money are shown on the shop's screens: the domain's one formatter (shared with
// the e-mails and documents, domain shared/shop-format.ts) under the names the screens use. Times are
// shown in the player's own time zone, always named.
import { formatCents, formatDay, formatDayRange, formatMoment, formatMoney, formatSignedCents, formatTime } from '@pokerfest/domain';

export { formatCents, formatMoney, formatSignedCents, formatTime };

/** 'Apr 10, 2027' for a date-only text or a Date; the text itself when unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatDay(value);
}

/** 'Apr 10 – 18, 2027'; one date when both are the same or the end is missing; 'Dates TBA' with neither. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  return formatDayRange(start, end) || 'Dates TBA';
}

/** A moment (an order placed, points earned): 'Mar 14, 2027, 09:30 UTC' in the viewer's time zone; the text itself when unreadable. */
export function formatDateTime(value: string): string {
  return formatMoment(value);
}

/** A tournament buy-in, stored in the smallest currency unit, shown as amount / 100. */
export function formatBuyIn(buyIn: number, currency: string | null | undefined = 'EUR'): string {
  return formatCents(buyIn, currency);
}
