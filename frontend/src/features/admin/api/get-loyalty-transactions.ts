import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyAuditPage } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import { auditListUrl, type LoyaltyAuditFilters } from '../loyalty-audit-query';

/** Every page and filter of the audit sits under this key; an adjustment invalidates them all. */
export const loyaltyAuditQueryKey = [apiPaths.admin.loyaltyTransactions] as const;

/** GET /api/admin/loyalty-transactions: one page of transactions under the filters, newest first. */
export function getLoyaltyTransactions(filters: LoyaltyAuditFilters, page: number, signal?: AbortSignal): Promise<LoyaltyAuditPage> {
  return fetchJson<LoyaltyAuditPage>(auditListUrl(filters, page), { on401: 'throw', signal });
}

export function loyaltyTransactionsQueryOptions(filters: LoyaltyAuditFilters, page: number) {
  return queryOptions({
    queryKey: [...loyaltyAuditQueryKey, filters, page],
    queryFn: ({ signal }) => getLoyaltyTransactions(filters, page, signal),
  });
}

/**
 * The page keeps showing while the next one loads, and is read again each time the tab opens:
 * points are earned by background jobs, not only by this admin.
 */
export function useLoyaltyTransactions(filters: LoyaltyAuditFilters, page: number) {
  return useQuery({ ...loyaltyTransactionsQueryOptions(filters, page), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
