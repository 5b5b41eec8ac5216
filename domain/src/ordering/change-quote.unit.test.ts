import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import type { CancellationPolicy } from './cancellation-policy';
import type { ChangeRequest } from './change-request';
import type { OrderEvent } from './order-events';
import { CANCELLED, CONFIRMED, EXPIRED, PENDING, PROCESSING } from './testing/order-histories';
import { TOTAL_CENTS, given, heldItems, paidSeat, paymentSucceeded, refundRequested, stockHeld, detailsRecorded, orderPlaced } from './testing/order-scenario';
import { ADMIN, ALWAYS_FULL, CANCEL, CATALOGUE, THREE_TIERS, applyChange, confirmedUnder, confirmedWithPolicy, daysBefore, parts, priced, quote, type QuoteOptions } from './testing/change-scenario';

/** One tier, a different percentage per kind: each line shows which one it took. */
const MIXED: CancellationPolicy = { tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 50, tournaments: 40, extras: 20 } }] };
const UNDER_MIXED = confirmedUnder(MIXED);

/** The refusal a quote meets, as data. */
function refusal(request: ChangeRequest, options: QuoteOptions = {}): { status: number; reason: string | null } {
  try {
    priced(request, options);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const reason = (error.details as { reason?: string } | undefined)?.reason ?? null;
    return { status: error.status, reason };
  }
  throw new Error('Expected the quote to be refused');
}

const money = (request: ChangeRequest, options: QuoteOptions = {}) => {
  const { kind, refundCents, dueCents } = priced(request, options);
  return { kind, refundCents, dueCents };
};

describe('quoteChange: cancelling', () => {
  it('a paid booking 40 days ahead: every paid line refunded in full, the reserved seat had nothing to refund', () => {
    const cancel = priced(CANCEL);
    expect(cancel).toMatchObject({ kind: 'cancel', refundCents: TOTAL_CENTS, dueCents: 0, daysBeforeStart: 40, tierLabel: '14 days or more before the start' });
    expect(cancel.lines.map(({ kind, id, change, quantity, priceCents, refundPercent, refundCents }) => ({ kind, id, change, quantity, priceCents, refundPercent, refundCents }))).toStrictEqual([
      { kind: 'hotel', id: 31, change: 'removed', quantity: -4, priceCents: 48_000, refundPercent: 100, refundCents: 48_000 },
      { kind: 'tournament', id: 11, change: 'removed', quantity: -1, priceCents: 55_050, refundPercent: 100, refundCents: 55_050 },
      { kind: 'tournament', id: 12, change: 'removed', quantity: -1, priceCents: 0, refundPercent: 100, refundCents: 0 },
      { kind: 'extra', id: 21, change: 'removed', quantity: -2, priceCents: 9_100, refundPercent: 100, refundCents: 9_100 },
    ]);
    expect(cancel.after).toStrictEqual({ room: null, seats: [], extras: [], totalCents: 0 });
    expect(cancel.release).toStrictEqual(heldItems);
    expect(cancel.lines[2]?.reason).toBe('High Roller seat removed: paid at the venue, nothing to refund');
  });

  it('refunds each kind at its own percentage of the tier', () => {
    expect(priced(CANCEL, { history: UNDER_MIXED }).lines.map((line) => line.refundCents)).toStrictEqual([24_000, 22_020, 0, 1_820]);
    expect(money(CANCEL, { history: UNDER_MIXED })).toStrictEqual({ kind: 'cancel', refundCents: 47_840, dueCents: 0 });
  });

  it('under the default: nothing back 13 days ahead, everything at 14', () => {
    expect(money(CANCEL, { now: daysBefore(13) }).refundCents).toBe(0);
    expect(money(CANCEL, { now: daysBefore(14, '23:59:00.000') }).refundCents).toBe(TOTAL_CENTS);
  });

  it('an unpaid pending booking: nothing to refund, no percentage', () => {
    const cancel = priced(CANCEL, { history: PENDING });
    expect(money(CANCEL, { history: PENDING })).toStrictEqual({ kind: 'cancel', refundCents: 0, dueCents: 0 });
    expect(cancel.lines.every((line) => line.refundPercent === null && line.refundCents === 0)).toBe(true);
  });

  it('never gives back more than the booking still keeps (after an earlier partial refund)', () => {
    const history = [...CONFIRMED, refundRequested('pi_1', 'Goodwill', 100_000)];
    expect(money(CANCEL, { history })).toStrictEqual({ kind: 'cancel', refundCents: 12_150, dueCents: 0 });
  });

  it('the policy recorded when the booking was paid governs, not the one in force now', () => {
    const tenDaysAhead = { history: confirmedUnder(THREE_TIERS), now: daysBefore(10), policyInForce: ALWAYS_FULL };
    // hotel 50 % of 480.00, the paid seat 100 %, extras 0 %
    expect(money(CANCEL, tenDaysAhead).refundCents).toBe(79_050);
    expect(priced(CANCEL, tenDaysAhead).tier).toStrictEqual(THREE_TIERS.tiers[1]);
    // paid before policies were recorded: the spec's default, whatever is in force now
    expect(money(CANCEL, { now: daysBefore(10), policyInForce: ALWAYS_FULL }).refundCents).toBe(0);
  });

  it('paid with its confirmation still to be recorded: the policy in force, which that confirmation records', () => {
    const paidUnconfirmed = [...PROCESSING, paymentSucceeded('pi_1')];
    expect(money(CANCEL, { history: paidUnconfirmed, now: daysBefore(10), policyInForce: THREE_TIERS }).refundCents).toBe(79_050);
  });

  it('the festival has started: a player is refused 409 festival_started; an admin may still cancel, under the latest tier', () => {
    expect(refusal(CANCEL, { now: daysBefore(0) })).toStrictEqual({ status: 409, reason: 'festival_started' });
    expect(refusal(parts({ nights: 3 }), { now: daysBefore(-2) })).toStrictEqual({ status: 409, reason: 'festival_started' });
    expect(priced(CANCEL, { now: daysBefore(-2), actor: ADMIN, history: confirmedUnder(THREE_TIERS) })).toMatchObject({ refundCents: 0, daysBeforeStart: -2, tier: THREE_TIERS.tiers[2] });
  });

  it('a cancelled or expired booking cannot change: 409 not_changeable', () => {
    for (const history of [CANCELLED, EXPIRED]) {
      expect(refusal(CANCEL, { history })).toStrictEqual({ status: 409, reason: 'not_changeable' });
      expect(refusal(parts({ nights: 3 }), { history })).toStrictEqual({ status: 409, reason: 'not_changeable' });
    }
    expect(refusal(CANCEL, { history: [] })).toStrictEqual({ status: 404, reason: null });
  });
});

describe('quoteChange: nights', () => {
  it('fewer nights: nights x rate x the hotel percentage back, check-out moved', () => {
    const shorter = priced(parts({ nights: 2 }), { history: UNDER_MIXED });
    expect(shorter).toMatchObject({ kind: 'change', refundCents: 12_000, dueCents: 0 });
    expect(shorter.lines).toStrictEqual([
      { kind: 'hotel', id: 31, name: 'Hotel Vltava - Double', change: 'nights', quantity: -2, priceCents: 24_000, refundPercent: 50, refundCents: 12_000, dueCents: 0, reason: expect.stringContaining('2 nights (Apr 10\u2009–\u200912, 2026) removed: 50%') },
    ]);
    expect(shorter.after.room).toMatchObject({ nights: 2, checkIn: '2026-04-10', checkOut: '2026-04-12' });
    expect(shorter.after.totalCents).toBe(TOTAL_CENTS - 24_000);
    expect(shorter.release).toStrictEqual([]);
  });

  it('more nights: the nights are due at the booked rate', () => {
    const longer = priced(parts({ nights: 6 }));
    expect(longer).toMatchObject({ kind: 'change', refundCents: 0, dueCents: 24_000 });
    expect(longer.lines[0]).toMatchObject({ change: 'nights', quantity: 2, priceCents: 24_000, dueCents: 24_000, refundPercent: null });
    expect(longer.after).toMatchObject({ totalCents: TOTAL_CENTS + 24_000, room: { checkOut: '2026-04-16', nights: 6 } });
  });

  it("refuses a stay beyond the room's window or below its minimum stay: 400", () => {
    expect(money(parts({ nights: 8 })).dueCents).toBe(48_000);
    expect(refusal(parts({ nights: 9 }))).toStrictEqual({ status: 400, reason: 'stay_not_allowed' });
    expect(refusal(parts({ nights: 1 }))).toStrictEqual({ status: 400, reason: 'stay_not_allowed' });
  });

  it('an unpaid booking is re-priced: nothing refunded or due now, the total moves', () => {
    expect(priced(parts({ nights: 2 }), { history: PENDING })).toMatchObject({ refundCents: 0, dueCents: 0, after: { totalCents: TOTAL_CENTS - 24_000 } });
  });
});

describe('quoteChange: seats', () => {
  it('removing a paid seat: its buy-in back at the tournaments percentage, its unit released', () => {
    const removed = priced(parts({ removeTournaments: [11] }), { history: UNDER_MIXED });
    expect(removed).toMatchObject({ kind: 'change', refundCents: 22_020, dueCents: 0, release: [{ kind: 'tournament', id: 11, name: 'Main Event' }], hold: [] });
    expect(removed.after.seats.map((seat) => seat.id)).toStrictEqual([12]);
  });

  it('removing a reserved seat moves no money (a zero-amount change), but releases its unit', () => {
    const removed = priced(parts({ removeTournaments: [12] }));
    expect(removed).toMatchObject({ kind: 'change', refundCents: 0, dueCents: 0, release: [{ kind: 'tournament', id: 12, name: 'High Roller' }] });
    expect(removed.after.totalCents).toBe(TOTAL_CENTS);
  });

  it('adding a seat: its buy-in due, its unit to hold; one only offered at the venue is reserved for free', () => {
    expect(priced(parts({ addTournaments: [13] }))).toMatchObject({ refundCents: 0, dueCents: 20_000, hold: [{ kind: 'tournament', id: 13, name: 'Turbo' }], after: { totalCents: TOTAL_CENTS + 20_000 } });
    const reserved = priced(parts({ addTournaments: [16] }));
    expect(reserved).toMatchObject({ dueCents: 0, hold: [{ kind: 'tournament', id: 16, name: 'Seniors' }] });
    expect(reserved.after.seats.at(-1)).toMatchObject({ id: 16, isPurchased: false });
  });

  it('refuses a sold-out seat (409 sold_out), one not in the festival or already booked (400)', () => {
    expect(refusal(parts({ addTournaments: [15] }))).toStrictEqual({ status: 409, reason: 'sold_out' });
    // more held than the capacity (a capacity lowered under its holds) is sold out too
    const oversold = { ...CATALOGUE, tournaments: CATALOGUE.tournaments.map((row) => (row.id === 13 ? { ...row, remainingSeats: -2 } : row)) };
    expect(refusal(parts({ addTournaments: [13] }), { catalogue: oversold })).toStrictEqual({ status: 409, reason: 'sold_out' });
    expect(refusal(parts({ addTournaments: [99] }))).toStrictEqual({ status: 400, reason: 'not_offered' });
    expect(refusal(parts({ addTournaments: [11] })).status).toBe(400);
    expect(refusal(parts({ addTournaments: [13, 13] })).status).toBe(400);
    expect(refusal(parts({ removeTournaments: [13] }))).toStrictEqual({ status: 400, reason: 'not_booked' });
    expect(refusal(parts({ removeTournaments: [11], addTournaments: [11] })).status).toBe(400);
  });
});

describe('quoteChange: extras', () => {
  it('removing some or all of an extra: its price back at the extras percentage', () => {
    const one = priced(parts({ removeExtras: [21] }), { history: UNDER_MIXED });
    expect(one).toMatchObject({ refundCents: 910, after: { extras: [{ id: 21, quantity: 1 }] } });
    const both = priced(parts({ removeExtras: [21, 21] }));
    expect(both).toMatchObject({ refundCents: 9_100, after: { extras: [], totalCents: TOTAL_CENTS - 9_100 } });
    expect(both.lines[0]).toMatchObject({ quantity: -2, priceCents: 9_100 });
    expect(refusal(parts({ removeExtras: [21, 21, 21] }))).toStrictEqual({ status: 400, reason: 'not_booked' });
  });

  it('adding more of a booked extra keeps its booked price; a new one costs its price now', () => {
    const more = priced(parts({ addExtras: [21] }));
    expect(more).toMatchObject({ dueCents: 4_550, after: { extras: [{ id: 21, quantity: 3, priceCents: 4_550 }] } });
    const spa = priced(parts({ addExtras: [22, 22] }));
    expect(spa).toMatchObject({ dueCents: 16_000, after: { totalCents: TOTAL_CENTS + 16_000 } });
    expect(spa.after.extras[1]).toStrictEqual({ id: 22, name: 'Spa day', description: 'A day at the spa', priceCents: 8_000, quantity: 2 });
    expect(refusal(parts({ addExtras: [98] }))).toStrictEqual({ status: 400, reason: 'not_offered' });
  });
});

describe('quoteChange: several parts at once', () => {
  it('nets what is added against what is refunded', () => {
    // the paid seat back (550.50) against a Turbo seat (200.00)
    expect(money(parts({ removeTournaments: [11], addTournaments: [13] }))).toStrictEqual({ kind: 'change', refundCents: 35_050, dueCents: 0 });
    // two transfers back (91.00) against a Deepstack seat (550.50)
    expect(money(parts({ removeExtras: [21, 21], addTournaments: [14] }))).toStrictEqual({ kind: 'change', refundCents: 0, dueCents: 45_950 });
    // what was refunded at 40 % only nets 40 % of the seat
    expect(money(parts({ removeTournaments: [11], addTournaments: [14] }), { history: UNDER_MIXED })).toStrictEqual({ kind: 'change', refundCents: 0, dueCents: 33_030 });
  });

  it('swapping equal prices moves no money', () => {
    const swap = priced(parts({ removeTournaments: [11], addTournaments: [14] }));
    expect(swap).toMatchObject({ kind: 'change', refundCents: 0, dueCents: 0, hold: [{ kind: 'tournament', id: 14 }], release: [{ kind: 'tournament', id: 11 }] });
    expect(swap.after.totalCents).toBe(TOTAL_CENTS);
  });

  it('removing the last item is cancelling the booking', () => {
    const seatOnly: OrderEvent[] = [
      orderPlaced({ room: null, seats: [paidSeat], extras: [], totalCents: 55_050 }),
      stockHeld([{ kind: 'tournament', id: 11, name: 'Main Event' }]),
      detailsRecorded(),
      { type: 'PaymentIntentCreated', data: { intentId: 'pi_1', provider: 'demo', amountCents: 55_050, currency: 'EUR' } },
      { type: 'PaymentSucceeded', data: { intentId: 'pi_1', amountCents: 55_050, currency: 'EUR', cardLast4: '4242', paidAt: daysBefore(40).toISOString() } },
      confirmedWithPolicy(MIXED),
    ];
    const last = priced(parts({ removeTournaments: [11] }), { history: seatOnly });
    expect(last).toMatchObject({ kind: 'cancel', refundCents: 22_020, after: { totalCents: 0, seats: [] }, release: [{ kind: 'tournament', id: 11 }] });
  });

  it('refuses a change that changes nothing: 400 no_change', () => {
    expect(refusal(parts({ nights: 4 }))).toStrictEqual({ status: 400, reason: 'no_change' });
  });
});

describe('quoteChange: a change waiting for its payment', () => {
  const waiting = () => {
    const history = [...CONFIRMED];
    const { events } = given(...history).when(applyChange(quote(parts({ addTournaments: [13] })))) as { events: OrderEvent[] };
    return [...history, ...events];
  };

  it('blocks another change: 409 change_pending', () => {
    expect(refusal(parts({ nights: 3 }), { history: waiting() })).toStrictEqual({ status: 409, reason: 'change_pending' });
  });

  it('does not block a cancellation, which releases what the waiting change holds', () => {
    const cancel = priced(CANCEL, { history: waiting() });
    expect(cancel).toMatchObject({ kind: 'cancel', refundCents: TOTAL_CENTS });
    expect(cancel.release).toStrictEqual([...heldItems, { kind: 'tournament', id: 13, name: 'Turbo' }]);
  });
});
