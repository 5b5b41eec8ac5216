// A booking card in the player's words (issue 29): the festival by name with its days and place, the
// hotel and room by name, each seat and extra, and what was refunded, when, with its credit note. No
// festival slug, hotel id or order id: the booking reference (NF-…) is the one code a player sees.
import type { DocumentView, OrderView } from '@pokerfest/domain';
import { formatCents, formatDate, formatDateRange } from '../catalogue';

/** 'Jun 1 – 7, 2027 · Linz, Austria': when and where the festival is, as far as known. */
export function festivalLine(order: Pick<OrderView, 'festivalStartDate' | 'festivalEndDate' | 'festivalLocation'>): string {
  const days = order.festivalStartDate || order.festivalEndDate ? formatDateRange(order.festivalStartDate, order.festivalEndDate) : '';
  return [days, order.festivalLocation.trim()].filter(Boolean).join(' · ');
}

/** 'Hotel Imperial Vienna · Standard Double', or null without a room. */
export function hotelLine(order: Pick<OrderView, 'accommodation'>): string | null {
  const room = order.accommodation;
  return room ? `${room.hotelName} · ${room.roomType}` : null;
}

/** 'Main Event · Jun 3, 2027', a reserved seat with '· pay at the venue'. */
export function seatLines(order: Pick<OrderView, 'tournaments'>): string[] {
  return order.tournaments.map((seat) => [seat.title, formatDate(seat.date), seat.isPurchased ? '' : 'pay at the venue'].filter(Boolean).join(' · '));
}

/** Each discount the booking had (issue 32): its label and what it took off, '−€50.00'. */
export function discountLines(order: Pick<OrderView, 'discounts' | 'currency'>): { key: string; label: string; amount: string }[] {
  return order.discounts.map((discount) => ({ key: `${discount.source}-${discount.code ?? ''}`, label: discount.label, amount: formatCents(-discount.amountCents, order.currency) }));
}

/** 'Airport transfer × 2'. */
export function extraLines(order: Pick<OrderView, 'extras'>): string[] {
  return order.extras.map((extra) => `${extra.name} × ${extra.quantity}`);
}

export interface RefundLine {
  key: string;
  /** '€825.50 refunded to your card on Jun 4, 2027 (booking cancelled)', or returned to the tournament credit it was paid with. */
  text: string;
  /** The credit note issued for it, once issued. */
  creditNote: DocumentView | null;
}

const CAUSE_WORDS: Record<OrderView['refunds'][number]['cause'], string> = {
  cancellation: 'booking cancelled',
  change: 'booking changed',
  payment: 'a payment the booking could not take',
};

/**
 * Each refund with its day, cause and credit note (matched by the quote both were made for). A view
 * stored before refunds were listed has only their sum: that is said without a day.
 */
export function refundLines(order: Pick<OrderView, 'refunds' | 'refundedCents' | 'currency'>, documents: readonly DocumentView[] | undefined): RefundLine[] {
  const creditNoteOf = (quoteId: string | null) => (quoteId && documents?.find((document) => document.kind === 'credit-note' && document.quoteId === quoteId)) || null;
  if (order.refunds.length === 0) {
    return order.refundedCents > 0 ? [{ key: 'refunded', text: `${formatCents(order.refundedCents, order.currency)} refunded to your card`, creditNote: null }] : [];
  }
  return order.refunds.map((refund, index) => ({
    key: refund.quoteId ?? `refund-${index}`,
    text: `${formatCents(refund.amountCents, refund.currency)} ${refund.method === 'credit' ? 'returned to your tournament credit' : 'refunded to your card'} on ${formatDate(refund.refundedAt)} (${CAUSE_WORDS[refund.cause]})`,
    creditNote: creditNoteOf(refund.quoteId),
  }));
}
