// What the payment page charges for an order read by its id (issue 17): an unpaid order's first
// payment (its total, or under a plan its deposit, issue 31), or the difference of a change waiting
// for its payment on a confirmed booking. The server charges the same (its intent is made for the
// amount due); the page shows and sends it so the two can be compared.
import type { OrderView, PendingChangeView } from '@pokerfest/domain';

export type OrderPayable =
  | { kind: 'booking'; amount: number; keyScope: string; deposit: boolean }
  | { kind: 'change'; amount: number; keyScope: string; change: PendingChangeView };

type PayableOrder = Pick<OrderView, 'status' | 'paymentStatus' | 'totalPrice' | 'totalPriceCents' | 'amountDueCents' | 'pendingChange' | 'payment'>;

/**
 * What paying an unpaid order charges first: the deposit (entry 0 of the schedule) under a plan, else
 * what the card pays (issue 32: the total less the tournament credit taken when it was placed).
 */
export function firstPayment(order: Pick<OrderView, 'totalPrice' | 'totalPriceCents' | 'amountDueCents' | 'payment'>): { amount: number; amountCents: number; deposit: boolean } {
  const deposit = order.payment.plan === 'full' ? undefined : order.payment.schedule[0];
  if (deposit) return { amount: deposit.amount, amountCents: deposit.amountCents, deposit: true };
  const amountCents = order.amountDueCents ?? order.totalPriceCents;
  return { amount: amountCents / 100, amountCents, deposit: false };
}

export function orderPayable(order: PayableOrder): OrderPayable | null {
  const change = order.pendingChange;
  if (order.status === 'confirmed' && change) return { kind: 'change', amount: change.due, keyScope: `change-${change.quoteId}`, change };
  const unpaid = order.status === 'pending' && order.paymentStatus !== 'processing' && order.paymentStatus !== 'paid';
  if (!unpaid) return null;
  const first = firstPayment(order);
  // the amount in the key: a change before payment re-prices the order, and its next intent is for the new figure
  return { kind: 'booking', amount: first.amount, keyScope: `${first.deposit ? 'deposit' : 'total'}-${first.amountCents}`, deposit: first.deposit };
}
