// How dates and money are shown in the shop (product spec section 9).
import { formatMoney, parseCalendarDay } from '@pokerfest/domain';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Apr 10, 2027' for a date-only text or a Date; the text itself when unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : parseCalendarDay(value);
  return date ? dayFormat.format(date) : String(value);
}

/** 'Apr 10 – 18, 2027'; one date when both are the same or the end is missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseCalendarDay(start);
  const to = parseCalendarDay(end);
  if (!from) return to ? dayFormat.format(to) : 'Dates TBA';
  if (!to || to.getTime() === from.getTime()) return dayFormat.format(from);
  return dayFormat.formatRange(from, to);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment (an order placed, points earned): 'Mar 14, 2027, 09:30 AM' in the viewer's time zone; the text itself when unreadable. */
export function formatDateTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : timeFormat.format(time);
}

// Money has one formatter, shared with the server's messages and e-mails (domain shared/money.ts).
export { formatMoney };

/** A tournament buy-in, stored in the smallest currency unit, shown as amount / 100. */
export function formatBuyIn(buyIn: number, currency: string | null | undefined = 'EUR'): string {
  return formatMoney(buyIn / 100, currency);
}
