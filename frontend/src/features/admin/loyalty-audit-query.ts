// The admin loyalty audit's filters as the calls take them (GET /api/admin/loyalty-transactions and
// its .csv twin, docs/api/loyalty.md): the list adds paging, the export takes the same filters alone.
import type { LoyaltySource } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';

export interface LoyaltyAuditFilters {
  userId?: number;
  source?: LoyaltySource;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

export const AUDIT_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters' query text; unset, empty and malformed ones are left out rather than sent for a 400. */
export function auditFilterParams(filters: LoyaltyAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.userId !== undefined && Number.isInteger(filters.userId) && filters.userId > 0) params.set('userId', String(filters.userId));
  if (filters.source) params.set('source', filters.source);
  if (filters.from && DAY.test(filters.from)) params.set('from', filters.from);
  if (filters.to && DAY.test(filters.to)) params.set('to', filters.to);
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One page of the list under the filters. */
export function auditListUrl(filters: LoyaltyAuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE): string {
  const params = auditFilterParams(filters);
  params.set('page', String(Math.max(1, Math.trunc(page))));
  params.set('pageSize', String(pageSize));
  return withQuery(apiPaths.admin.loyaltyTransactions, params);
}

/** The CSV download of every transaction under the same filters (no paging). */
export function auditCsvUrl(filters: LoyaltyAuditFilters): string {
  return withQuery(apiPaths.admin.loyaltyTransactionsCsv, auditFilterParams(filters));
}

/** How many pages `total` rows make; at least 1, so an empty list still reads 'Page 1 of 1'. */
export function auditPageCount(total: number, pageSize = AUDIT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
