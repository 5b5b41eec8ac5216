import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { PaymentIntentView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

export interface PaymentIntentCall {
  orderId: string;
  /** Major units; the server compares it with the order's total. */
  amount: number;
  /** Counts the intents of this visit: a declined card gets a fresh one for the next try. */
  attempt: number;
}

/** POST /api/create-payment-intent. */
export function createPaymentIntent({ orderId, amount, attempt }: PaymentIntentCall): Promise<PaymentIntentView> {
  return apiJson<PaymentIntentView>('POST', apiPaths.createPaymentIntent, { orderId, amount }, {
    headers: { 'Idempotency-Key': `order-${orderId}-payment-${attempt}` },
  });
}

/**
 * The intent of this order and attempt, created once: cached under its key, so a remount (or
 * React's double effects) reuses it, and the Idempotency-Key makes a repeated call harmless anyway.
 * While the next attempt's intent is on its way the previous one stays as placeholder, so the card
 * form stays on screen with what the player typed.
 */
export function usePaymentIntent(call: PaymentIntentCall | null) {
  return useQuery({
    queryKey: ['payment-intent', call?.orderId, call?.amount, call?.attempt],
    queryFn: call ? () => createPaymentIntent(call) : skipToken,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
