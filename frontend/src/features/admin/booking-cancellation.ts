// An admin's cancellation of a booking in the Orders tab: which orders offer it, what it will do to
// the money (the server's own quote for the cancellation, under the booking's recorded policy). Its
// reason is checked by the form with the server's own schema.
import { formatMoney, type ChangeQuoteView, type OrderView } from '@pokerfest/domain';

/** Confirmed and pending bookings can be cancelled; cancelled and expired ones are over. */
export function canCancelBooking(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'confirmed' || order.status === 'pending';
}

/** What cancelling now would do to the payment, in words, from the server's quote, before the admin confirms (so: what will happen). */
export function cancellationOutcome(order: Pick<OrderView, 'paymentStatus' | 'paidCents'>, quote: Pick<ChangeQuoteView, 'refund' | 'refundCents' | 'currency' | 'tier'>): string {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') return 'Nothing has been paid: the booking ends and its rooms and seats are released.';
  if (order.paidCents === 0) return 'Nothing was paid by card: the booking ends and its seats are released.';
  const when = `The festival starts ${quote.tier.label.replace(' before the start', ' from today')}`;
  if (quote.refundCents > 0) return `${when}: ${formatMoney(quote.refund, quote.currency)} will be refunded to the card under the booking's cancellation policy.`;
  return `${when}: the booking is cancelled without a refund under its cancellation policy.`;
}
