import type { CustomerDetails, OrderPlaced, Seller } from '@pokerfest/domain';
import { bookingReference, DEFAULT_CANCELLATION_POLICY, formatCents, formatDay, formatDayRange, formatMoment, formatSignedMoney, policySentences, sellerLines } from '@pokerfest/domain';
import type { MailMessage } from '@pokerfest/infra';

type Placed = OrderPlaced['data'];

/** The receipt's facts the order's placement does not carry. */
export interface ReceiptFacts {
  seller?: Seller;
  /** When the payment succeeded (ISO time). */
  paidAt?: string;
  /** The cancellation policy the booking is paid under, in words (policySentences); the default policy's when not given. */
  policy?: readonly string[];
}

/** Where the player sees the booking. */
export function bookingLink(publicUrl: string, orderId: string): string {
  return `${publicUrl}/booking/confirmation?order_id=${orderId}`;
}

/** The booking confirmation sent once an order is paid: what was booked, the reference, and who sold it when. */
export function bookingConfirmationEmail(order: Placed, customer: CustomerDetails, publicUrl: string, receipt: ReceiptFacts = {}): MailMessage {
  const reference = bookingReference(order.orderId);
  const lines = [
    `Hello ${customer.name},`,
    '',
    `Your booking for ${order.festival.name} is confirmed. Reference: ${reference}.`,
    '',
  ];
  if (order.room) {
    lines.push(`Accommodation: ${order.room.hotelName} - ${order.room.roomType}, ${formatDayRange(order.room.checkIn, order.room.checkOut)} (${order.room.nights} nights)`);
  }
  for (const seat of order.seats) {
    lines.push(`Tournament: ${seat.title} (${formatDay(seat.date)})${seat.isPurchased ? '' : ' - reserved, pay at the venue'}`);
  }
  for (const extra of order.extras) lines.push(`Extra: ${extra.name} x ${extra.quantity}`);
  // issue 32: the discounts as their own lines, the credit as a way the total was paid
  if (order.discounts?.length) {
    lines.push('', `Package: ${formatCents(order.subtotalCents ?? order.totalCents, order.currency)}`);
    for (const discount of order.discounts) lines.push(`${discount.label}: ${formatSignedMoney(-discount.amountCents / 100, order.currency)}`);
  }
  lines.push('', `Total paid: ${formatCents(order.totalCents, order.currency)}`);
  if (order.creditCents) lines.push(`Of which by tournament credit: ${formatCents(order.creditCents, order.currency)}`);
  if (receipt.paidAt) lines.push(`Paid on: ${formatMoment(receipt.paidAt, { timeZone: 'UTC' })}`);
  lines.push('');
  lines.push(`Your booking: ${bookingLink(publicUrl, order.orderId)}`, '');
  lines.push(...(receipt.policy ?? policySentences(DEFAULT_CANCELLATION_POLICY)), '');
  if (receipt.seller) lines.push(...sellerLines(receipt.seller), '');
  return { to: customer.email, subject: `Booking confirmed: ${order.festival.name} (${reference})`, text: `${lines.join('\n')}\n` };
}
