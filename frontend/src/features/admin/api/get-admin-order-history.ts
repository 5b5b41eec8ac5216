import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistoryEntry } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/admin/orders/{id}/events: every event of the order's stream with its actor and time. */
export function getAdminOrderHistory(orderId: string, signal?: AbortSignal): Promise<OrderHistoryEntry[]> {
  return fetchJson<OrderHistoryEntry[]>(apiPaths.admin.orderEvents(orderId), { on401: 'throw', signal });
}

export function adminOrderHistoryQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [apiPaths.admin.orderEvents(orderId)],
    queryFn: ({ signal }) => getAdminOrderHistory(orderId, signal),
    // a history grows while payments and jobs run, so it is read afresh each time it is opened
    staleTime: 0,
  });
}

export function useAdminOrderHistory(orderId: string | undefined) {
  return useQuery({ ...adminOrderHistoryQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
