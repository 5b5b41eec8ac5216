import { isCreditPayment, type OrderEvent } from '@pokerfest/domain';

// The money an order kept, for the read models that count it (the order view, the admin's revenue,
// agents' commissions): every card payment that succeeded for it, and what was given back of those
// (tournament credit is not money the shop took: it is counted apart, in the order's view).

export interface OrderMoney {
  paidCents: number;
  refundedCents: number;
}

export const NO_MONEY: OrderMoney = { paidCents: 0, refundedCents: 0 };

/**
 * The money after one more event of an order whose status (before the event) is `status`. A refund
 * without a quote of a confirmed order gives back a stray second payment, and one larger than what
 * is kept gives back a payment that was never recorded as succeeded (an intent paid after the
 * order changed): neither was counted as paid, so neither is counted as refunded.
 */
export function moneyAfter(money: OrderMoney, event: OrderEvent, status: string): OrderMoney {
  if (event.type === 'PaymentSucceeded') return { ...money, paidCents: money.paidCents + event.data.amountCents };
  if (event.type !== 'RefundRequested') return money;
  // tournament credit given back is the player's credit again, never card money (issue 32)
  if (isCreditPayment(event.data.intentId)) return money;
  const { amountCents, quoteId } = event.data;
  if (!quoteId && (status === 'confirmed' || amountCents > keptCents(money))) return money;
  return { ...money, refundedCents: money.refundedCents + amountCents };
}

/** Paid and not given back. */
export function keptCents(money: OrderMoney): number {
  return money.paidCents - money.refundedCents;
}
