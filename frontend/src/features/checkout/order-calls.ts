// The order calls of both booking screens, through the one HTTP client: placing the order, marking
// it paid, and reading it while its payment is being confirmed (the one status poller).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView, PlaceOrderInput } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';
import { ApiError, apiJson, fetchJson } from '../../lib/api-client';

export interface PlaceOrderCall {
  body: PlaceOrderInput;
  /** The same key for a retry of the same order, so the server creates it once. */
  idempotencyKey: string;
  /** The checkout's pending order this one replaces: the server cancels it first. */
  replacesOrderId?: string | null;
}

/** POST /api/orders: a pending order holding its rooms and seats. */
export function placeOrder({ body, idempotencyKey, replacesOrderId }: PlaceOrderCall): Promise<OrderView> {
  const sent = replacesOrderId ? { ...body, replacesOrderId } : body;
  return apiJson<OrderView>('POST', apiPaths.orders, sent, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** How long a just-paid order is read again while its payment is being confirmed. */
const CONFIRMING_POLL_MS = 2000;
const CONFIRMING_POLL_LIMIT = 10;

/** A paid order stays pending until the provider's webhook confirms it, usually within seconds. */
export function isBeingConfirmed(order: OrderView | undefined): boolean {
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

/** GET /api/orders/{id}, read again while its payment is being confirmed; disabled without an id. */
export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}

function notYetVerified(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.bodyText.includes('payment_not_verified');
}

/**
 * PUT /api/orders/{id}/status 'confirmed', granted once the payment succeeded. When the browser is
 * faster than the provider's webhook the order is answered as it stands (pending, payment being
 * confirmed) and the screens' order query reads it again until the webhook has confirmed it.
 */
export async function confirmPaidOrder(orderId: string): Promise<OrderView> {
  try {
    return await apiJson<OrderView>('PUT', apiPaths.orderStatus(orderId), { status: 'confirmed' });
  } catch (error) {
    if (!notYetVerified(error)) throw error;
    return fetchJson<OrderView>(apiPaths.order(orderId), { on401: 'throw' });
  }
}
