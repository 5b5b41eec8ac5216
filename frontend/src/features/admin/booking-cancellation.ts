// An admin's cancellation of a booking in the Orders tab: which orders offer it, what it will do to
// the money (the cancellation policy the server applies, read the same way), and the reason's check
// (the server's schema).
import { adminCancelOrderSchema, FULL_REFUND_DAYS, fullRefundDue, type OrderView } from '@pokerfest/domain';

type CancellableOrder = Pick<OrderView, 'status' | 'paymentStatus' | 'totalPrice' | 'festivalStartDate'>;

/** Confirmed and pending bookings can be cancelled; cancelled and expired ones are over. */
export function canCancelBooking(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'confirmed' || order.status === 'pending';
}

/** What cancelling now does to the payment, in words, before the admin confirms. */
export function cancellationOutcome(order: CancellableOrder, now: Date): string {
  if (order.paymentStatus !== 'paid') return 'Nothing has been paid: the booking ends and its rooms and seats are released.';
  if (order.totalPrice === 0) return 'Nothing was paid by card: the booking ends and its seats are released.';
  if (fullRefundDue(order.festivalStartDate, now)) {
    return `The festival starts ${FULL_REFUND_DAYS} or more days from today: the payment is refunded in full.`;
  }
  return `The festival starts in less than ${FULL_REFUND_DAYS} days: the booking is cancelled without a refund.`;
}

export type CancelReasonCheck = { ok: true; reason: string } | { ok: false; message: string };

export function checkCancelReason(reason: string): CancelReasonCheck {
  const parsed = adminCancelOrderSchema.safeParse({ reason });
  if (parsed.success) return { ok: true, reason: parsed.data.reason };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please give a reason' };
}
