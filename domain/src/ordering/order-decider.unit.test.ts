import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import type { CustomerDetails } from './order-events';
import { orderDecider } from './order-decider';
import { evolveOrder, initialOrderState } from './order-state';
import { CANCELLED, CONFIRMED, EXPIRED, PENDING, PROCESSING } from './testing/order-histories';
import {
  TOTAL_CENTS,
  at,
  customer,
  detailsRecorded,
  extra,
  festival,
  given,
  heldItems,
  orderCancelled,
  orderExpired,
  orderPlaced,
  paidSeat,
  paymentFailed,
  paymentSucceeded,
  placeOrder,
  refundRequested,
  rejected,
  reservedSeat,
  room,
  stockHeld,
  stockReleased,
} from './testing/order-scenario';

/** Placed without a room or seats: nothing held. */
const PENDING_WITHOUT_STOCK = [orderPlaced({ room: null, seats: [], extras: [extra], totalCents: 9_100 }), detailsRecorded()];
/** Cancelled / expired, then paid late (and refunded). */
const CANCELLED_PAID_LATE = [...CANCELLED, paymentSucceeded('pi_1', 4), refundRequested('pi_1', 'The order was cancelled when the payment arrived')];
const EXPIRED_PAID_LATE = [...EXPIRED, paymentSucceeded('pi_1', 20), refundRequested('pi_1', 'The order was expired when the payment arrived')];
/** Paid, but the confirmation was never recorded (the decider records both at once; older streams may not). */
const PAID_UNCONFIRMED = [...PROCESSING, paymentSucceeded('pi_1')];

describe('PlaceOrder', () => {
  it('on a new stream: places the order priced by the rule, holds the room and every seat, records the details', () => {
    expect(given().when(placeOrder())).toStrictEqual({
      events: [
        {
          type: 'OrderPlaced',
          data: {
            orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
            userId: 7,
            festival,
            room,
            seats: [paidSeat, reservedSeat],
            extras: [extra],
            // 4 nights x 120.00 + the paid seat's 550.50 (the reserved seat's 1100.00 is paid at the venue) + 2 x 45.50
            totalCents: 4 * 12_000 + 55_050 + 2 * 4_550,
            currency: 'EUR',
            placedAt: '2026-03-01T10:00:00.000Z',
            holdExpiresAt: '2026-03-01T10:15:00.000Z',
          },
        },
        {
          type: 'StockHeld',
          data: {
            items: [
              { kind: 'accommodation', id: 31, name: 'Hotel Vltava - Double' },
              { kind: 'tournament', id: 11, name: 'Main Event' },
              { kind: 'tournament', id: 12, name: 'High Roller' },
            ],
          },
        },
        { type: 'CustomerDetailsRecorded', data: customer },
      ],
    });
  });

  it('holds until now + holdMs', () => {
    expect(given().when(placeOrder({ now: at(1), holdMs: 30 * 60_000 }))).toStrictEqual({
      events: [orderPlaced({ placedAt: '2026-03-01T10:01:00.000Z', holdExpiresAt: '2026-03-01T10:31:00.000Z' }), stockHeld(), detailsRecorded()],
    });
  });

  it('holds only the room when no seat is chosen, and nothing without room and seats', () => {
    expect(given().when(placeOrder({ seats: [], clientTotalCents: 57_100 }))).toStrictEqual({
      events: [orderPlaced({ seats: [], totalCents: 57_100 }), stockHeld([heldItems[0]!]), detailsRecorded()],
    });
    expect(given().when(placeOrder({ room: null, seats: [], clientTotalCents: 9_100 }))).toStrictEqual({ events: PENDING_WITHOUT_STOCK });
  });

  it('confirms as placed an order with nothing to pay now (only a seat paid at the venue)', () => {
    const command = placeOrder({ room: null, seats: [reservedSeat], extras: [], clientTotalCents: 0 });
    expect(given().when(command)).toStrictEqual({
      events: [
        orderPlaced({ room: null, seats: [reservedSeat], extras: [], totalCents: 0 }),
        stockHeld([heldItems.find((item) => item.id === reservedSeat.id)!]),
        detailsRecorded(),
        { type: 'OrderConfirmed', data: { confirmedAt: at(0).toISOString() } },
      ],
    });
  });

  it("refuses a client total that is not the server's: 409 price_changed with the server's total in major units", () => {
    const withReservedSeatCounted = placeOrder({ clientTotalCents: TOTAL_CENTS + reservedSeat.buyInCents });
    expect(given().when(withReservedSeatCounted)).toStrictEqual(rejected(ConflictError, 'price_changed'));
    const error = given().errorOf(placeOrder({ clientTotalCents: TOTAL_CENTS - 1 }));
    expect(error.message).toBe('The price has changed: the total is now €1,121.50.');
    expect(error.details).toStrictEqual({ reason: 'price_changed', totalPrice: 1121.5, totalPriceCents: 112_150, currency: 'EUR' });
  });

  it('refuses the same tournament twice (paid and reserved): 400', () => {
    const twice = placeOrder({ seats: [paidSeat, { ...reservedSeat, id: paidSeat.id }], clientTotalCents: TOTAL_CENTS });
    expect(given().when(twice)).toStrictEqual(rejected(ValidationError));
    expect(given().errorOf(twice).message).toBe('A tournament can be chosen once per order, either paid or reserved.');
  });

  it('refuses mixed currencies: 400 naming them', () => {
    const mixed = placeOrder({ seats: [{ ...paidSeat, currency: 'USD' }] });
    expect(given().when(mixed)).toStrictEqual(rejected(ValidationError));
    expect(given().errorOf(mixed).details).toStrictEqual({ currencies: ['EUR', 'USD'] });
  });

  it('refuses a room for 0 nights: 400', () => {
    const noNights = placeOrder({ room: { ...room, nights: 0 }, clientTotalCents: 64_150 });
    expect(given().when(noNights)).toStrictEqual(rejected(ValidationError));
    expect(given().errorOf(noNights).message).toBe('Nights must be a whole number of at least 1');
  });

  it('refuses an order that already exists: 409, whatever became of it', () => {
    for (const history of [PENDING, CONFIRMED, CANCELLED, EXPIRED]) {
      expect(given(...history).when(placeOrder())).toStrictEqual(rejected(ConflictError));
    }
  });
});

describe('RecordCustomerDetails', () => {
  const details: CustomerDetails = { ...customer, phone: null, specialRequests: '{"diet":"vegetarian"}' };
  const command = { type: 'RecordCustomerDetails', details } as const;

  it('records new details while the order is pending, paying or not', () => {
    expect(given(...PENDING).when(command)).toStrictEqual({ events: [detailsRecorded(details)] });
    expect(given(...PROCESSING, paymentFailed('pi_1')).when(command)).toStrictEqual({ events: [detailsRecorded(details)] });
  });

  it('refuses once the order is confirmed, cancelled or expired: 409', () => {
    for (const history of [CONFIRMED, CANCELLED, EXPIRED]) expect(given(...history).when(command)).toStrictEqual(rejected(ConflictError));
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(command)).toStrictEqual(rejected(NotFoundError));
  });
});

describe('ConfirmOrder', () => {
  const confirm = { type: 'ConfirmOrder', now: at(6) } as const;

  it('does nothing for a confirmed order (the payment already confirmed it)', () => {
    expect(given(...CONFIRMED).when(confirm)).toStrictEqual({ events: [] });
  });

  it('confirms a paid order whose confirmation was not recorded', () => {
    expect(given(...PAID_UNCONFIRMED).when(confirm)).toStrictEqual({ events: [{ type: 'OrderConfirmed', data: { confirmedAt: '2026-03-01T10:06:00.000Z' } }] });
  });

  it('refuses a pending order without a successful payment: 409 payment_not_verified', () => {
    for (const history of [PENDING, PROCESSING, [...PROCESSING, paymentFailed('pi_1')]]) {
      expect(given(...history).when(confirm)).toStrictEqual(rejected(ConflictError, 'payment_not_verified'));
    }
  });

  it('refuses an expired or cancelled order, even one paid late: 409 not_payable', () => {
    for (const history of [EXPIRED, CANCELLED, EXPIRED_PAID_LATE, CANCELLED_PAID_LATE]) {
      expect(given(...history).when(confirm)).toStrictEqual(rejected(ConflictError, 'not_payable'));
    }
    expect(given(...EXPIRED).errorOf(confirm).details).toStrictEqual({ reason: 'not_payable', status: 'expired' });
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(confirm)).toStrictEqual(rejected(NotFoundError));
  });
});

describe('CancelOrder', () => {
  const cancel = { type: 'CancelOrder', reason: 'Changed my mind', now: at(3) } as const;

  it('cancels a pending order and releases the stock it holds', () => {
    const cancelled = { events: [orderCancelled(3), stockReleased('cancelled', heldItems)] };
    expect(given(...PENDING).when(cancel)).toStrictEqual(cancelled);
    expect(given(...PROCESSING, paymentFailed('pi_1')).when(cancel)).toStrictEqual(cancelled);
  });

  it('releases nothing when nothing is held', () => {
    expect(given(...PENDING_WITHOUT_STOCK).when(cancel)).toStrictEqual({ events: [orderCancelled(3)] });
  });

  it('refuses a paid order: 409 already_paid', () => {
    expect(given(...CONFIRMED).when(cancel)).toStrictEqual(rejected(ConflictError, 'already_paid'));
    expect(given(...PAID_UNCONFIRMED).when(cancel)).toStrictEqual(rejected(ConflictError, 'already_paid'));
  });

  it('does nothing for an order already cancelled or expired, even one paid late and refunded', () => {
    for (const history of [CANCELLED, EXPIRED, CANCELLED_PAID_LATE, EXPIRED_PAID_LATE]) {
      expect(given(...history).when(cancel)).toStrictEqual({ events: [] });
    }
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(cancel)).toStrictEqual(rejected(NotFoundError));
  });
});

describe('ExpireOrder', () => {
  const expireAt = (now: Date) => ({ type: 'ExpireOrder', now }) as const;
  const expiredAt = (now: Date) => ({ events: [{ type: 'OrderExpired', data: { expiredAt: now.toISOString() } }, stockReleased('expired', heldItems)] });

  it('does nothing before the hold ends', () => {
    expect(given(...PENDING).when(expireAt(new Date(Date.parse('2026-03-01T10:15:00.000Z') - 1)))).toStrictEqual({ events: [] });
  });

  it('expires at and after the hold end, releasing the stock', () => {
    expect(given(...PENDING).when(expireAt(at(15)))).toStrictEqual(expiredAt(at(15)));
    expect(given(...PROCESSING).when(expireAt(at(60)))).toStrictEqual(expiredAt(at(60)));
    expect(given(...PENDING_WITHOUT_STOCK).when(expireAt(at(15)))).toStrictEqual({ events: [orderExpired(15)] });
  });

  it('returns the stock exactly once when run twice', () => {
    const first = given(...PENDING).when(expireAt(at(15)));
    if (!('events' in first)) throw new Error('the first expiry was refused');
    const afterFirst = given(...PENDING, ...first.events);
    expect(afterFirst.state.heldItems).toStrictEqual([]);
    expect(afterFirst.when(expireAt(at(16)))).toStrictEqual({ events: [] });
  });

  it('does nothing to a paid, confirmed, cancelled, expired or unknown order', () => {
    for (const history of [CONFIRMED, PAID_UNCONFIRMED, CANCELLED, EXPIRED, []]) {
      expect(given(...history).when(expireAt(at(60)))).toStrictEqual({ events: [] });
    }
  });
});

describe('evolveOrder through an order life', () => {
  it('pending: total, hold end, held stock, and what was placed for whom (for what follows the order)', () => {
    // not yet paid, changed or given a policy: the rest is as before the first event
    expect(given(...PENDING).state).toStrictEqual({
      ...initialOrderState,
      status: 'pending',
      orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
      userId: 7,
      totalCents: TOTAL_CENTS,
      currency: 'EUR',
      holdExpiresAt: '2026-03-01T10:15:00.000Z',
      heldItems,
      placement: orderPlaced().data,
      customer,
      revision: 3,
    });
  });

  it('paid: the payment time', () => {
    expect(given(...CONFIRMED).state.paidAt).toBe(at(5).toISOString());
  });

  it('confirmed: no hold end, the stock stays sold', () => {
    expect(given(...CONFIRMED).state).toMatchObject({ status: 'confirmed', holdExpiresAt: null, heldItems });
  });

  it('cancelled and expired: no hold end, nothing held', () => {
    expect(given(...CANCELLED).state).toMatchObject({ status: 'cancelled', holdExpiresAt: null, heldItems: [] });
    expect(given(...EXPIRED).state).toMatchObject({ status: 'expired', holdExpiresAt: null, heldItems: [] });
  });

  it('is the decider the backend folds with', () => {
    expect(orderDecider.evolve).toBe(evolveOrder);
    expect(orderDecider.initialState).toBe(initialOrderState);
    expect(orderDecider.decide(placeOrder(), initialOrderState)).toStrictEqual([orderPlaced(), stockHeld(), detailsRecorded()]);
  });
});
