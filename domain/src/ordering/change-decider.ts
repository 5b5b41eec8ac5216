// Confirming a quote: the change or cancellation it priced is applied as quoted, once. A change that
// costs more waits for its payment with its added items held; one that costs nothing more is applied
// at once with its refund, split over the order's payments newest first.
import type { CommandHandlers } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { ChangeActor, OrderEvent, QuoteTerms } from './order-events';
import type { StockItem } from '../stock/stock-events';
import { isPaid, keptCents, type OrderState } from './order-state';
import { creditGivenBack, creditKeptCents, creditPaymentOf, isCreditPayment } from './credit-payment';
import type { CancellationPolicy } from './cancellation-policy';
import { quoteChange, type ChangeCatalogue, type ChangeQuote } from './change-quote';

/** A quote as stored when it was made: confirmed until `expiresAt`, on the order's revision it was made on. */
export interface StoredQuote extends ChangeQuote {
  expiresAt: string;
}

export type ChangeCommand =
  /** `confirmedBy`: only whoever asked for the quote, or an admin, may confirm it. */
  | { type: 'ApplyChange'; quote: StoredQuote; confirmedBy: ChangeActor; now: Date; holdMs: number; reason?: string }
  /** An admin cancels a booking for its owner: the same cancellation, quoted and applied in one step. */
  | { type: 'CancelByAdmin'; reason: string; now: Date; quoteId: string; actor: ChangeActor; policyInForce: CancellationPolicy }
  | { type: 'ExpireChange'; quoteId: string; now: Date };

/** A cancellation adds nothing, so it reads nothing of the catalogue. */
const NOTHING_ADDED: ChangeCatalogue = { festivalStart: '', festivalEnd: '', room: null, tournaments: [], extras: [] };

export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

function termsOf(quote: ChangeQuote): QuoteTerms {
  const { quoteId, requestedBy, tier, tierLabel, daysBeforeStart, lines, refundCents, dueCents } = quote;
  return { quoteId, requestedBy, tier, tierLabel, daysBeforeStart, lines, refundCents, dueCents };
}

/**
 * The refund given back from the newest card payment first: a change's difference before the
 * placement's payment. What tournament credit paid is given back as credit, in proportion: of a
 * refund of R on a booking that kept K, of which C in credit, R × C / K goes back to the credit.
 */
export function refundsFor(state: OrderState, amountCents: number, quoteId: string, reason: string): OrderEvent[] {
  const events: OrderEvent[] = [];
  const credit = creditPaymentOf(state);
  const creditLeft = creditKeptCents(state);
  const kept = keptCents(state);
  let creditShare = credit && kept > 0 ? Math.min(creditLeft, Math.round((amountCents * creditLeft) / kept)) : 0;
  let left = amountCents - creditShare;
  for (const payment of [...state.payment.settled].reverse()) {
    if (left <= 0) break;
    if (isCreditPayment(payment.intentId)) continue;
    const amount = Math.min(left, payment.amountCents - payment.refundedCents);
    if (amount <= 0) continue;
    events.push({ type: 'RefundRequested', data: { intentId: payment.intentId, amountCents: amount, reason, refundKey: `${quoteId}-${payment.intentId}`, quoteId } });
    left -= amount;
  }
  // the cards could not take their share (a cent of rounding): the credit takes the rest it can
  creditShare = Math.min(creditLeft, creditShare + Math.max(0, left));
  if (credit && creditShare > 0) {
    events.push({ type: 'RefundRequested', data: { intentId: credit.intentId, amountCents: creditShare, reason, refundKey: `${quoteId}-${credit.intentId}`, quoteId } });
  }
  return events;
}

const released = (items: readonly StockItem[], reason: 'cancelled' | 'changed'): OrderEvent[] => (items.length > 0 ? [{ type: 'StockReleased', data: { items: [...items], reason } }] : []);
const held = (items: readonly StockItem[]): OrderEvent[] => (items.length > 0 ? [{ type: 'StockHeld', data: { items: [...items] } }] : []);

export function cancellation(quote: ChangeQuote, state: OrderState, now: Date, reason: string): OrderEvent[] {
  const at = now.toISOString();
  const lapsed: OrderEvent[] = state.pendingChange ? [{ type: 'OrderChangeLapsed', data: { quoteId: state.pendingChange.quoteId, reason: 'cancelled', lapsedAt: at } }] : [];
  return [
    ...lapsed,
    { type: 'OrderCancelled', data: { reason, cancelledAt: at, ...termsOf(quote) } },
    ...released(state.heldItems, 'cancelled'),
    // not paid yet: nothing of the card's to refund, and the credit it took goes back whole
    ...(isPaid(state) ? refundsFor(state, quote.refundCents, quote.quoteId, `Booking cancelled ${quote.tierLabel}`) : creditGivenBack(state, 'The order was cancelled before it was paid')),
  ];
}

/** The events of a change that is paid for (or needs no payment): the new lines, the stock moved, the refund. */
export function appliedChange(quote: ChangeQuote, state: OrderState, now: Date, withHold: boolean): OrderEvent[] {
  return [
    { type: 'OrderChanged', data: { ...termsOf(quote), before: quote.before, after: quote.after, changedAt: now.toISOString() } },
    ...released(quote.release, 'changed'),
    ...(withHold ? held(quote.hold) : []),
    ...refundsFor(state, quote.refundCents, quote.quoteId, `Booking changed ${quote.tierLabel}`),
  ];
}

/**
 * A quote is priced for whoever asked (an admin may quote what its owner may not, after the
 * festival started); anyone else, even the order's owner, is told there is no such quote.
 */
const mayConfirm = (quote: ChangeQuote, by: ChangeActor): boolean => by.role === 'admin' || by.userId === quote.requestedBy.userId;

function apply(command: Extract<ChangeCommand, { type: 'ApplyChange' }>, state: OrderState): OrderEvent[] {
  const { quote, now } = command;
  if (state.status === 'none') throw new NotFoundError('Order not found');
  // before the replay check, so that a replay reveals nothing either
  if (!mayConfirm(quote, command.confirmedBy)) throw new NotFoundError('Quote not found');
  // confirmed twice (a double click, 20 tabs): the first applied it, the others change nothing
  if (state.quoteIds.includes(quote.quoteId)) return [];
  if (now.getTime() > Date.parse(quote.expiresAt)) throw new ConflictError('This quote has expired: here is a fresh one.', { reason: 'quote_expired' });
  if (state.revision !== quote.basisRevision) throw new ConflictError('This booking changed since the quote was made: here is a fresh one.', { reason: 'quote_stale' });
  if (quote.kind === 'cancel') return cancellation(quote, state, now, command.reason ?? CUSTOMER_CANCEL_REASON);
  if (quote.dueCents === 0 || !isPaid(state)) return appliedChange(quote, state, now, true);
  const holdExpiresAt = new Date(now.getTime() + command.holdMs).toISOString();
  return [
    { type: 'OrderChangeRequested', data: { ...termsOf(quote), before: quote.before, after: quote.after, hold: quote.hold, release: quote.release, requestedAt: now.toISOString(), holdExpiresAt } },
    ...held(quote.hold),
  ];
}

function cancelByAdmin(command: Extract<ChangeCommand, { type: 'CancelByAdmin' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  // a second cancellation (a double click, a retry) must not refund twice
  if (state.status === 'cancelled') return [];
  if (state.status === 'expired') {
    throw new ConflictError('This booking expired before it was paid; there is nothing to cancel.', { reason: 'not_cancellable', status: state.status });
  }
  const { now, quoteId, actor, policyInForce } = command;
  const quote = quoteChange({ state, request: { cancel: true }, catalogue: NOTHING_ADDED, policyInForce, actor, quoteId, now });
  return cancellation(quote, state, now, command.reason);
}

function expireChange(command: Extract<ChangeCommand, { type: 'ExpireChange' }>, state: OrderState): OrderEvent[] {
  const pending = state.pendingChange;
  if (!pending || pending.quoteId !== command.quoteId) return [];
  if (command.now.getTime() < Date.parse(pending.holdExpiresAt)) return [];
  return [{ type: 'OrderChangeLapsed', data: { quoteId: pending.quoteId, reason: 'expired', lapsedAt: command.now.toISOString() } }, ...released(pending.hold, 'changed')];
}

/** The order's decider takes these into its own table: they are decided over the order's state. */
export const changeHandlers: CommandHandlers<OrderState, ChangeCommand, OrderEvent> = {
  ApplyChange: apply,
  CancelByAdmin: cancelByAdmin,
  ExpireChange: expireChange,
};
