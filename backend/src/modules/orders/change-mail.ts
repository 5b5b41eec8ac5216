import { formatCents, sellerLines, type CustomerDetails, type OrderCancelled, type OrderChanged, type OrderPlaced, type QuoteTerms, type Seller, bookingReference } from '@pokerfest/domain';
import type { MailMessage } from '@pokerfest/infra';
import { bookingLink } from './order-mail';

// The confirmation e-mail's successors: a confirmed booking changed, or cancelled through a quote. Each
// says what moved line by line (the quote's own words), the money, and ends with the cancellation
// policy the booking was paid under.

export const REFUND_ARRIVAL = 'Refunds usually reach your card within 5–10 business days.';

export interface ChangeMailFacts {
  placement: OrderPlaced['data'];
  customer: CustomerDetails;
  currency: string;
  publicUrl: string;
  /** Everything paid for the booking (a booking confirmed with nothing to pay: 0). */
  paidCents: number;
  /** The sentences of the policy the booking was paid under. */
  policy: readonly string[];
  seller?: Seller;
}

const itemized = (terms: Pick<QuoteTerms, 'lines'>) => terms.lines.map((line) => `- ${line.reason}`);

function closing(facts: ChangeMailFacts): string[] {
  const lines = [`Your booking: ${bookingLink(facts.publicUrl, facts.placement.orderId)}`, '', 'The cancellation policy of your booking:', ...facts.policy, ''];
  if (facts.seller) lines.push(...sellerLines(facts.seller), '');
  return lines;
}

const message = (facts: ChangeMailFacts, subject: string, lines: string[]): MailMessage => ({
  to: facts.customer.email,
  subject: `${subject}: ${facts.placement.festival.name} (${bookingReference(facts.placement.orderId)})`,
  text: `${[...lines, ...closing(facts)].join('\n')}\n`,
});

/** A confirmed booking changed: what changed, the new total, and the refund or the difference paid. */
export function bookingChangedEmail(change: OrderChanged['data'], facts: ChangeMailFacts): MailMessage {
  const money = (cents: number) => formatCents(cents, facts.currency);
  const lines = [`Hello ${facts.customer.name},`, '', `Your booking for ${facts.placement.festival.name} was changed. Reference: ${bookingReference(facts.placement.orderId)}.`, '', 'What changed:', ...itemized(change), ''];
  lines.push(`New total: ${money(change.after.totalCents)} (was ${money(change.before.totalCents)})`);
  if (change.refundCents > 0) lines.push(`Refund: ${money(change.refundCents)} to the card you paid with. ${REFUND_ARRIVAL}`);
  if (change.dueCents > 0) lines.push(`Paid for the difference: ${money(change.dueCents)}`);
  if (change.refundCents === 0 && change.dueCents === 0) lines.push('Nothing was refunded and nothing more was charged.');
  return message(facts, 'Your booking was changed', [...lines, '']);
}

/** A confirmed booking cancelled through a quote (its owner's or an admin's): the refund, or plainly none under the tier. */
export function bookingCancelledEmail(cancellation: OrderCancelled['data'] & QuoteTerms, facts: ChangeMailFacts): MailMessage {
  const lines = [`Hello ${facts.customer.name},`, '', `Your booking for ${facts.placement.festival.name} was cancelled. Reference: ${bookingReference(facts.placement.orderId)}.`, ''];
  lines.push('What was cancelled:', ...itemized(cancellation), '');
  if (cancellation.refundCents > 0) {
    lines.push(`Refund: ${formatCents(cancellation.refundCents, facts.currency)} to the card you paid with. ${REFUND_ARRIVAL}`);
  } else if (facts.paidCents === 0) {
    lines.push('Nothing was paid for this booking, so nothing is refunded.');
  } else {
    lines.push(`Nothing is refunded under the cancellation policy: the booking was cancelled ${cancellation.tierLabel}.`);
  }
  return message(facts, 'Your booking was cancelled', [...lines, '']);
}
