import { describe, expect, it } from 'vitest';
import type { ChangeQuoteView } from '@pokerfest/domain';
import { ApiError } from '../../lib/api-client';
import { contentsLines, freshQuoteOf, NO_REFUND_TEXT, quoteHoldsUntil, quoteLineRows, quoteOutcome, refundOnItsWay } from './quote-words';

const contents = {
  total: 1300,
  totalCents: 130_000,
  room: { id: 7, name: 'Hotel Sacher - Double', checkIn: '2027-04-10', checkOut: '2027-04-14', nights: 4 },
  tournaments: [
    { id: 3, title: 'Main Event', date: '2027-04-11', isPurchased: true },
    { id: 4, title: 'Side Event', date: '2027-04-12', isPurchased: false },
  ],
  extras: [{ id: 9, name: 'Welcome dinner', quantity: 2 }],
};

const quote: ChangeQuoteView = {
  quoteId: '0b6a0f9e-3f0e-4b7a-9a55-0f6d4c1e2a11',
  orderId: 'o1',
  kind: 'change',
  refund: 0,
  refundCents: 0,
  due: 0,
  dueCents: 0,
  currency: 'EUR',
  tier: { label: '14 days or more before the start', minDays: 14, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 }, daysBeforeStart: 120 },
  expiresAt: '2027-03-14T09:35:00.000Z',
  lines: [
    { kind: 'tournament', id: 3, name: 'Main Event', change: 'removed', quantity: -1, price: 500, priceCents: 50_000, refundPercent: 100, refund: 500, refundCents: 50_000, due: 0, dueCents: 0, reason: 'Main Event seat removed: 100% of €500.00 refunded' },
    { kind: 'hotel', id: 7, name: 'Hotel Sacher - Double', change: 'nights', quantity: 1, price: 200, priceCents: 20_000, refundPercent: null, refund: 0, refundCents: 0, due: 200, dueCents: 20_000, reason: '1 night added: €200.00 to pay' },
    { kind: 'extra', id: 9, name: 'Welcome dinner', change: 'added', quantity: 1, price: 0, priceCents: 0, refundPercent: null, refund: 0, refundCents: 0, due: 0, dueCents: 0, reason: 'added' },
  ],
  before: contents,
  after: contents,
};

describe('a quote in words', () => {
  it('says until when it holds, in hours and minutes of the time zone, which it names', () => {
    expect(quoteHoldsUntil(quote.expiresAt, 'UTC')).toBe('This quote holds until 09:35 UTC');
    expect(quoteHoldsUntil(quote.expiresAt, 'Europe/Vienna')).toBe('This quote holds until 10:35 GMT+1');
  });

  it('words each line with its sign of money and its reason', () => {
    expect(quoteLineRows(quote)).toEqual([
      { key: 'tournament-3-removed', title: 'Removed: Main Event', amount: '−€500.00', reason: 'Main Event seat removed: 100% of €500.00 refunded' },
      { key: 'hotel-7-nights', title: 'Nights: Hotel Sacher - Double', amount: '+€200.00', reason: '1 night added: €200.00 to pay' },
      { key: 'extra-9-added', title: 'Added: Welcome dinner', amount: '', reason: 'added' },
    ]);
  });

  it('names the refund to come, the amount due, or plainly that the policy refunds nothing', () => {
    expect(quoteOutcome({ ...quote, refund: 300, refundCents: 30_000 }, true)).toEqual({ kind: 'refund', text: 'You will be refunded €300.00 to your card' });
    expect(quoteOutcome({ ...quote, due: 12.5, dueCents: 1250 }, true)).toEqual({ kind: 'due', text: 'To pay: €12.50' });
    expect(quoteOutcome({ ...quote, kind: 'cancel' }, true)).toEqual({ kind: 'nothing', text: NO_REFUND_TEXT });
    expect(quoteOutcome({ ...quote, kind: 'cancel' }, false).text).toBe('Nothing was paid for this booking, so nothing is refunded.');
    expect(NO_REFUND_TEXT).toBe('No money is refunded under the cancellation policy');
  });

  it('promises the refund in the shop’s words', () => {
    expect(refundOnItsWay(300, 'EUR')).toBe('Refund of €300.00 is on its way to your card: it usually arrives within 5–10 business days');
  });

  it('lists the booking’s contents, the stay as the shop writes days', () => {
    expect(contentsLines(contents)).toEqual(['Hotel Sacher - Double, 4 nights (Apr 10\u2009–\u200914, 2027)', 'Main Event', 'Side Event (pay at venue)', 'Welcome dinner × 2']);
    const oneNight = { ...contents, room: { ...contents.room, checkIn: '2027-04-30', checkOut: '2027-05-01', nights: 1 }, tournaments: [], extras: [] };
    expect(contentsLines(oneNight)).toEqual(['Hotel Sacher - Double, 1 night (Apr 30\u2009–\u2009May 1, 2027)']);
  });
});

describe('a refused confirmation', () => {
  const refused = (status: number, body: unknown) => new ApiError(status, 'Conflict', JSON.stringify(body));

  it('carries the fresh quote of a 409', () => {
    expect(freshQuoteOf(refused(409, { error: 'The quote expired', details: { reason: 'quote_expired', quote } }))).toEqual(quote);
  });

  it('carries none on other answers', () => {
    expect(freshQuoteOf(refused(409, { error: 'Sold out', details: { reason: 'sold_out' } }))).toBeNull();
    expect(freshQuoteOf(refused(400, { error: 'x', details: { quote } }))).toBeNull();
    expect(freshQuoteOf(refused(409, { error: 'x', details: { quote: { quoteId: 1 } } }))).toBeNull();
    expect(freshQuoteOf(new Error('offline'))).toBeNull();
  });
});
