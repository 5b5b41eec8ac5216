// How orders are named and shown in the admin Orders tab: by their booking reference, as the player
// and every document name them, with what became of their money, and, paid in parts, what is owed.
import { bookingReference, formatCents, formatMoney, formatSignedCents, type OrderStatus, type OrderView } from '@pokerfest/domain';

/** The order's booking reference, 'NF-07FE': what the player, the e-mails and the documents call it. */
export function orderReference(id: string): string {
  return bookingReference(id);
}

/** How each order status reads and which colour its badge has, in the admin's Orders tab (the player's words are the booking feature's standingLooks). */
export const orderStatusLooks: Record<OrderStatus, { label: string; color: 'amber' | 'jade' | 'red' | 'gray' }> = {
  pending: { label: 'Pending', color: 'amber' },
  confirmed: { label: 'Confirmed', color: 'jade' },
  cancelled: { label: 'Cancelled', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

export interface OrderMoneyWords {
  /** The booking's total as it stands (a cancelled one: its total before the cancellation). */
  total: string;
  /** 'Refunded −€1,675.00', when anything was given back. */
  refunded: string | null;
  /** 'Net €150.00': what the shop kept (paid minus refunded), for a cancelled or refunded order. */
  net: string | null;
}

/**
 * The money column: the total, then for an order that gave money back or was cancelled its refunds
 * and the net it leaves, so a cancelled order never reads as if its pre-cancel total were kept.
 */
export function orderMoneyWords(order: Pick<OrderView, 'totalPrice' | 'currency' | 'status' | 'paidCents' | 'refundedCents'>): OrderMoneyWords {
  const total = formatMoney(order.totalPrice, order.currency);
  const refunded = order.refundedCents > 0 ? `Refunded ${formatSignedCents(-order.refundedCents, order.currency)}` : null;
  const showsNet = order.refundedCents > 0 || order.status === 'cancelled';
  return { total, refunded, net: showsNet ? `Net ${formatCents(order.paidCents - order.refundedCents, order.currency)}` : null };
}

/** Bookings paid in parts (issue 31), as GET /api/admin/orders?payment= filters them: confirmed with a balance still owed, or with a payment past its due date. */
export const orderPaymentFilters = ['partly_paid', 'overdue'] as const;
export type OrderPaymentFilter = (typeof orderPaymentFilters)[number];

export const orderPaymentLooks: Record<OrderPaymentFilter, { label: string; color: 'amber' | 'red' }> = {
  partly_paid: { label: 'Partly paid', color: 'amber' },
  overdue: { label: 'Overdue', color: 'red' },
};

export interface OrderPaymentStanding {
  kind: OrderPaymentFilter;
  label: string;
  color: 'amber' | 'red';
  /** '€800.00 due': what the booking still owes. */
  balance: string;
}

/**
 * Where a confirmed booking paid in parts stands while it owes something: overdue once any payment is
 * past its due date, else partly paid; null for one paid in full, paid off, or not confirmed (an
 * unpaid one owes its whole plan, which is no part payment yet).
 */
export function orderPaymentStanding(order: Pick<OrderView, 'status' | 'payment' | 'currency'>): OrderPaymentStanding | null {
  const { payment } = order;
  if (order.status !== 'confirmed' || payment.plan === 'full' || payment.balanceDueCents <= 0) return null;
  const kind: OrderPaymentFilter = payment.schedule.some((entry) => entry.status === 'overdue') ? 'overdue' : 'partly_paid';
  return { kind, ...orderPaymentLooks[kind], balance: `${formatCents(payment.balanceDueCents, order.currency)} due` };
}

