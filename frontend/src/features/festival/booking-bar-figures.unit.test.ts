import { describe, expect, it } from 'vitest';
import { sampleCartEntry } from '../cart/testing';
import { bookingBarFigures, fromPriceText, itemsText } from './booking-bar-figures';

const entry = sampleCartEntry;

describe('the booking bar’s figures', () => {
  it('says nothing is chosen without an entry or with an empty one', () => {
    expect(bookingBarFigures(undefined)).toEqual({ chosen: false });
    expect(bookingBarFigures({ ...entry, hotel: undefined, tournaments: [], extras: [] })).toEqual({ chosen: false });
  });

  it('counts the room, every seat and each extra unit, and totals the paid ones only', () => {
    // 4 × 180 + 1,100 paid seat + 2 × 45; the reserved seat is paid at the venue
    expect(bookingBarFigures(entry)).toEqual({ chosen: true, total: 1910, items: '5 items' });
  });

  it('writes one item in the singular', () => {
    expect([0, 1, 2].map(itemsText)).toEqual(['0 items', '1 item', '2 items']);
  });

  it('offers the starting price in its own currency before anything is chosen', () => {
    expect(fromPriceText({ startingPrice: 450, startingPriceCurrency: 'EUR' })).toBe('From €450.00');
    expect(fromPriceText({ startingPrice: 390, startingPriceCurrency: 'USD' })).toBe('From $390.00');
  });
});
