import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderView, OrderStatus } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export interface AdminOrderFilters {
  status?: OrderStatus;
  festivalId?: string;
}

/** GET /api/admin/orders?status=&festivalId=: every player's orders, newest first. */
export function getAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal): Promise<AdminOrderView[]> {
  return fetchJson<AdminOrderView[]>(apiPaths.admin.orders(filters), { on401: 'throw', signal });
}

export function adminOrdersQueryOptions(filters: AdminOrderFilters) {
  return queryOptions({
    queryKey: [apiPaths.admin.orders(filters)],
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
  });
}

/** The list keeps showing the previous filter's orders while the next ones load. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({ ...adminOrdersQueryOptions(filters), placeholderData: keepPreviousData });
}
