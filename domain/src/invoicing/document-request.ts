// What an order's events ask to be documented: the booking's invoice when it is confirmed, an invoice
// for the difference a change charged, a credit note for each refund a quote decided. Pure: the
// server adds the seller, the number and the time when it issues the document.
import type { BookedContents, OrderChanged, OrderCancelled, QuoteLine, QuoteTerms, RefundRequested } from '../ordering/order-events';
import type { OrderState } from '../ordering/order-state';
import { bookedContents } from '../ordering/order-state';
import { bookingReference } from '../ordering/receipt';
import type { ComponentKind } from '../ordering/cancellation-policy';
import { creditKeptCents } from '../ordering/credit-payment';
import { documentNumber, type DocumentContent, type DocumentKind, type DocumentLine } from './document';
import { taxLines } from './document-taxes';
import { discountLines } from './discount-lines';
import { cardPayment, paidWith, refundedTo } from './document-payments';
import { formatDay, formatDayRange } from '../shared/shop-format';
import type { SellerSettings } from './seller-settings';

/** Everything a document says that the order knows; `sourceKey` makes it one document per cause. */
export type DocumentRequest = Omit<DocumentContent, 'number' | 'year' | 'sequence' | 'issuedAt' | 'seller' | 'taxes' | 'corrects'> & {
  sourceKey: string;
};

/** One document per cause: the confirmation, a change's difference, a quote's refund. */
export const documentSources = {
  confirmation: () => 'confirmation',
  changeDifference: (quoteId: string) => `difference:${quoteId}`,
  refund: (quoteId: string) => `refund:${quoteId}`,
} as const;

/** The quote a document was issued for (a change's difference, a refund), or null for the booking's own invoice. */
export function quoteOfSource(sourceKey: string): string | null {
  const match = /^(?:difference|refund):(.+)$/.exec(sourceKey);
  return match?.[1] ?? null;
}

/** The booking's lines as its invoice lists them: the room by night, each paid seat, each extra. Reserved seats are paid at the venue and are not invoiced. */
export function bookedLines(contents: BookedContents): DocumentLine[] {
  const lines: DocumentLine[] = [];
  const room = contents.room;
  if (room) {
    lines.push({
      kind: 'hotel',
      description: `${room.hotelName} – ${room.roomType}`,
      detail: `${formatDayRange(room.checkIn, room.checkOut)}, ${room.nights} ${room.nights === 1 ? 'night' : 'nights'}`,
      quantity: room.nights,
      unitCents: room.pricePerNightCents,
      amountCents: room.pricePerNightCents * room.nights,
    });
  }
  for (const seat of contents.seats) {
    if (!seat.isPurchased) continue;
    lines.push({ kind: 'tournaments', description: `Tournament seat: ${seat.title}`, detail: formatDay(seat.date), quantity: 1, unitCents: seat.buyInCents, amountCents: seat.buyInCents });
  }
  for (const extra of contents.extras) {
    lines.push({ kind: 'extras', description: extra.name, detail: null, quantity: extra.quantity, unitCents: extra.priceCents, amountCents: extra.priceCents * extra.quantity });
  }
  return lines;
}

/**
 * What the booking's invoice lists: the package's lines at their prices, then each discount as its
 * own negative line (issue 32); they add up to the order's total, the discounted one.
 */
export function invoicedLines(state: OrderState): DocumentLine[] {
  const packageLines = bookedLines(bookedContents(state));
  return [...packageLines, ...discountLines(state.placement?.discounts ?? [], packageLines, state.totalCents)];
}

const lineKind: Record<QuoteLine['kind'], ComponentKind> = { hotel: 'hotel', tournament: 'tournaments', extra: 'extras' };

/**
 * A change's lines as the document for its money lists them, signed for that document: on a credit
 * note what is given back is positive, on an invoice what is charged. Lines that move no money are
 * left out. Where the netted total differs from the lines (a refund capped at the money kept), a
 * last line says so and makes the lines add up to the total.
 */
export function changeLines(terms: Pick<QuoteTerms, 'lines'>, kind: DocumentKind, totalCents: number): DocumentLine[] {
  const sign = kind === 'credit-note' ? 1 : -1;
  const lines: DocumentLine[] = terms.lines
    .filter((line) => line.refundCents !== 0 || line.dueCents !== 0)
    .map((line) => ({
      kind: lineKind[line.kind],
      description: line.name,
      detail: line.reason,
      quantity: null,
      unitCents: null,
      amountCents: sign * (line.refundCents - line.dueCents),
    }));
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  const last = lines.at(-1);
  if (sum !== totalCents && last) {
    lines.push({ kind: last.kind, description: 'Limited to the amount paid', detail: null, quantity: null, unitCents: null, amountCents: totalCents - sum });
  }
  return lines;
}

function common(state: OrderState): Pick<DocumentRequest, 'orderId' | 'bookingReference' | 'festival' | 'buyer' | 'currency'> | null {
  const placement = state.placement;
  if (!placement || !state.customer) return null;
  const { name, location, startDate, endDate } = placement.festival;
  return {
    orderId: placement.orderId,
    bookingReference: bookingReference(placement.orderId),
    festival: { name, location, startDate, endDate },
    buyer: { name: state.customer.name, email: state.customer.email },
    currency: state.currency,
  };
}

/**
 * The invoice of a booking just confirmed; none when nothing was paid (every seat reserved for the
 * venue), nor for one paid in parts: each of its payments has its own (plan-invoices.ts). Its
 * total is the order's; tournament credit that paid part of it is said beside the card.
 */
export function confirmationInvoice(state: OrderState, confirmedAt: string): DocumentRequest | null {
  const base = common(state);
  if (!base || state.totalCents <= 0 || state.plan) return null;
  const card = state.payment.settled.find((settled) => settled.intentId === state.payment.paidIntentId);
  const { payment, credit } = paidWith(card, creditKeptCents(state), confirmedAt);
  return {
    ...base,
    sourceKey: documentSources.confirmation(),
    kind: 'invoice',
    lines: invoicedLines(state),
    totalCents: state.totalCents,
    payment,
    reason: null,
    ...(credit ? { credit } : {}),
  };
}

/** The refunds a command decided: a credit note says which part of its quote's refund went back to credit. */
export type DecidedRefunds = readonly RefundRequested['data'][];

/**
 * An applied change moves money one way: an invoice for what it charged, or a credit note for what
 * it gives back (`refunds`: those of the command that applied it, to tell the card's part from the credit's).
 */
export function changeDocument(state: OrderState, change: OrderChanged['data'], refunds: DecidedRefunds = []): DocumentRequest | null {
  const base = common(state);
  if (!base) return null;
  if (change.dueCents > 0) {
    const payment = state.payment.settled.find((settled) => settled.quoteId === change.quoteId);
    return {
      ...base,
      sourceKey: documentSources.changeDifference(change.quoteId),
      kind: 'invoice',
      lines: changeLines(change, 'invoice', change.dueCents),
      totalCents: change.dueCents,
      payment: cardPayment(payment, 'paid', change.changedAt),
      reason: 'Booking changed: the difference',
    };
  }
  return creditNote(state, change, change.changedAt, 'Booking changed', refunds);
}

/**
 * A quoted cancellation that gives money back gets its credit note (`refunds`: those of the command
 * that cancelled, to tell what went back to the card from what went back to tournament credit).
 */
export function cancellationCreditNote(state: OrderState, cancelled: OrderCancelled['data'], refunds: DecidedRefunds = []): DocumentRequest | null {
  if (cancelled.quoteId === undefined || cancelled.lines === undefined || cancelled.refundCents === undefined) return null;
  return creditNote(state, { quoteId: cancelled.quoteId, lines: cancelled.lines, refundCents: cancelled.refundCents }, cancelled.cancelledAt, 'Booking cancelled', refunds);
}

// The lines of a quote are priced at what was paid for them (their share of the discounts taken off,
// change-quote.ts), so a credit note needs no discount lines to be taxed on what was paid.
function creditNote(state: OrderState, terms: Pick<QuoteTerms, 'quoteId' | 'lines' | 'refundCents'>, at: string, reason: string, refunds: DecidedRefunds): DocumentRequest | null {
  const base = common(state);
  if (!base || terms.refundCents <= 0) return null;
  const { payment, credit } = refundedTo(state, terms.quoteId, terms.refundCents, refunds, at);
  return {
    ...base,
    sourceKey: documentSources.refund(terms.quoteId),
    kind: 'credit-note',
    lines: changeLines(terms, 'credit-note', terms.refundCents),
    totalCents: terms.refundCents,
    payment,
    reason,
    ...(credit ? { credit } : {}),
  };
}

/** What the server adds when it issues: the seller in force, the number it took, the time. */
export interface Issuing {
  seller: SellerSettings;
  prefix: string;
  year: number;
  sequence: number;
  issuedAt: string;
  /** A credit note: the numbers of the order's invoices it corrects. */
  corrects: string[];
}

/** The document as issued: the request with the seller block, its number and the tax lines of the seller's rules. */
export function draftDocument(request: DocumentRequest, issuing: Issuing): DocumentContent {
  const { sourceKey: _sourceKey, ...content } = request;
  const { legalName, address, registrationNumber, supportEmail } = issuing.seller;
  return {
    ...content,
    number: documentNumber(issuing.prefix, issuing.year, issuing.sequence),
    year: issuing.year,
    sequence: issuing.sequence,
    issuedAt: issuing.issuedAt,
    seller: { legalName, address, registrationNumber, supportEmail },
    taxes: taxLines(request.lines, issuing.seller.taxes),
    corrects: request.kind === 'credit-note' ? issuing.corrects : [],
  };
}

/** The prefix of a kind's series under these settings. */
export function seriesPrefix(seller: SellerSettings, kind: DocumentKind): string {
  return kind === 'invoice' ? seller.invoicePrefix : seller.creditNotePrefix;
}
