// The Accounting tab's range as the calls take it (GET /api/admin/documents and its CSV twin):
// inclusive UTC days, the current month unless the admin picks others (the domain's documentRange,
// as the server defaults it). The list adds paging.
import { rangeDays, type DocumentRange, type DocumentView } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';

/** YYYY-MM-DD to YYYY-MM-DD, both inclusive. */
export type AccountingRange = DocumentRange;

export const ACCOUNTING_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why the range cannot be asked for, or null when it can: the server would answer 400. */
export function rangeProblem(range: AccountingRange): string | null {
  if (!DAY.test(range.from)) return 'Choose the first day (From).';
  if (!DAY.test(range.to)) return 'Choose the last day (To).';
  if (rangeDays(range) < 1) return 'From must be on or before To.';
  return null;
}

function rangeParams(range: AccountingRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to });
}

/** One page of the documents issued in the range. */
export function accountingListUrl(range: AccountingRange, page: number, pageSize = ACCOUNTING_PAGE_SIZE): string {
  const params = rangeParams(range);
  params.set('limit', String(pageSize));
  params.set('offset', String((Math.max(1, Math.trunc(page)) - 1) * pageSize));
  return `${apiPaths.admin.documents}?${params.toString()}`;
}

/** The CSV of every document issued in the range (no paging). */
export function accountingCsvUrl(range: AccountingRange): string {
  return `${apiPaths.admin.accountingDocumentsCsv}?${rangeParams(range).toString()}`;
}

/** A document's total as the books read it (and the CSV writes it): a credit note's is money going back, negative. */
export function bookedTotal(document: Pick<DocumentView, 'kind' | 'total'>): number {
  return document.kind === 'credit-note' ? -Math.abs(document.total) : document.total;
}
