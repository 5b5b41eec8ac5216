import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { DEFAULT_LOYALTY_RULES } from '../loyalty/rules';
import { DEFAULT_CURRENCY, orderCurrency, pointsForBooking, priceOrder, type PricingInput } from './pricing';

const eurRoom = { pricePerNightCents: 12_000, nights: 4, currency: 'EUR' };
const paid = (buyInCents: number, currency = 'EUR') => ({ buyInCents, currency, isPurchased: true });
const reserved = (buyInCents: number, currency = 'EUR') => ({ buyInCents, currency, isPurchased: false });

function refusal(input: PricingInput): { name: string; status: number; message: string; details: unknown } {
  try {
    priceOrder(input);
  } catch (error) {
    if (error instanceof ValidationError) return { name: error.name, status: error.status, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected priceOrder to refuse the input');
}

const refused = (message: string, details?: unknown) => ({ name: 'ValidationError', status: 400, message, details });

describe('priceOrder (product spec 9: room x nights + paid buy-ins + extras x quantity)', () => {
  it('adds the room for every night, the paid seats only and each extra times its quantity, in cents', () => {
    expect(
      priceOrder({
        room: eurRoom,
        seats: [paid(55_050), reserved(110_000), paid(22_000)],
        extras: [
          { priceCents: 4_550, quantity: 2 },
          { priceCents: 999, quantity: 1 },
        ],
      }),
    ).toStrictEqual({ roomCents: 48_000, seatsCents: 77_050, extrasCents: 10_099, totalCents: 135_149, currency: 'EUR' });
  });

  it('does not count a reserved seat (paid at the venue), however expensive', () => {
    expect(priceOrder({ room: null, seats: [reserved(500_000)], extras: [] })).toStrictEqual({
      roomCents: 0,
      seatsCents: 0,
      extrasCents: 0,
      totalCents: 0,
      currency: 'EUR',
    });
  });

  it('prices an order without a room from its seats and extras', () => {
    expect(priceOrder({ seats: [paid(30_000, 'USD')], extras: [{ priceCents: 1_000, quantity: 3 }] })).toStrictEqual({
      roomCents: 0,
      seatsCents: 30_000,
      extrasCents: 3_000,
      totalCents: 33_000,
      currency: 'USD',
    });
  });

  it('accepts a free seat and a free extra (0 cents)', () => {
    expect(priceOrder({ room: eurRoom, seats: [paid(0)], extras: [{ priceCents: 0, quantity: 5 }] }).totalCents).toBe(48_000);
  });

  it('refuses negative and fractional cents wherever they are counted', () => {
    const message = (what: string) => `${what} must be a whole, non-negative number of cents`;
    expect(refusal({ room: { ...eurRoom, pricePerNightCents: -1 }, seats: [], extras: [] })).toStrictEqual(refused(message('A price per night')));
    expect(refusal({ room: { ...eurRoom, pricePerNightCents: 120.5 }, seats: [], extras: [] })).toStrictEqual(refused(message('A price per night')));
    expect(refusal({ seats: [paid(-100)], extras: [] })).toStrictEqual(refused(message('A buy-in')));
    expect(refusal({ seats: [paid(99.99)], extras: [] })).toStrictEqual(refused(message('A buy-in')));
    expect(refusal({ seats: [], extras: [{ priceCents: -1, quantity: 1 }] })).toStrictEqual(refused(message('An extra price')));
    expect(refusal({ seats: [], extras: [{ priceCents: 0.1, quantity: 1 }] })).toStrictEqual(refused(message('An extra price')));
    expect(refusal({ seats: [paid(Number.NaN)], extras: [] })).toStrictEqual(refused(message('A buy-in')));
    expect(refusal({ seats: [paid(Number.POSITIVE_INFINITY)], extras: [] })).toStrictEqual(refused(message('A buy-in')));
  });

  it('refuses 0, negative and fractional nights and quantities', () => {
    const message = (what: string) => `${what} must be a whole number of at least 1`;
    for (const nights of [0, -1, 2.5]) {
      expect(refusal({ room: { ...eurRoom, nights }, seats: [], extras: [] })).toStrictEqual(refused(message('Nights')));
    }
    for (const quantity of [0, -2, 1.5]) {
      expect(refusal({ seats: [], extras: [{ priceCents: 100, quantity }] })).toStrictEqual(refused(message('A quantity')));
    }
  });

  it('refuses a total beyond the safe integer range', () => {
    expect(refusal({ room: { pricePerNightCents: 2 ** 52, nights: 2, currency: 'EUR' }, seats: [], extras: [] })).toStrictEqual(
      refused('The order total is too large'),
    );
  });
});

describe('orderCurrency: one currency per order', () => {
  it('is the currency of what is payable now', () => {
    expect(orderCurrency({ room: { ...eurRoom, currency: 'GBP' }, seats: [paid(100, 'GBP')], extras: [] })).toBe('GBP');
    expect(orderCurrency({ room: null, seats: [paid(100, 'USD')], extras: [] })).toBe('USD');
    expect(orderCurrency({ seats: [], extras: [{ priceCents: 100, quantity: 1, currency: 'CZK' }] })).toBe('CZK');
  });

  it('ignores the currency of a reserved seat and of an extra without one', () => {
    expect(orderCurrency({ room: { ...eurRoom, currency: 'USD' }, seats: [reserved(100, 'GBP')], extras: [{ priceCents: 1, quantity: 1 }] })).toBe(
      'USD',
    );
    expect(priceOrder({ room: eurRoom, seats: [reserved(100, 'USD')], extras: [] }).currency).toBe('EUR');
  });

  it('falls back to EUR when nothing carries a currency', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(orderCurrency({ room: null, seats: [reserved(100, 'USD')], extras: [] })).toBe('EUR');
  });

  it('refuses a selection mixing currencies, naming them in order', () => {
    expect(refusal({ room: eurRoom, seats: [paid(100, 'USD')], extras: [] })).toStrictEqual(
      refused('An order is paid in one currency; this selection mixes EUR and USD.', { currencies: ['EUR', 'USD'] }),
    );
    expect(
      refusal({ room: { ...eurRoom, currency: 'USD' }, seats: [paid(100, 'GBP')], extras: [{ priceCents: 1, quantity: 1, currency: 'EUR' }] }),
    ).toStrictEqual(refused('An order is paid in one currency; this selection mixes EUR and GBP and USD.', { currencies: ['EUR', 'GBP', 'USD'] }));
  });
});

describe('pointsForBooking: the earn rate % of the value in euros, rounded', () => {
  it('earns 10% at the rate loyalty_config is seeded with', () => {
    const rate = DEFAULT_LOYALTY_RULES.earnRatePercent;
    expect(rate).toBe(10);
    expect(pointsForBooking(125_000, rate)).toBe(125);
    expect(pointsForBooking(112_150, rate)).toBe(112); // 1121.50 EUR -> 112.15
    expect(pointsForBooking(1_500, rate)).toBe(2); // 1.5 rounds up
    expect(pointsForBooking(1_499, rate)).toBe(1);
    expect(pointsForBooking(499, rate)).toBe(0);
    expect(pointsForBooking(0, rate)).toBe(0);
  });

  it('uses a custom earn rate', () => {
    expect(pointsForBooking(100_000, 5)).toBe(50);
    expect(pointsForBooking(100_000, 0)).toBe(0);
    expect(pointsForBooking(12_345, 25)).toBe(31); // 30.8625
  });
});
