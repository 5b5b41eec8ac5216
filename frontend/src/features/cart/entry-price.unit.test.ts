import { describe, expect, it } from 'vitest';
import { setVoucherCode } from './cart';
import { entryPackage } from './entry-price';
import { sampleCartEntry } from './testing';

describe('a cart entry’s price and code (issue 32)', () => {
  it('asks the price of its room with its dates, its paid and reserved seats and each unit of its extras', () => {
    expect(entryPackage(sampleCartEntry)).toEqual({
      productId: 'vienna-spring-2027',
      hotelId: 11,
      nights: 4,
      checkIn: '2027-03-12',
      checkOut: '2027-03-16',
      tournaments: [22],
      reservedTournaments: [23],
      extras: [31, 31],
    });
    expect(entryPackage({ ...sampleCartEntry, hotel: undefined })).toMatchObject({ hotelId: null, nights: null });
  });

  it('keeps a code with the festival’s entry until it is taken away, and leaves another festival’s entry alone', () => {
    const cart = [sampleCartEntry, { ...sampleCartEntry, productId: 'prague' }];
    const coded = setVoucherCode(cart, 'vienna-spring-2027', 'SPRING10');
    expect(coded.map((entry) => entry.voucherCode)).toEqual(['SPRING10', undefined]);
    expect(coded[0]?.totalPrice).toBe(1_910);
    expect(setVoucherCode(coded, 'vienna-spring-2027', null)[0]).not.toHaveProperty('voucherCode');
    expect(setVoucherCode(cart, 'unknown', 'X')).toBe(cart);
  });
});
