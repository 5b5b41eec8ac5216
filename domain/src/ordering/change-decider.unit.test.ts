import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';
import type { StoredQuote } from './change-decider';
import type { OrderCommand } from './order-decider';
import type { OrderEvent } from './order-events';
import type { StockItem } from '../stock/stock-events';
import { keptCents } from './order-state';
import { amountDueCents, assertPayable, paymentIntentKey } from './payment-decider';
import { CANCELLED, CONFIRMED, EXPIRED, PENDING, PROCESSING } from './testing/order-histories';
import { HOLD_MS, NOW, ORDER_ID, TOTAL_CENTS, given, heldItems, paidSeat, paymentSucceeded, refundRequested, rejected, reservedSeat } from './testing/order-scenario';
import { ADMIN, CANCEL, OTHER_QUOTE_ID, PLAYER, QUOTE_ID, QUOTE_VALID_MS, applyChange, daysBefore, parts, quote } from './testing/change-scenario';

const TURBO: StockItem = { kind: 'tournament', id: 13, name: 'Turbo' };
const MAIN_EVENT: StockItem = { kind: 'tournament', id: 11, name: 'Main Event' };
const HIGH_ROLLER: StockItem = { kind: 'tournament', id: 12, name: 'High Roller' };
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** The events `command` decides on `history` (it must be accepted). */
function eventsOf(history: readonly OrderEvent[], command: OrderCommand): OrderEvent[] {
  const outcome = given(...history).when(command);
  if ('rejected' in outcome) throw new Error(`Refused: ${JSON.stringify(outcome.rejected)}`);
  return outcome.events;
}

/** The history after `command`. */
const after = (history: readonly OrderEvent[], command: OrderCommand): OrderEvent[] => [...history, ...eventsOf(history, command)];

const terms = (q: StoredQuote) => ({ quoteId: q.quoteId, requestedBy: q.requestedBy, tier: q.tier, tierLabel: q.tierLabel, daysBeforeStart: q.daysBeforeStart, lines: q.lines, refundCents: q.refundCents, dueCents: q.dueCents });
const changed = (q: StoredQuote, at = NOW): OrderEvent => ({ type: 'OrderChanged', data: { ...terms(q), before: q.before, after: q.after, changedAt: at.toISOString() } });
const refund = (intentId: string, amountCents: number, reason: string, quoteId = QUOTE_ID): OrderEvent => ({ type: 'RefundRequested', data: { intentId, amountCents, reason, refundKey: `${quoteId}-${intentId}`, quoteId } });
const intent = (intentId: string, amountCents: number): OrderCommand => ({ type: 'RecordPaymentIntent', intentId, provider: 'demo', amountCents, currency: 'EUR' });
const paid = (intentId: string, amountCents: number, now = later(60_000)): OrderCommand => ({ type: 'RecordPaymentSucceeded', intentId, amountCents, currency: 'EUR', cardLast4: '4242', now });
const declined = (intentId: string): OrderCommand => ({ type: 'RecordPaymentFailed', intentId, reason: 'Your card was declined.', cardLast4: '0002', now: later(60_000) });
const expireChange = (now: Date, quoteId = QUOTE_ID): OrderCommand => ({ type: 'ExpireChange', quoteId, now });
const cancelByAdmin = (now = NOW): OrderCommand => ({ type: 'CancelByAdmin', reason: 'Guest asked by phone', now, quoteId: QUOTE_ID, actor: ADMIN, policyInForce: DEFAULT_CANCELLATION_POLICY });

/** The reserved seat swapped for a Turbo seat (200.00 due): waiting for its payment. */
const SWAP = quote(parts({ removeTournaments: [12], addTournaments: [13] }));
const WAITING = after(CONFIRMED, applyChange(SWAP));
const PAYING = after(WAITING, intent('pi_c', 20_000));

describe('ApplyChange with a refund', () => {
  const removeMain = quote(parts({ removeTournaments: [11] }));

  it('applies the change, releases the seat and refunds it from the payment', () => {
    expect(given(...CONFIRMED).when(applyChange(removeMain))).toStrictEqual({
      events: [
        changed(removeMain),
        { type: 'StockReleased', data: { items: [MAIN_EVENT], reason: 'changed' } },
        refund('pi_1', 55_050, 'Booking changed 14 days or more before the start'),
      ],
    });
  });

  it('leaves the order re-priced, the refund recorded against its payment', () => {
    const state = given(...after(CONFIRMED, applyChange(removeMain))).state;
    expect(state).toMatchObject({ status: 'confirmed', totalCents: TOTAL_CENTS - 55_050, pendingChange: null, quoteIds: [QUOTE_ID] });
    expect(state.heldItems).toStrictEqual(heldItems.filter((item) => item.id !== 11));
    expect(state.payment).toMatchObject({ status: 'paid', paidIntentId: 'pi_1', settled: [{ intentId: 'pi_1', amountCents: TOTAL_CENTS, refundedCents: 55_050 }] });
    expect(keptCents(state)).toBe(TOTAL_CENTS - 55_050);
    expect(state.placement?.seats.map((seat) => seat.id)).toStrictEqual([12]);
  });

  it('splits a refund over the payments, newest first, one refund key each', () => {
    const twoPayments = after(PAYING, paid('pi_c', 20_000));
    const later2 = quote(parts({ removeTournaments: [11] }), { history: twoPayments, quoteId: OTHER_QUOTE_ID });
    const events = eventsOf(twoPayments, applyChange(later2));
    expect(events.filter((event) => event.type === 'RefundRequested')).toStrictEqual([
      refund('pi_c', 20_000, 'Booking changed 14 days or more before the start', OTHER_QUOTE_ID),
      refund('pi_1', 35_050, 'Booking changed 14 days or more before the start', OTHER_QUOTE_ID),
    ]);
    const state = given(...twoPayments, ...events).state;
    expect(state.payment.settled).toMatchObject([
      { intentId: 'pi_1', amountCents: TOTAL_CENTS, refundedCents: 35_050 },
      { intentId: 'pi_c', amountCents: 20_000, refundedCents: 20_000 },
    ]);
    expect(keptCents(state)).toBe(state.totalCents);
  });

  it('is applied once: the same quote again changes nothing', () => {
    expect(given(...after(CONFIRMED, applyChange(removeMain))).when(applyChange(removeMain))).toStrictEqual({ events: [] });
  });

  it("is confirmed only by whoever asked for it or an admin: anyone else, the owner too, is told there is no such quote, even after it was applied", () => {
    const asked = quote(CANCEL, { actor: ADMIN });
    expect(given(...CONFIRMED).when(applyChange(asked, NOW, undefined, PLAYER))).toStrictEqual(rejected(NotFoundError));
    expect(given(...CONFIRMED).when(applyChange(asked, NOW, undefined, { userId: 99, role: 'agent' }))).toStrictEqual(rejected(NotFoundError));
    expect(given(...after(CONFIRMED, applyChange(asked, NOW, 'Cancelled by an admin'))).when(applyChange(asked, NOW, undefined, PLAYER))).toStrictEqual(rejected(NotFoundError));
    expect(given(...CONFIRMED).when(applyChange(removeMain, NOW, undefined, ADMIN))).toMatchObject({ events: [{ type: 'OrderChanged' }, {}, {}] });
  });

  it('refuses an expired quote (409 quote_expired) and one made before the order moved (409 quote_stale)', () => {
    expect(given(...CONFIRMED).when(applyChange(removeMain, later(QUOTE_VALID_MS + 1)))).toStrictEqual(rejected(ConflictError, 'quote_expired'));
    expect(given(...CONFIRMED).when(applyChange(removeMain, later(QUOTE_VALID_MS)))).toMatchObject({ events: [{ type: 'OrderChanged' }, {}, {}] });
    expect(given(...CONFIRMED, refundRequested('pi_1', 'Goodwill', 1_000)).when(applyChange(removeMain))).toStrictEqual(rejected(ConflictError, 'quote_stale'));
  });

  it('an unpaid order is re-priced at once, with what it adds held; its next intent has a new key', () => {
    const longer = quote(parts({ nights: 5, addTournaments: [13] }), { history: PENDING });
    const events = eventsOf(PENDING, applyChange(longer));
    expect(events).toStrictEqual([changed(longer), { type: 'StockHeld', data: { items: [TURBO] } }]);
    const state = given(...PENDING, ...events).state;
    expect(state).toMatchObject({ status: 'pending', totalCents: TOTAL_CENTS + 12_000 + 20_000, heldItems: [...heldItems, TURBO] });
    expect(paymentIntentKey(state)).toBe(`order-${ORDER_ID}-change-${QUOTE_ID}`);
  });
});

describe('ApplyChange with a difference due', () => {
  it('waits for the payment, holding what it adds until now + holdMs', () => {
    expect(given(...CONFIRMED).when(applyChange(SWAP))).toStrictEqual({
      events: [
        { type: 'OrderChangeRequested', data: { ...terms(SWAP), before: SWAP.before, after: SWAP.after, hold: [TURBO], release: [HIGH_ROLLER], requestedAt: NOW.toISOString(), holdExpiresAt: later(HOLD_MS).toISOString() } },
        { type: 'StockHeld', data: { items: [TURBO] } },
      ],
    });
    const state = given(...WAITING).state;
    expect(state).toMatchObject({ status: 'confirmed', totalCents: TOTAL_CENTS, pendingChange: { quoteId: QUOTE_ID, dueCents: 20_000, intentId: null }, heldItems: [...heldItems, TURBO] });
    expect(amountDueCents(state)).toBe(20_000);
    expect(paymentIntentKey(state)).toBe(`order-${ORDER_ID}-change-${QUOTE_ID}`);
  });

  it('takes an intent for exactly the difference, tagged with the quote', () => {
    expect(given(...WAITING).when(intent('pi_c', 20_000))).toStrictEqual({
      events: [{ type: 'PaymentIntentCreated', data: { intentId: 'pi_c', provider: 'demo', amountCents: 20_000, currency: 'EUR', quoteId: QUOTE_ID } }],
    });
    expect(given(...WAITING).when(intent('pi_c', TOTAL_CENTS + 20_000))).toStrictEqual(rejected(ConflictError, 'amount_mismatch'));
    expect(given(...PAYING).state.pendingChange?.intentId).toBe('pi_c');
    expect(given(...PAYING).state.payment.status).toBe('paid');
  });

  it('applies the change when the difference is paid', () => {
    expect(given(...PAYING).when(paid('pi_c', 20_000))).toStrictEqual({
      events: [
        { type: 'PaymentSucceeded', data: { intentId: 'pi_c', amountCents: 20_000, currency: 'EUR', cardLast4: '4242', paidAt: later(60_000).toISOString(), quoteId: QUOTE_ID } },
        changed(SWAP, later(60_000)),
        { type: 'StockReleased', data: { items: [HIGH_ROLLER], reason: 'changed' } },
      ],
    });
    const state = given(...after(PAYING, paid('pi_c', 20_000))).state;
    expect(state).toMatchObject({ status: 'confirmed', totalCents: TOTAL_CENTS + 20_000, pendingChange: null, paidAt: given(...CONFIRMED).state.paidAt });
    expect(state.heldItems).toStrictEqual([heldItems[0], MAIN_EVENT, TURBO]);
    expect(state.payment).toMatchObject({ status: 'paid', paidIntentId: 'pi_1', settled: [{ intentId: 'pi_1', refundedCents: 0 }, { intentId: 'pi_c', amountCents: 20_000, refundedCents: 0 }] });
    expect(keptCents(state)).toBe(TOTAL_CENTS + 20_000);
    expect(amountDueCents(state)).toBe(TOTAL_CENTS + 20_000);
    expect(() => assertPayable(state)).toThrow(ConflictError);
    expect(given(...after(PAYING, paid('pi_c', 20_000))).when(paid('pi_c', 20_000))).toStrictEqual({ events: [] });
  });

  it('a declined difference keeps the change waiting, and another card may pay it', () => {
    const events = eventsOf(PAYING, declined('pi_c'));
    expect(events).toStrictEqual([{ type: 'PaymentFailed', data: { intentId: 'pi_c', reason: 'Your card was declined.', cardLast4: '0002', failedAt: later(60_000).toISOString(), quoteId: QUOTE_ID } }]);
    const state = given(...PAYING, ...events).state;
    expect(state).toMatchObject({ pendingChange: { quoteId: QUOTE_ID }, payment: { status: 'paid' }, totalCents: TOTAL_CENTS });
    expect(given(...PAYING, ...events).when(intent('pi_c2', 20_000))).toMatchObject({ events: [{ data: { intentId: 'pi_c2', quoteId: QUOTE_ID } }] });
  });

  it('lapses at the end of its hold, not before, giving back what it held', () => {
    expect(given(...PAYING).when(expireChange(later(HOLD_MS - 1)))).toStrictEqual({ events: [] });
    expect(given(...PAYING).when(expireChange(later(HOLD_MS), OTHER_QUOTE_ID))).toStrictEqual({ events: [] });
    expect(given(...PAYING).when(expireChange(later(HOLD_MS)))).toStrictEqual({
      events: [
        { type: 'OrderChangeLapsed', data: { quoteId: QUOTE_ID, reason: 'expired', lapsedAt: later(HOLD_MS).toISOString() } },
        { type: 'StockReleased', data: { items: [TURBO], reason: 'changed' } },
      ],
    });
    const lapsed = after(PAYING, expireChange(later(HOLD_MS)));
    expect(given(...lapsed).state).toMatchObject({ pendingChange: null, totalCents: TOTAL_CENTS, heldItems });
    expect(given(...lapsed).when(expireChange(later(HOLD_MS * 2)))).toStrictEqual({ events: [] });
  });

  it('a payment arriving after the change lapsed is refunded, and the order stays as it was', () => {
    const lapsed = after(PAYING, expireChange(later(HOLD_MS)));
    const events = eventsOf(lapsed, paid('pi_c', 20_000, later(HOLD_MS * 2)));
    expect(events).toMatchObject([{ type: 'RefundRequested', data: { intentId: 'pi_c', amountCents: 20_000 } }]);
    expect(given(...lapsed, ...events).state).toMatchObject({ totalCents: TOTAL_CENTS, pendingChange: null, payment: { status: 'paid' } });
    expect(keptCents(given(...lapsed, ...events).state)).toBe(TOTAL_CENTS);
  });
});

describe('cancelling through a quote', () => {
  it('a waiting change lapses first; everything held goes back; the payment is refunded in full', () => {
    const cancel = quote(CANCEL, { history: PAYING, quoteId: OTHER_QUOTE_ID });
    expect(given(...PAYING).when(applyChange(cancel))).toStrictEqual({
      events: [
        { type: 'OrderChangeLapsed', data: { quoteId: QUOTE_ID, reason: 'cancelled', lapsedAt: NOW.toISOString() } },
        { type: 'OrderCancelled', data: { reason: 'Cancelled by the customer', cancelledAt: NOW.toISOString(), ...terms(cancel) } },
        { type: 'StockReleased', data: { items: [...heldItems, TURBO], reason: 'cancelled' } },
        refund('pi_1', TOTAL_CENTS, 'Booking cancelled 14 days or more before the start', OTHER_QUOTE_ID),
      ],
    });
    const state = given(...after(PAYING, applyChange(cancel))).state;
    expect(state).toMatchObject({ status: 'cancelled', pendingChange: null, heldItems: [], payment: { status: 'refunded' } });
    expect(keptCents(state)).toBe(0);
    // the difference paid after the cancellation goes back
    expect(given(...after(PAYING, applyChange(cancel))).when(paid('pi_c', 20_000))).toMatchObject({ events: [{ type: 'RefundRequested', data: { intentId: 'pi_c', amountCents: 20_000 } }] });
  });
});

describe('CancelByAdmin', () => {
  it('a pending unpaid order: cancelled and released, nothing refunded', () => {
    const events = eventsOf(PROCESSING, cancelByAdmin());
    expect(events).toMatchObject([{ type: 'OrderCancelled', data: { reason: 'Guest asked by phone', quoteId: QUOTE_ID, refundCents: 0, requestedBy: ADMIN } }, { type: 'StockReleased', data: { items: heldItems, reason: 'cancelled' } }]);
    expect(events).toHaveLength(2);
    expect(given(...PROCESSING, ...events).state).toMatchObject({ status: 'cancelled', heldItems: [], payment: { status: 'processing' } });
  });

  it('paid 14 days or more ahead: a full refund', () => {
    const events = eventsOf(CONFIRMED, cancelByAdmin(daysBefore(14)));
    expect(events.at(-1)).toStrictEqual(refund('pi_1', TOTAL_CENTS, 'Booking cancelled 14 days or more before the start'));
    expect(given(...CONFIRMED, ...events).state).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', settled: [{ refundedCents: TOTAL_CENTS }] } });
  });

  it('paid, less than 14 days ahead or after the start: cancelled, nothing refunded', () => {
    for (const now of [daysBefore(13), daysBefore(-1)]) {
      const events = eventsOf(CONFIRMED, cancelByAdmin(now));
      expect(events.map((event) => event.type)).toStrictEqual(['OrderCancelled', 'StockReleased']);
      expect(keptCents(given(...CONFIRMED, ...events).state)).toBe(TOTAL_CENTS);
    }
  });

  it('refuses an expired order (409 not_cancellable); a cancelled one is cancelled once', () => {
    expect(given(...EXPIRED).when(cancelByAdmin())).toStrictEqual(rejected(ConflictError, 'not_cancellable'));
    expect(given(...CANCELLED).when(cancelByAdmin())).toStrictEqual({ events: [] });
    expect(given(...after(CONFIRMED, cancelByAdmin())).when(cancelByAdmin())).toStrictEqual({ events: [] });
  });
});

describe('payments that arrive after a change moved the order', () => {
  it('an intent for the total before a change, paid after the order was changed and then cancelled, is refunded', () => {
    const changedThenCancelled = after(after(PROCESSING, applyChange(quote(parts({ nights: 2 }), { history: PROCESSING }))), { type: 'CancelOrder', reason: 'Changed my mind', now: NOW });
    expect(given(...changedThenCancelled).state.totalCents).toBe(TOTAL_CENTS - 24_000);
    expect(given(...changedThenCancelled).when(paid('pi_1', TOTAL_CENTS))).toStrictEqual({
      events: [
        { type: 'PaymentSucceeded', data: { intentId: 'pi_1', amountCents: TOTAL_CENTS, currency: 'EUR', cardLast4: '4242', paidAt: later(60_000).toISOString() } },
        { type: 'RefundRequested', data: { intentId: 'pi_1', amountCents: TOTAL_CENTS, reason: 'The order was cancelled when the payment arrived' } },
      ],
    });
  });

  it('a booking confirmed with nothing paid: the difference of a lapsed change, paid late, is refunded', () => {
    const reservedOnly: OrderEvent[] = [
      { ...PENDING[0], data: { ...(PENDING[0] as Extract<OrderEvent, { type: 'OrderPlaced' }>).data, room: null, seats: [{ id: 12, title: 'High Roller', date: '2026-04-15', buyInCents: 110_000, currency: 'EUR', isPurchased: false }], extras: [], totalCents: 0 } } as OrderEvent,
      { type: 'StockHeld', data: { items: [HIGH_ROLLER] } },
      { type: 'OrderConfirmed', data: { confirmedAt: NOW.toISOString() } },
    ];
    const addTurbo = quote(parts({ addTournaments: [13] }), { history: reservedOnly });
    expect(addTurbo.dueCents).toBe(20_000);
    const lapsed = after(after(after(reservedOnly, applyChange(addTurbo)), intent('pi_c', 20_000)), expireChange(later(HOLD_MS)));
    expect(given(...lapsed).when(paid('pi_c', 20_000, later(HOLD_MS * 2)))).toMatchObject({ events: [{ type: 'RefundRequested', data: { intentId: 'pi_c', amountCents: 20_000 } }] });
  });

  it('a late payment refunded once is not refunded again when it is reported again', () => {
    const lapsed = after(PAYING, expireChange(later(HOLD_MS)));
    const refunded = after(lapsed, paid('pi_c', 20_000, later(HOLD_MS * 2)));
    expect(given(...refunded).state.strayIntentIds).toStrictEqual(['pi_c']);
    expect(given(...refunded).when(paid('pi_c', 20_000, later(HOLD_MS * 3)))).toStrictEqual({ events: [] });
  });

  it('a booking paid but not yet recorded as confirmed can still pay a change', () => {
    const paidUnconfirmed = [...PROCESSING, paymentSucceeded('pi_1')];
    const waiting = after(paidUnconfirmed, applyChange(quote(parts({ addTournaments: [13] }), { history: paidUnconfirmed })));
    expect(given(...waiting).when(intent('pi_c', 20_000))).toMatchObject({ events: [{ type: 'PaymentIntentCreated', data: { amountCents: 20_000, quoteId: QUOTE_ID } }] });
  });
});

describe('the seats a change removed', () => {
  const removeMain = quote(parts({ removeTournaments: [11] }));
  const withoutMain = after(CONFIRMED, applyChange(removeMain));

  it('are kept as they were booked once the change is applied, not while it waits for its payment', () => {
    expect(given(...CONFIRMED).state.removedSeats).toStrictEqual([]);
    expect(given(...withoutMain).state.removedSeats).toStrictEqual([paidSeat]);
    expect(given(...WAITING).state.removedSeats).toStrictEqual([]);
    expect(given(...after(PAYING, paid('pi_c', 20_000))).state.removedSeats).toStrictEqual([reservedSeat]);
  });

  it('leave the list when a later change books them again', () => {
    const addBack = quote(parts({ addTournaments: [11] }), { history: withoutMain, quoteId: OTHER_QUOTE_ID });
    const paying = after(after(withoutMain, applyChange(addBack)), intent('pi_c', addBack.dueCents));
    const state = given(...after(paying, paid('pi_c', addBack.dueCents))).state;
    expect(state.placement?.seats.map((seat) => seat.id)).toStrictEqual([12, 11]);
    expect(state.removedSeats).toStrictEqual([]);
  });
});
