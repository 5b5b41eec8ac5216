import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors';
import { FULL_REFUND_DAYS, FULL_REFUND_REASON, fullRefundDue } from './cancellation-policy';
import type { OrderCommand } from './order-decider';
import { CANCELLED, CONFIRMED, EXPIRED, PENDING, PROCESSING } from './testing/order-histories';
import {
  TOTAL_CENTS,
  at,
  detailsRecorded,
  festival,
  given,
  heldItems,
  orderConfirmed,
  orderPlaced,
  paymentFailed,
  paymentSucceeded,
  refundRequested,
  rejected,
  reservedSeat,
  stockHeld,
  stockReleased,
} from './testing/order-scenario';

// An admin cancels a paid booking: the order ends, its stock returns, and the payment is refunded
// when the cancellation policy says so (the caller's `refund`).

const cancelPaid = (refund: boolean, minutes = 60): OrderCommand => ({ type: 'CancelPaidOrder', reason: 'Guest fell ill', now: at(minutes), refund });
const cancelledByAdmin = (minutes = 60) => ({ type: 'OrderCancelled', data: { reason: 'Guest fell ill', cancelledAt: at(minutes).toISOString() } }) as const;
const fullRefund = (intentId = 'pi_1') => refundRequested(intentId, FULL_REFUND_REASON, TOTAL_CENTS);

/** Paid, but the confirmation was never recorded (older streams). */
const PAID_UNCONFIRMED = [...PROCESSING, paymentSucceeded('pi_1')];
/** Confirmed as placed with nothing to pay by card: one seat paid at the venue. */
const CONFIRMED_UNPAID = [
  orderPlaced({ room: null, seats: [reservedSeat], extras: [], totalCents: 0 }),
  stockHeld([heldItems[2]!]),
  detailsRecorded(),
  orderConfirmed(0),
];
/** Confirmed, then a second intent paid by mistake and refunded on its own (as the payment decider records it). */
const CONFIRMED_WITH_STRAY_REFUND = [...CONFIRMED, refundRequested('pi_2', 'The order was already paid')];

describe('CancelPaidOrder', () => {
  it('cancels a confirmed order, releases its stock and refunds the paid intent in full when the policy allows', () => {
    expect(given(...CONFIRMED).when(cancelPaid(true))).toStrictEqual({
      events: [cancelledByAdmin(), stockReleased('cancelled', heldItems), fullRefund()],
    });
  });

  it('cancels and releases without a refund when the policy refuses one', () => {
    expect(given(...CONFIRMED).when(cancelPaid(false))).toStrictEqual({ events: [cancelledByAdmin(), stockReleased('cancelled', heldItems)] });
  });

  it('refunds the intent that paid, not a stray one refunded before', () => {
    expect(given(...CONFIRMED_WITH_STRAY_REFUND).when(cancelPaid(true))).toStrictEqual({
      events: [cancelledByAdmin(), stockReleased('cancelled', heldItems), fullRefund('pi_1')],
    });
  });

  it('refunds nothing for a confirmed order paid by no card (only seats paid at the venue)', () => {
    expect(given(...CONFIRMED_UNPAID).when(cancelPaid(true))).toStrictEqual({ events: [cancelledByAdmin(), stockReleased('cancelled', [heldItems[2]!])] });
  });

  it('cancels a paid order whose confirmation was never recorded, like a confirmed one', () => {
    expect(given(...PAID_UNCONFIRMED).when(cancelPaid(true))).toStrictEqual({
      events: [cancelledByAdmin(), stockReleased('cancelled', heldItems), fullRefund()],
    });
  });

  it('leaves the order cancelled, nothing held and its payment refunded', () => {
    const first = given(...CONFIRMED).when(cancelPaid(true));
    if (!('events' in first)) throw new Error('the cancellation was refused');
    expect(given(...CONFIRMED, ...first.events).state).toMatchObject({ status: 'cancelled', heldItems: [], payment: { status: 'refunded', paidIntentId: 'pi_1' } });
  });

  it('does nothing the second time: no second release, no second refund', () => {
    const first = given(...CONFIRMED).when(cancelPaid(true));
    if (!('events' in first)) throw new Error('the cancellation was refused');
    expect(given(...CONFIRMED, ...first.events).when(cancelPaid(true, 61))).toStrictEqual({ events: [] });
  });

  it('does nothing for an order already cancelled or expired', () => {
    for (const history of [CANCELLED, EXPIRED]) {
      expect(given(...history).when(cancelPaid(true))).toStrictEqual({ events: [] });
      expect(given(...history).when(cancelPaid(false))).toStrictEqual({ events: [] });
    }
  });

  it('refuses a pending order that is not paid (the CancelOrder path): 409 not_paid', () => {
    for (const history of [PENDING, PROCESSING, [...PROCESSING, paymentFailed('pi_1')]]) {
      expect(given(...history).when(cancelPaid(true))).toStrictEqual(rejected(ConflictError, 'not_paid'));
    }
    expect(given(...PENDING).errorOf(cancelPaid(true)).message).toBe('This booking is not paid yet; cancel it as a pending order.');
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(cancelPaid(true))).toStrictEqual(rejected(NotFoundError));
  });
});

describe('fullRefundDue: 14 calendar days (UTC) or more before the festival start', () => {
  it('refunds on the 14th day before the start, at any time of that day', () => {
    expect(fullRefundDue('2026-04-10', new Date('2026-03-27T00:00:00.000Z'))).toBe(true);
    expect(fullRefundDue('2026-04-10', new Date('2026-03-27T23:59:59.999Z'))).toBe(true);
    expect(fullRefundDue('2026-04-10', new Date('2026-01-01T12:00:00.000Z'))).toBe(true);
  });

  it('refuses from the 13th day before the start on, and after it', () => {
    expect(fullRefundDue('2026-04-10', new Date('2026-03-28T00:00:00.000Z'))).toBe(false);
    expect(fullRefundDue('2026-04-10', new Date('2026-04-10T09:00:00.000Z'))).toBe(false);
    expect(fullRefundDue('2026-04-10', new Date('2026-05-01T09:00:00.000Z'))).toBe(false);
  });

  it('takes a timestamp as its day, and refunds a festival without a readable start date', () => {
    expect(fullRefundDue('2026-04-10T18:00:00.000Z', new Date('2026-03-27T20:00:00.000Z'))).toBe(true);
    for (const start of [null, undefined, '', 'soon', '2026-13-45']) expect(fullRefundDue(start, new Date('2026-04-09T00:00:00.000Z'))).toBe(true);
  });
});

describe("CancelByAdmin: the admin's cancellation, chosen by the order", () => {
  const byAdmin = (now: Date): OrderCommand => ({ type: 'CancelByAdmin', reason: 'Guest fell ill', now });
  const cancelledAt = (now: Date) => ({ type: 'OrderCancelled', data: { reason: 'Guest fell ill', cancelledAt: now.toISOString() } }) as const;

  it('cancels a pending, unpaid order as its owner would: released, nothing to refund', () => {
    expect(given(...PENDING).when(byAdmin(at(60)))).toStrictEqual({ events: [cancelledAt(at(60)), stockReleased('cancelled', heldItems)] });
  });

  it(`refunds a paid booking in full ${FULL_REFUND_DAYS} or more days before the festival's start`, () => {
    expect(given(...CONFIRMED).when(byAdmin(at(60)))).toStrictEqual({ events: [cancelledAt(at(60)), stockReleased('cancelled', heldItems), fullRefund()] });
  });

  it(`refunds nothing closer to the start than ${FULL_REFUND_DAYS} days, and still cancels and releases`, () => {
    const late = new Date(`${festival.startDate}T09:00:00.000Z`);
    expect(fullRefundDue(festival.startDate, late)).toBe(false);
    expect(given(...CONFIRMED).when(byAdmin(late))).toStrictEqual({ events: [cancelledAt(late), stockReleased('cancelled', heldItems)] });
  });

  it('cancels a paid order whose confirmation was never recorded as paid', () => {
    expect(given(...PAID_UNCONFIRMED).when(byAdmin(at(60)))).toMatchObject({ events: [cancelledAt(at(60)), { type: 'StockReleased' }, fullRefund()] });
  });

  it('refuses an expired booking with 409 not_cancellable and an unknown order with 404', () => {
    expect(given(...EXPIRED).when(byAdmin(at(60)))).toStrictEqual(rejected(ConflictError, 'not_cancellable'));
    expect(given().when(byAdmin(at(60)))).toStrictEqual(rejected(NotFoundError));
  });

  it('decides nothing for a booking already cancelled: nothing released or refunded twice', () => {
    expect(given(...CANCELLED).when(byAdmin(at(60)))).toStrictEqual({ events: [] });
  });
});
