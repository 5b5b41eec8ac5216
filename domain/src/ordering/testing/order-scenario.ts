// The order deciders' unit tests: `given` (the generic decider spec on orderDecider) and the fixtures
// of one sample order.
import { deciderSpec } from '../../shared/testing/decider-spec';
import { orderDecider, type PlaceOrder } from '../order-decider';
import type { CustomerDetails, ExtraLine, FestivalSnapshot, OrderContents, OrderEvent, RoomLine, SeatLine } from '../order-events';
import type { StockItem } from '../../stock/stock-events';

export { rejected, type Outcome, type Rejection } from '../../shared/testing/decider-spec';

export const given = deciderSpec(orderDecider);

// ---- one sample order: 4 nights at 120.00, one paid seat of 550.50, one reserved seat, 2 x 45.50 ----

export const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
export const USER_ID = 7;
export const NOW = new Date('2026-03-01T10:00:00.000Z');
export const HOLD_MS = 15 * 60_000;
export const HOLD_EXPIRES_AT = '2026-03-01T10:15:00.000Z';
/** 4 x 12000 + 55050 (paid seat; the reserved one is not counted) + 2 x 4550. */
export const TOTAL_CENTS = 112_150;

export const festival: FestivalSnapshot = {
  productId: 'festival-1700000000000',
  name: 'Prague Poker Fest',
  location: 'Prague',
  startDate: '2026-04-10',
  endDate: '2026-04-20',
};

export const room: RoomLine = {
  id: 31,
  hotelId: 3,
  hotelName: 'Hotel Vltava',
  roomType: 'Double',
  checkIn: '2026-04-10',
  checkOut: '2026-04-14',
  nights: 4,
  pricePerNightCents: 12_000,
  currency: 'EUR',
};

export const paidSeat: SeatLine = { id: 11, title: 'Main Event', date: '2026-04-12', buyInCents: 55_050, currency: 'EUR', isPurchased: true };
export const reservedSeat: SeatLine = { id: 12, title: 'High Roller', date: '2026-04-15', buyInCents: 110_000, currency: 'EUR', isPurchased: false };
export const extra: ExtraLine = { id: 21, name: 'Airport transfer', description: null, priceCents: 4_550, quantity: 2 };

export const customer: CustomerDetails = {
  name: 'Jana Novak',
  email: 'jana@example.com',
  phone: '+420 600 000 000',
  casinoDetails: null,
  emergencyContact: null,
  specialRequests: null,
  notes: null,
};

export const heldItems: StockItem[] = [
  { kind: 'accommodation', id: 31, name: 'Hotel Vltava - Double' },
  { kind: 'tournament', id: 11, name: 'Main Event' },
  { kind: 'tournament', id: 12, name: 'High Roller' },
];

/** The sample order's contents, as the command places them and the OrderPlaced event keeps them (fresh lists each time). */
const contents = (): OrderContents => ({ orderId: ORDER_ID, userId: USER_ID, festival, room, seats: [paidSeat, reservedSeat], extras: [extra] });

export function placeOrder(overrides: Partial<PlaceOrder> = {}): PlaceOrder {
  return {
    type: 'PlaceOrder',
    ...contents(),
    customer,
    clientTotalCents: TOTAL_CENTS,
    now: NOW,
    holdMs: HOLD_MS,
    ...overrides,
  };
}

/** `minutes` after placement. */
export const at = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);

// ---- events, written out by hand so the givens do not depend on the decider under test ----

export const orderPlaced = (data: Partial<Extract<OrderEvent, { type: 'OrderPlaced' }>['data']> = {}): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    ...contents(),
    totalCents: TOTAL_CENTS,
    currency: 'EUR',
    placedAt: NOW.toISOString(),
    holdExpiresAt: HOLD_EXPIRES_AT,
    ...data,
  },
});
export const stockHeld = (items: StockItem[] = heldItems): OrderEvent => ({ type: 'StockHeld', data: { items } });
export const detailsRecorded = (details: CustomerDetails = customer): OrderEvent => ({ type: 'CustomerDetailsRecorded', data: details });
export const intentCreated = (intentId: string, amountCents = TOTAL_CENTS): OrderEvent => ({
  type: 'PaymentIntentCreated',
  data: { intentId, provider: 'demo', amountCents, currency: 'EUR' },
});
export const paymentSucceeded = (intentId: string, minutes = 5): OrderEvent => ({
  type: 'PaymentSucceeded',
  data: { intentId, amountCents: TOTAL_CENTS, currency: 'EUR', cardLast4: '4242', paidAt: at(minutes).toISOString() },
});
export const paymentFailed = (intentId: string, minutes = 5): OrderEvent => ({
  type: 'PaymentFailed',
  data: { intentId, reason: 'Your card was declined.', cardLast4: '0002', failedAt: at(minutes).toISOString() },
});
export const orderConfirmed = (minutes = 5): OrderEvent => ({ type: 'OrderConfirmed', data: { confirmedAt: at(minutes).toISOString() } });
export const orderCancelled = (minutes = 3): OrderEvent => ({ type: 'OrderCancelled', data: { reason: 'Changed my mind', cancelledAt: at(minutes).toISOString() } });
export const orderExpired = (minutes = 15): OrderEvent => ({ type: 'OrderExpired', data: { expiredAt: at(minutes).toISOString() } });
export const stockReleased = (reason: 'cancelled' | 'expired', items: StockItem[] = heldItems): OrderEvent => ({ type: 'StockReleased', data: { items, reason } });
export const refundRequested = (intentId: string, reason: string, amountCents = TOTAL_CENTS): OrderEvent => ({
  type: 'RefundRequested',
  data: { intentId, amountCents, reason },
});
