// Tournament credit as one of an order's payments (issue 32): the credit taken when the order is
// placed is kept beside the card payments, so that what was paid, what a cancellation gives back and
// what is still owed count it like any payment; a refund of it goes back to the player's credit,
// never to a card.
import type { OrderEvent } from './order-events';
import type { OrderState, SettledPayment } from './order-state';

const CREDIT_PAYMENT_PREFIX = 'credit-';

/** The payment id of an order's credit: no provider ever names an intent like it. */
export function creditPaymentId(orderId: string): string {
  return `${CREDIT_PAYMENT_PREFIX}${orderId}`;
}

export function isCreditPayment(intentId: string): boolean {
  return intentId.startsWith(CREDIT_PAYMENT_PREFIX);
}

export function creditPaymentOf(state: Pick<OrderState, 'payment'>): SettledPayment | null {
  return state.payment.settled.find((payment) => isCreditPayment(payment.intentId)) ?? null;
}

/** Credit that still pays the order: taken at placement, less what was given back. */
export function creditKeptCents(state: Pick<OrderState, 'payment'>): number {
  const credit = creditPaymentOf(state);
  return credit ? credit.amountCents - credit.refundedCents : 0;
}

/** An order that ends unpaid gives all its credit back (it was taken only to pay this order). */
export function creditGivenBack(state: OrderState, reason: string): OrderEvent[] {
  const credit = creditPaymentOf(state);
  const cents = creditKeptCents(state);
  if (!credit || cents <= 0) return [];
  return [{ type: 'RefundRequested', data: { intentId: credit.intentId, amountCents: cents, reason, refundKey: `${credit.intentId}-back` } }];
}
