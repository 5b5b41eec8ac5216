// The calls of paying in parts (issue 31): the policy the checkout offers from, a later payment of a
// plan (the next one due, or the whole balance), which answers a payment intent for the card form,
// and withdrawing the consent to charge the later payments automatically.
import { useQuery } from '@tanstack/react-query';
import type { OrderView, PaymentIntentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { ApiError, apiJson } from '../../../lib/api-client';
import { paymentPlanPolicyQueryOptions } from '../../../lib/payment-plans';

export function usePaymentPlanPolicy() {
  return useQuery(paymentPlanPolicyQueryOptions);
}

export type LaterPaymentKind = 'next' | 'balance';

/** POST /api/orders/{id}/payments: an intent for the payment asked for; 409 when nothing is due. */
export function startLaterPayment(orderId: string, pay: LaterPaymentKind): Promise<PaymentIntentView> {
  return apiJson<PaymentIntentView>('POST', apiPaths.orderPayments(orderId), { pay });
}

/** DELETE /api/orders/{id}/automatic-charges: the later payments are no longer charged to the saved card; answers the booking as it now stands. */
export function stopAutomaticCharges(orderId: string): Promise<OrderView> {
  return apiJson<OrderView>('DELETE', apiPaths.orderAutomaticCharges(orderId));
}

/** The server would not take the plan chosen (the policy or the festival changed since the page read them): its offer must be read again. */
export function isPlanRefusal(error: unknown): boolean {
  const details = error instanceof ApiError && error.status === 409 ? error.details : undefined;
  return typeof details === 'object' && details !== null && 'reason' in details && details.reason === 'plan_not_offered';
}
