import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDocumentsViewSchema, type AdminDocumentsView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';
import { accountingListUrl, rangeProblem, type AccountingRange } from '../accounting-query';

/** Every range and page of the accounting list sits under this key. */
export const accountingDocumentsQueryKey = [apiPaths.admin.documents] as const;

/** GET /api/admin/documents: one page of the documents issued in the range, parsed with the domain's schema. */
export async function getAccountingDocuments(range: AccountingRange, page: number, signal?: AbortSignal): Promise<AdminDocumentsView> {
  return adminDocumentsViewSchema.parse(await fetchJson<unknown>(accountingListUrl(range, page), { on401: 'throw', signal }));
}

/**
 * The page keeps showing while the next one loads, and is read again each time the tab opens:
 * documents are issued by players' payments and background jobs, not by this admin. A range the
 * server would refuse is not asked for.
 */
export function useAccountingDocuments(range: AccountingRange, page: number) {
  return useQuery({
    queryKey: [...accountingDocumentsQueryKey, range, page],
    queryFn: ({ signal }) => getAccountingDocuments(range, page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    enabled: rangeProblem(range) === null,
  });
}
