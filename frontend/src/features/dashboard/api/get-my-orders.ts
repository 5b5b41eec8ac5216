import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/orders: the current user's orders, newest first. */
export const myOrdersQueryOptions = apiReadOptions<OrderView[]>(apiPaths.orders);

/** Every query under this key reads the player's orders; a new booking invalidates them all. */
export const myOrdersQueryKey = myOrdersQueryOptions.queryKey;

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions);
}
