import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import type { DetailsOrderBody } from '../order-request';

export interface PlaceOrderCall {
  body: DetailsOrderBody;
  /** The same key for a retry of the same order, so the server creates it once. */
  idempotencyKey: string;
}

/** POST /api/orders: a pending order holding its rooms and seats. */
export function placeOrder({ body, idempotencyKey }: PlaceOrderCall): Promise<OrderView> {
  return apiJson<OrderView>('POST', apiPaths.orders, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData([apiPaths.order(order.id)], order);
      void queryClient.invalidateQueries({ queryKey: [apiPaths.orders] });
    },
  });
}
