import type { PaymentIntentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import type { StartPaymentStep } from '../machines/booking-wizard.machine';
import { sendBookingRequest } from './booking-request';

/** POST /api/create-payment-intent: the amount (major units) is checked against the order by the server. */
export function startPayment({ orderId, amount, idempotencyKey }: StartPaymentStep): Promise<PaymentIntentView> {
  return sendBookingRequest<PaymentIntentView>('POST', apiPaths.createPaymentIntent, { orderId, amount }, idempotencyKey);
}
