// How a document's money moved: the card, named by brand and last four digits as the provider
// reported them, and tournament credit (issue 32) beside it as a means of payment of its own. On a
// document without credit the card is the whole total and its amount is not said, as before.
import type { RefundRequested } from '../ordering/order-events';
import type { OrderState, SettledPayment } from '../ordering/order-state';
import { isCreditPayment } from '../ordering/credit-payment';
import type { DocumentContent, DocumentPayment } from './document';

export type DocumentPayments = Pick<DocumentContent, 'payment' | 'credit'>;

/** The card payment as a document names it; `amountCents` only when credit paid (or took back) the rest. */
export function cardPayment(payment: SettledPayment | undefined, kind: DocumentPayment['kind'], at: string, amountCents?: number): DocumentPayment | null {
  if (!payment) return null;
  const paid: DocumentPayment = { kind, at: kind === 'paid' ? (payment.paidAt ?? at) : at, method: 'card', cardBrand: payment.cardBrand ?? null, cardLast4: payment.cardLast4 ?? null };
  return amountCents === undefined ? paid : { ...paid, amountCents };
}

/** An invoice paid by `card` and `creditCents` of tournament credit: each its part (all paid by credit: no card). */
export function paidWith(card: SettledPayment | undefined, creditCents: number, at: string, cardCents = card?.amountCents): DocumentPayments {
  if (creditCents <= 0) return { payment: cardPayment(card, 'paid', at) };
  return { payment: cardPayment(card, 'paid', at, cardCents), credit: { kind: 'paid', amountCents: creditCents } };
}

/**
 * Where a credit note's `refundCents` went: what the quote's refunds gave back to tournament credit
 * goes back as credit, the rest to the card, named by the newest card payment (refunds go back
 * newest first). `refunds`: the RefundRequested of the command that decided the quote.
 */
export function refundedTo(state: OrderState, quoteId: string, refundCents: number, refunds: readonly RefundRequested['data'][], at: string): DocumentPayments {
  const creditCents = refunds.filter((refund) => refund.quoteId === quoteId && isCreditPayment(refund.intentId)).reduce((sum, refund) => sum + refund.amountCents, 0);
  const newestCard = [...state.payment.settled].reverse().find((payment) => !isCreditPayment(payment.intentId));
  if (creditCents <= 0) return { payment: cardPayment(newestCard, 'refunded', at) };
  const cardCents = refundCents - creditCents;
  return { payment: cardCents > 0 ? cardPayment(newestCard, 'refunded', at, cardCents) : null, credit: { kind: 'refunded', amountCents: creditCents } };
}
