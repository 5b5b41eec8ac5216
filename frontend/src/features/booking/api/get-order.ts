import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

/** How long a just-paid order is read again while its payment is being confirmed. */
const CONFIRMING_POLL_MS = 2000;
const CONFIRMING_POLL_LIMIT = 10;

/** A paid order stays pending until the provider's webhook confirms it, usually within seconds. */
function isBeingConfirmed(order: OrderView | undefined): boolean {
  return order?.status === 'pending' && (order.paymentStatus === 'processing' || order.paymentStatus === 'paid');
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [apiPaths.order(orderId)],
    queryFn: ({ signal }) => fetchJson<OrderView>(apiPaths.order(orderId), { on401: 'throw', signal }),
    refetchInterval: (query) =>
      isBeingConfirmed(query.state.data) && query.state.dataUpdateCount < CONFIRMING_POLL_LIMIT ? CONFIRMING_POLL_MS : false,
  });
}

/** GET /api/orders/{id}; disabled without an id. */
export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
