// The invoices of a booking paid in parts (issue 31): each payment of the plan gets its own, in the
// one gap-free series. A payment that leaves something owed is an advance payment: its invoice
// lists the booking's lines each at its share of the payment, so the tax of every kind is charged
// on what was paid. The payment that completes the plan gets the final invoice: the whole booking,
// less each advance payment (the same shares, negative), adding up to this payment.
// Issue 32: the booking's lines include its discounts (negative, shared like the others), and
// tournament credit paid its part when the order was placed; the plan spreads only what the card
// pays, so the credit counts with the first payment: its invoice says both, and so does its total.
import type { OrderState, SettledPayment } from '../ordering/order-state';
import { creditPaymentOf } from '../ordering/credit-payment';
import { formatCents, formatDay } from '../shared/shop-format';
import type { DocumentLine } from './document';
import { invoicedLines, type DocumentRequest } from './document-request';
import { bookingReference } from '../ordering/receipt';
import { lineAt } from './discount-lines';
import { paidWith } from './document-payments';

/** One document per payment of the plan. */
export const planPaymentSource = (intentId: string) => `payment:${intentId}`;

/** The booking's lines at `amountCents` of `totalCents`: each line's share rounded down, the cents left over on the largest lines. */
export function proportionalLines(lines: readonly DocumentLine[], amountCents: number, totalCents: number): DocumentLine[] {
  const shares = lines.map((line) => Math.floor((line.amountCents * amountCents) / totalCents));
  let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const byAmount = lines.map((line, index) => ({ index, amount: line.amountCents })).sort((a, b) => b.amount - a.amount);
  for (let at = 0; left > 0; at = (at + 1) % byAmount.length, left -= 1) shares[byAmount[at]!.index]! += 1;
  return lines.map((line, index) => ({ ...lineAt(line, shares[index]!), quantity: null, unitCents: null }));
}

/** The plan's payments kept so far, oldest first: those that paid entries of its schedule. */
function planPayments(state: OrderState): SettledPayment[] {
  const paying = new Set(state.plan?.paid.flatMap((entry) => (entry ? [entry.intentId] : [])) ?? []);
  return state.payment.settled.filter((payment) => paying.has(payment.intentId));
}

/**
 * The invoice of one payment of a plan (`intentId`, recorded on the state), or null when the state
 * knows no such plan payment (a payment refunded as it arrived is not invoiced).
 */
export function planPaymentInvoice(state: OrderState, intentId: string): DocumentRequest | null {
  const placement = state.placement;
  const payments = planPayments(state);
  const index = payments.findIndex((payment) => payment.intentId === intentId);
  const payment = payments[index];
  if (!state.plan || !placement || !state.customer || !payment || state.totalCents <= 0) return null;
  const booked = invoicedLines(state);
  const creditCents = creditPaymentOf(state)?.amountCents ?? 0;
  // what each payment's invoice is for: the first one's with the credit paid at placement
  const invoiced = (at: number) => payments[at]!.amountCents + (at === 0 ? creditCents : 0);
  const earlier = payments.slice(0, index);
  const owedAfter = state.totalCents - creditCents - payments.slice(0, index + 1).reduce((sum, paid) => sum + paid.amountCents, 0);
  const count = state.plan.terms.schedule.length;
  const final = owedAfter <= 0;
  const lines = final
    ? [
        ...booked,
        ...earlier.flatMap((paid, at) =>
          proportionalLines(booked, invoiced(at), state.totalCents).map((line) => ({
            ...lineAt(line, -line.amountCents),
            description: `Less advance payment: ${line.description}`,
            detail: `${formatCents(invoiced(at), state.currency)} paid on ${formatDay(paid.paidAt ?? null)}`,
          })),
        ),
      ]
    : proportionalLines(booked, invoiced(index), state.totalCents).map((line, at) => ({ ...line, detail: `Advance payment: ${formatCents(line.amountCents, state.currency)} of ${formatCents(booked[at]!.amountCents, state.currency)}` }));
  const { name, location, startDate, endDate } = placement.festival;
  const { payment: card, credit } = paidWith(payment, index === 0 ? creditCents : 0, '');
  return {
    sourceKey: planPaymentSource(intentId),
    kind: 'invoice',
    orderId: placement.orderId,
    bookingReference: bookingReference(placement.orderId),
    festival: { name, location, startDate, endDate },
    buyer: { name: state.customer.name, email: state.customer.email },
    currency: state.currency,
    lines: lines.filter((line) => line.amountCents !== 0),
    totalCents: invoiced(index),
    payment: card,
    reason: final ? `Final invoice: payment ${index + 1} of ${count}, the balance` : `Advance payment ${index + 1} of ${count}: ${formatCents(owedAfter, state.currency)} still to pay`,
    ...(credit ? { credit } : {}),
  };
}
