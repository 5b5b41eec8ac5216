// What the payment page charges for an order read by its id (issue 17): an unpaid order's total, or
// the difference of a change waiting for its payment on a confirmed booking. The server charges the
// same (its intent is made for the amount due); the page shows and sends it so the two can be compared.
import type { OrderView, PendingChangeView } from '@pokerfest/domain';

export type OrderPayable =
  | { kind: 'booking'; amount: number; keyScope: string }
  | { kind: 'change'; amount: number; keyScope: string; change: PendingChangeView };

export function orderPayable(order: Pick<OrderView, 'status' | 'paymentStatus' | 'totalPrice' | 'totalPriceCents' | 'pendingChange'>): OrderPayable | null {
  const change = order.pendingChange;
  if (order.status === 'confirmed' && change) return { kind: 'change', amount: change.due, keyScope: `change-${change.quoteId}`, change };
  const unpaid = order.status === 'pending' && order.paymentStatus !== 'processing' && order.paymentStatus !== 'paid';
  // the total in the key: a change before payment re-prices the order, and its next intent is for the new total
  return unpaid ? { kind: 'booking', amount: order.totalPrice, keyScope: `total-${order.totalPriceCents}` } : null;
}
