// Starting a payment, for both booking screens: the provider the server names, a payment intent per
// attempt, and the demo provider's card confirmation.
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DemoCardInput, DemoConfirmView, PaymentConfigView, PaymentIntentView } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';
import { apiJson } from '../../lib/api-client';
import { consentScope, paymentKey } from './order-key';

/** GET /api/payments/config: the demo checkout, or Stripe with its publishable key. */
export const paymentConfigQueryOptions = queryOptions<PaymentConfigView>({ queryKey: [apiPaths.paymentsConfig] });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}

export interface PaymentIntentCall {
  orderId: string;
  /** Major units; the server compares it with the order's total. */
  amount: number;
  /** Counts the intents of this visit: a declined card gets a fresh one for the next try. */
  attempt: number;
  /** What is paid, when not the order as first placed (see paymentKey). */
  keyScope?: string;
  /** The player consents to the plan's later payments being charged to this card (a plan's first payment only). */
  autoCharge?: boolean;
}

interface IntentRequest {
  orderId: string;
  amount: number;
  idempotencyKey: string;
  autoCharge?: boolean;
}

/** POST /api/create-payment-intent under the attempt's key; without consent the body stays what it was before automatic charges existed. */
export function createPaymentIntent({ orderId, amount, idempotencyKey, autoCharge = false }: IntentRequest): Promise<PaymentIntentView> {
  const body = autoCharge ? { orderId, amount, autoCharge: true } : { orderId, amount };
  return apiJson<PaymentIntentView>('POST', apiPaths.createPaymentIntent, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * The intent of this order and attempt, created once: cached under its key, so a remount (or
 * React's double effects) reuses it, and the Idempotency-Key makes a repeated call harmless anyway.
 * While the next attempt's intent is on its way the previous one stays as placeholder, so the card
 * form stays on screen with what the player typed. Ticking or unticking automatic charges asks for
 * the other intent, under its own key.
 */
export function usePaymentIntent(call: PaymentIntentCall | null) {
  return useQuery({
    queryKey: ['payment-intent', call?.orderId, call?.amount, call?.attempt, call?.keyScope, call?.autoCharge === true],
    queryFn: call
      ? () =>
          createPaymentIntent({
            orderId: call.orderId,
            amount: call.amount,
            idempotencyKey: paymentKey(call.orderId, call.attempt, consentScope(call.keyScope, call.autoCharge === true)),
            autoCharge: call.autoCharge,
          })
      : skipToken,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const DEMO_ONLY_TEXT = 'This checkout takes demo cards only, and the shop is set up for live card payments. Please book from the festival page.';

/** POST /api/payments/demo/confirm: the demo provider's card confirmation ('succeeded' or 'failed' with a reason). */
export function confirmDemoPayment(payment: PaymentIntentView, card: DemoCardInput): Promise<DemoConfirmView> {
  if (payment.provider !== 'demo') return Promise.reject(new Error(DEMO_ONLY_TEXT));
  return apiJson<DemoConfirmView>('POST', apiPaths.demoPaymentConfirm, { clientSecret: payment.clientSecret, ...card });
}
