import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

/** Every query under this key reads the player's orders; a new booking invalidates them all. */
export const myOrdersQueryKey = [apiPaths.orders] as const;

/** GET /api/orders: the current user's orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<OrderView[]> {
  return fetchJson<OrderView[]>(apiPaths.orders, { on401: 'throw', signal });
}

export const myOrdersQueryOptions = queryOptions({
  queryKey: myOrdersQueryKey,
  queryFn: ({ signal }) => getMyOrders(signal),
});

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions);
}
