import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureWithMessage } from '../failure-text';

export interface BookingCancellation {
  orderId: string;
  reason: string;
}

/** POST /api/admin/orders/{id}/cancel; answers the order as it now is (cancelled, refunded when the policy allows). */
export function cancelBooking({ orderId, reason }: BookingCancellation): Promise<OrderView> {
  return apiJson<OrderView>('POST', apiPaths.admin.orderCancel(orderId), { reason });
}

const ADMIN_ORDERS = apiPaths.admin.orders();

/** Cancels, says so, and reloads what shows it: every filtered orders list and the order's history (the Overview's figures reload on their own). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (order) => {
      notify({ title: 'Booking cancelled', description: order.paymentStatus === 'refunded' ? 'The payment is being refunded.' : undefined, tone: 'success' });
      return queryClient.invalidateQueries({
        predicate: (query) => {
          const first = query.queryKey[0];
          return typeof first === 'string' && first.startsWith(ADMIN_ORDERS);
        },
      });
    },
    onError: (error) => notify({ title: 'Error', description: failureWithMessage('Failed to cancel booking', error), tone: 'destructive' }),
  });
}
