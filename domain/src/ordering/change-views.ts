import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { componentKinds } from './cancellation-policy';
import type { StoredQuote } from './change-decider';
import type { BookedContents, QuoteLine } from './order-events';

// What the change calls answer: a quote (POST /api/orders/{id}/change-quote, and the fresh quote a
// stale confirmation gets with its 409), and the change waiting for its payment on an order.
// Amounts are in the unit of the order's totalPrice (major units), each with its cents beside it.

const int = z.number().int();
const major = (cents: number) => cents / 100;

export const quoteTierViewSchema = z.object({
  label: z.string(),
  minDays: int,
  maxDays: int.nullable(),
  refundPercent: z.object(Object.fromEntries(componentKinds.map((kind) => [kind, int])) as Record<(typeof componentKinds)[number], typeof int>),
  /** Whole days before the festival's start when quoted; null without a start date. */
  daysBeforeStart: int.nullable(),
});

export const quoteLineViewSchema = z.object({
  kind: z.enum(['hotel', 'tournament', 'extra']),
  id: int,
  name: z.string(),
  change: z.enum(['removed', 'added', 'nights']),
  quantity: int,
  ...amountWithCents('price'),
  refundPercent: int.nullable(),
  ...amountWithCents('refund'),
  ...amountWithCents('due'),
  reason: z.string(),
});
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;

export const bookedContentsViewSchema = z.object({
  ...amountWithCents('total'),
  room: z.object({ id: int, name: z.string(), checkIn: z.string(), checkOut: z.string(), nights: int }).nullable(),
  tournaments: z.array(z.object({ id: int, title: z.string(), date: z.string(), isPurchased: z.boolean() })),
  extras: z.array(z.object({ id: int, name: z.string(), quantity: int })),
});
export type BookedContentsView = z.infer<typeof bookedContentsViewSchema>;

export const changeQuoteViewSchema = z.object({
  quoteId: z.string(),
  orderId: z.string(),
  kind: z.enum(['cancel', 'change']),
  /** Given back to the card. */
  ...amountWithCents('refund'),
  /** To pay before the change applies. */
  ...amountWithCents('due'),
  currency: z.string(),
  tier: quoteTierViewSchema,
  /** Until when this quote can be confirmed. */
  expiresAt: z.string(),
  lines: z.array(quoteLineViewSchema),
  before: bookedContentsViewSchema,
  after: bookedContentsViewSchema,
});
export type ChangeQuoteView = z.infer<typeof changeQuoteViewSchema>;

/** A change that costs more, waiting for its payment (on the order's view). */
export const pendingChangeViewSchema = z.object({
  quoteId: z.string(),
  ...amountWithCents('due'),
  currency: z.string(),
  /** The added items are held until then; unpaid, the change lapses. */
  holdExpiresAt: z.string(),
  lines: z.array(quoteLineViewSchema),
});
export type PendingChangeView = z.infer<typeof pendingChangeViewSchema>;

export function quoteLineView(line: QuoteLine): QuoteLineView {
  return { ...line, price: major(line.priceCents), refund: major(line.refundCents), due: major(line.dueCents) };
}

export function bookedContentsView(contents: BookedContents): BookedContentsView {
  const { room } = contents;
  return {
    total: major(contents.totalCents),
    totalCents: contents.totalCents,
    room: room && { id: room.id, name: `${room.hotelName} - ${room.roomType}`, checkIn: room.checkIn, checkOut: room.checkOut, nights: room.nights },
    tournaments: contents.seats.map((seat) => ({ id: seat.id, title: seat.title, date: seat.date, isPurchased: seat.isPurchased })),
    extras: contents.extras.map((extra) => ({ id: extra.id, name: extra.name, quantity: extra.quantity })),
  };
}

export function changeQuoteView(orderId: string, quote: StoredQuote): ChangeQuoteView {
  const { tier } = quote;
  return {
    quoteId: quote.quoteId,
    orderId,
    kind: quote.kind,
    refund: major(quote.refundCents),
    refundCents: quote.refundCents,
    due: major(quote.dueCents),
    dueCents: quote.dueCents,
    currency: quote.currency,
    tier: { label: quote.tierLabel, minDays: tier.minDays, maxDays: tier.maxDays, refundPercent: tier.refundPercent, daysBeforeStart: quote.daysBeforeStart },
    expiresAt: quote.expiresAt,
    lines: quote.lines.map(quoteLineView),
    before: bookedContentsView(quote.before),
    after: bookedContentsView(quote.after),
  };
}
