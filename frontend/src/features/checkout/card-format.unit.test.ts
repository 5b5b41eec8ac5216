import { describe, expect, it } from 'vitest';
import { demoCardSchema } from '@pokerfest/domain';
import { formatCardNumber, formatExpiry } from './card-format';

describe('card number as typed', () => {
  it.each([
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242 4242', '4242 4242 4242 4242'],
    ['4242 ', '4242'],
    ['abc', ''],
  ])('%j reads %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiry as typed', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12/305', '12/30'],
    ['12 / 30', '12/30'],
  ])('%j reads %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('turns 1230 into an expiry the card check accepts', () => {
    const card = { cardNumber: formatCardNumber('4242424242424242'), expiry: formatExpiry('1230'), cvc: '123', nameOnCard: 'Maria Novak' };
    expect(demoCardSchema.safeParse(card).success).toBe(true);
  });
});
