import type { OrderView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { ApiError, fetchJson } from '../../../lib/api-client';
import type { ConfirmOrderStep } from '../machines/booking-wizard.machine';
import { sendBookingRequest } from './booking-request';

const CHECKS = 10;
const CHECK_INTERVAL_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function notYetVerified(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.bodyText.includes('payment_not_verified');
}

/**
 * PUT /api/orders/{id}/status confirmed. The provider's webhook is what marks the payment verified;
 * when the browser is faster, the order is read again until the webhook has confirmed it.
 */
export async function confirmOrder({ orderId }: ConfirmOrderStep): Promise<OrderView> {
  try {
    return await sendBookingRequest<OrderView>('PUT', apiPaths.orderStatus(orderId), { status: 'confirmed' });
  } catch (error) {
    if (!notYetVerified(error)) throw error;
    for (let check = 0; check < CHECKS; check += 1) {
      await pause(CHECK_INTERVAL_MS);
      const order = await fetchJson<OrderView>(apiPaths.order(orderId), { on401: 'throw' });
      if (order.status === 'confirmed') return order;
    }
    throw error;
  }
}
