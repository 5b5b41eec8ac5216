// Calendar days as the shop handles them (product spec section 9): a day is its 'YYYY-MM-DD' text,
// and the Date standing for it is the day's midnight UTC, so that no time zone shifts it (a festival
// in Vienna starts on the same day for a player in New York). Every day's arithmetic in the
// repository goes through here; scripts/lint/calendar-days.unit.test.ts refuses a day's milliseconds
// or a midnight built by hand anywhere else.

const DAY_MS = 86_400_000;

/** Epoch milliseconds of the day's midnight UTC, `offsetDays` later; NaN when unreadable. */
function midnight(day: string, offsetDays: number): number {
  // A longer ISO text ('2027-06-01T18:00:00Z') stands for the day it falls on in UTC.
  return Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`) + offsetDays * DAY_MS;
}

/**
 * The instant a day begins: midnight UTC of `day` ('YYYY-MM-DD', or the day of a longer ISO text),
 * or of the day `offsetDays` later (earlier when negative). An invalid Date when unreadable.
 */
export function calendarDayStart(day: string, offsetDays = 0): Date {
  return new Date(midnight(day, offsetDays));
}

/** A day read from a form or a stored text, as its midnight UTC; null when missing or unreadable. */
export function parseCalendarDay(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = calendarDayStart(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The 'YYYY-MM-DD' of the UTC day an instant falls on (a RangeError for an invalid Date). */
export function calendarDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative); a RangeError when `day` is unreadable. */
export function addCalendarDays(day: string, days: number): string {
  return calendarDayOf(calendarDayStart(day, days));
}

/** Whole days from `from` to `to`: 1 from a day to the next, negative when `to` comes first; NaN when either is unreadable. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((midnight(to, 0) - midnight(from, 0)) / DAY_MS);
}

/** Days between two instants whichever comes first, a part of a day counting as a whole one. */
export function wholeDaysApart(a: Date, b: Date): number {
  return Math.ceil(Math.abs(b.getTime() - a.getTime()) / DAY_MS);
}

/**
 * The day `months` calendar months after `day` (before, when negative), on the same day of the
 * month, or on the month's last day when it has fewer (31 January + 1 month is 28 or 29 February).
 */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return calendarDayOf(target);
}
