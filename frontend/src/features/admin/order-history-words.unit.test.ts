import { describe, expect, it } from 'vitest';
import { eventActor, eventTypeInWords, summariseAny, summariseEvent } from './order-history-words';

const placed = {
  orderId: 'o1',
  userId: 4,
  festival: { productId: 'vienna-spring-2027', name: 'Vienna Spring Poker Festival', location: 'Vienna', startDate: null, endDate: null },
  room: { id: 11, hotelId: 7, hotelName: 'Hotel Imperial', roomType: 'Standard Double', checkIn: '2027-03-12', checkOut: '2027-03-16', nights: 4, pricePerNightCents: 18_000, currency: 'EUR' },
  seats: [{ id: 22, title: 'Main Event', date: '2027-03-15', buyInCents: 110_000, currency: 'EUR', isPurchased: true }],
  extras: [],
  totalCents: 182_000,
  currency: 'EUR',
  placedAt: '2026-01-01T10:00:00Z',
  holdExpiresAt: '2026-01-01T10:30:00Z',
};

describe('order history in words', () => {
  it('puts event types into words', () => {
    expect(eventTypeInWords('CustomerDetailsRecorded')).toBe('Customer details recorded');
    expect(eventTypeInWords('OrderPlaced')).toBe('Order placed');
    expect(eventTypeInWords('PaymentIntentCreated')).toBe('Payment started');
    expect(eventTypeInWords('order_refund.v2')).toBe('Order refund v2');
  });

  it('names the actor, or the system', () => {
    expect(eventActor({ actor: { id: 4, username: 'maria' } })).toBe('maria');
    expect(eventActor({ actor: null })).toBe('system');
  });

  it('summarises each known event', () => {
    expect(summariseEvent({ type: 'OrderPlaced', data: placed })).toBe(
      'Vienna Spring Poker Festival: Hotel Imperial – Standard Double, 4 nights; 1 seat; 0 extras; total €1,820.00',
    );
    expect(summariseEvent({ type: 'OrderPlaced', data: { ...placed, room: null } })).toMatch(/^Vienna Spring Poker Festival: no room;/);
    const items = [{ kind: 'accommodation', id: 11, name: 'Standard Double' }, { kind: 'tournament', id: 22, name: 'Main Event' }];
    expect(summariseEvent({ type: 'StockHeld', data: { items } })).toBe('Held Standard Double, Main Event');
    expect(summariseEvent({ type: 'StockReleased', data: { items, reason: 'expired' } })).toBe('Released Standard Double, Main Event (expired)');
    expect(summariseEvent({ type: 'CustomerDetailsRecorded', data: { name: 'Maria Novak', email: 'm@x.io', phone: null } })).toBe('Maria Novak, m@x.io');
    expect(summariseEvent({ type: 'PaymentIntentCreated', data: { intentId: 'pi', provider: 'demo', amountCents: 182_000, currency: 'EUR' } })).toBe(
      '€1,820.00 through the demo provider',
    );
    expect(summariseEvent({ type: 'PaymentSucceeded', data: { intentId: 'pi', amountCents: 182_000, currency: 'EUR', cardLast4: '4242', paidAt: 'x' } })).toBe(
      '€1,820.00 paid with the card ending 4242',
    );
    expect(summariseEvent({ type: 'PaymentFailed', data: { intentId: 'pi', reason: 'Your card was declined.', cardLast4: null, failedAt: 'x' } })).toBe(
      'Your card was declined.',
    );
    expect(summariseEvent({ type: 'PaymentFailed', data: { intentId: 'pi', reason: 'Insufficient funds.', cardLast4: '9995', failedAt: 'x' } })).toBe(
      'Insufficient funds. (card ending 9995)',
    );
    expect(summariseEvent({ type: 'OrderConfirmed', data: { confirmedAt: 'x' } })).toBe('The order is paid and confirmed');
    expect(summariseEvent({ type: 'OrderCancelled', data: { reason: 'Changed plans', cancelledAt: 'x' } })).toBe('Changed plans');
    expect(summariseEvent({ type: 'OrderExpired', data: { expiredAt: 'x' } })).toBe('The hold ended before the order was paid');
    expect(summariseEvent({ type: 'RefundRequested', data: { intentId: 'pi', amountCents: 5_000, reason: 'Paid after expiry' } })).toBe('€50.00: Paid after expiry');
  });

  it('summarises a change, a change waiting for its payment, and a quoted cancellation, with who asked', () => {
    const line = { kind: 'extra', id: 3, name: 'Airport transfer', change: 'removed', quantity: -1, priceCents: 4_550, refundPercent: 100, refundCents: 4_550, dueCents: 0, reason: 'Airport transfer × 1 removed: 100% of €45.50 refunded (14 days or more before the start)' };
    const terms = { quoteId: 'q1', requestedBy: { userId: 5, role: 'player' }, tier: { minDays: 14, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }, tierLabel: '14 days or more before the start', daysBeforeStart: 20, lines: [line], refundCents: 4_550, dueCents: 0 };
    const contents = (totalCents: number) => ({ room: null, seats: [], extras: [], totalCents });
    expect(summariseEvent({ type: 'OrderChanged', data: { ...terms, before: contents(82_550), after: contents(78_000), changedAt: '2027-05-12T10:00:00.000Z' } })).toBe(
      `${line.reason}; total €825.50 → €780.00, €45.50 refunded (14 days or more before the start; asked by the player)`,
    );
    expect(
      summariseEvent({ type: 'OrderChangeRequested', data: { ...terms, refundCents: 0, dueCents: 12_000, before: contents(0), after: contents(12_000), hold: [], release: [], requestedAt: 'x', holdExpiresAt: '2027-05-12T10:30:00.000Z' } }),
    ).toMatch(/; waiting for €120\.00 until May 1[12], 2027, \d{2}:\d{2} \S+ \(asked by the player\)$/);
    expect(summariseEvent({ type: 'OrderChangeLapsed', data: { quoteId: 'q1', reason: 'expired', lapsedAt: 'x' } })).toBe('The change was not paid in time; its held items went back');
    expect(summariseEvent({ type: 'OrderCancelled', data: { reason: 'Cancelled by an admin', cancelledAt: 'x', ...terms, requestedBy: { userId: 1, role: 'admin' } } })).toBe(
      'Cancelled by an admin, €45.50 refunded (14 days or more before the start; asked by the admin)',
    );
  });

  it('lists the plain fields of unknown or malformed events', () => {
    expect(summariseEvent({ type: 'SeatUpgraded', data: { seatId: 4, note: 'window', nested: { a: 1 } } })).toBe('seat id: 4; note: window');
    expect(summariseEvent({ type: 'OrderPlaced', data: { totalCents: 5 } })).toBe('total cents: 5');
    expect(summariseAny(null)).toBe('');
    expect(summariseAny('text')).toBe('text');
  });
});
