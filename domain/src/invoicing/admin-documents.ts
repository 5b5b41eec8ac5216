// The admin's look at every issued document: the date range asked for, its pages and its instants
// (the list it answers is in views.ts).
import { z } from 'zod';
import { calendarDayOf, calendarDaysBetween, calendarDayStart } from '../shared/calendar-day';
import { calendarDate, wholeNumber } from '../shared/input';

const day = calendarDate('Dates are YYYY-MM-DD');

/** GET /api/admin/accounting/documents.csv: issued from `from` to `to`, both inclusive, UTC days; the current month when not given. */
export const documentRangeQuery = z.strictObject({ from: day.optional(), to: day.optional() });
export type DocumentRangeQuery = z.output<typeof documentRangeQuery>;

/** GET /api/admin/documents: the range and a page of it (oldest first). */
export const adminDocumentsQuery = documentRangeQuery.extend({
  limit: wholeNumber({ min: 1, max: 500, message: 'limit must be a whole number from 1 to 500' }).default(100),
  offset: wholeNumber({ min: 0, max: 1_000_000, message: 'offset must be a whole number from 0 to 1,000,000' }).default(0),
});
export type AdminDocumentsQuery = z.output<typeof adminDocumentsQuery>;

export interface DocumentRange {
  from: string;
  to: string;
}

/** The range asked for; a missing end is the current month's (UTC) first or last day. */
export function documentRange(query: DocumentRangeQuery, today: Date): DocumentRange {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  return { from: query.from ?? calendarDayOf(first), to: query.to ?? calendarDayOf(last) };
}

/** How many days a range spans, both ends counted (0 or less: it ends before it starts). */
export function rangeDays(range: DocumentRange): number {
  return calendarDaysBetween(range.from, range.to) + 1;
}

/** The instants a range covers: from its first day's midnight up to (not including) the midnight after its last (UTC). */
export function rangeInstants(range: DocumentRange): { start: Date; end: Date } {
  return { start: calendarDayStart(range.from), end: calendarDayStart(range.to, 1) };
}
