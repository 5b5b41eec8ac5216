import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import type { PlaceOrderStep } from '../machines/booking-wizard.machine';
import { sendBookingRequest } from './booking-request';

/**
 * POST /api/orders under the run's key. An unpaid order this run placed for another package is
 * cancelled first, so its room and seats go back on sale now rather than when its hold ends.
 */
export async function placeOrder({ request, idempotencyKey, replacesOrderId }: PlaceOrderStep): Promise<OrderView> {
  if (replacesOrderId) {
    // the new order matters, not the old one: a failed cancel leaves it to expire on its own
    await sendBookingRequest('PUT', apiPaths.orderStatus(replacesOrderId), { status: 'cancelled' }).catch(() => undefined);
  }
  return sendBookingRequest<OrderView>('POST', apiPaths.orders, request, idempotencyKey);
}
