import { describe, expect, it } from 'vitest';
import { cartTotal, festivalTotal, festivalTotalCents } from './pricing';
import type { CartEntry } from './types';

const hotel = {
  id: 1,
  hotelId: 7,
  name: 'Grand Hotel – Double Room',
  pricePerNight: 129.9,
  nights: 4,
  checkIn: new Date('2027-04-10T00:00:00Z'),
  checkOut: new Date('2027-04-14T00:00:00Z'),
};

describe('festival page total (spec section 9)', () => {
  it('is zero for an empty selection', () => {
    expect(festivalTotal({ tournaments: [], extras: [] })).toBe(0);
  });

  it('adds price per night x nights, paid buy-ins only and extras x quantity, in whole cents', () => {
    const selection: Pick<CartEntry, 'hotel' | 'tournaments' | 'extras'> = {
      hotel,
      tournaments: [
        { id: 1, title: 'Main Event', buyIn: 110_000, date: '2027-04-12', isPurchased: true },
        { id: 2, title: 'High Roller', buyIn: 250_000, date: '2027-04-13', isPurchased: false },
      ],
      extras: [
        { id: 1, name: 'Airport transfer', price: 0.1, quantity: 3 },
        { id: 2, name: 'Spa', price: 45.5, quantity: 1 },
      ],
    };
    // 129.90 x 4 = 519.60; 1100.00 paid; 0.30 + 45.50 extras
    expect(festivalTotalCents(selection)).toBe(51_960 + 110_000 + 30 + 4_550);
    expect(festivalTotal(selection)).toBe(1665.4);
  });

  it('does not count reserved seats', () => {
    const reservedOnly = { tournaments: [{ id: 2, title: 'HR', buyIn: 250_000, date: '2027-04-13', isPurchased: false }], extras: [] };
    expect(festivalTotal(reservedOnly)).toBe(0);
  });

  it('sums every festival for the grand total', () => {
    const entry = (productId: string, pricePerNight: number): CartEntry => ({
      productId,
      productName: productId,
      festivalName: productId,
      location: 'Vienna',
      totalPrice: 0,
      hotel: { ...hotel, pricePerNight, nights: 2 },
      tournaments: [],
      extras: [],
    });
    expect(cartTotal([entry('a', 100.1), entry('b', 0.2)])).toBe(200.6);
  });
});
