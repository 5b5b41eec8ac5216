import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/orders/{id}/status with 'cancelled': the owner's unpaid order; its room and seats return to stock. */
export function cancelOrder(orderId: string): Promise<OrderView> {
  return apiJson<OrderView>('PUT', apiPaths.orderStatus(orderId), { status: 'cancelled' });
}

/** Reads the player's orders and this order again: after a cancel, and when its hold ends on screen. */
export function useRefreshOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [apiPaths.orders] }),
        queryClient.invalidateQueries({ queryKey: [apiPaths.order(orderId)] }),
      ]),
    [queryClient, orderId],
  );
}

export function useCancelOrder(orderId: string) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    // a refusal (already paid, already expired) also means the screen is out of date
    onSettled: refresh,
  });
}
