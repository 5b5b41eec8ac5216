import { describe, expect, it } from 'vitest';
import { addCents, cents, formatCents, formatMoney, fromMajorUnits, multiplyCents, toMajorUnits } from './money';

describe('money in minor units', () => {
  it('converts major units to cents without float drift', () => {
    expect(fromMajorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMajorUnits(19.99)).toBe(1999);
    expect(fromMajorUnits(-2.005)).toBe(-201);
    expect(toMajorUnits(cents(12345))).toBe(123.45);
  });

  it('adds and multiplies only whole cents', () => {
    expect(addCents(cents(100), cents(250))).toBe(350);
    expect(multiplyCents(cents(12000), 4)).toBe(48000);
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError);
    expect(() => cents(1.5)).toThrow(RangeError);
  });
});

describe('formatting money', () => {
  it('writes every amount with thousands separators and two decimals', () => {
    expect(formatCents(307_500, 'EUR')).toBe('€3,075.00');
    expect(formatMoney(1_234_567.5, 'EUR')).toBe('€1,234,567.50');
    expect(formatMoney(0.5)).toBe('€0.50');
    expect(formatCents(-12_345, 'USD')).toBe('-$123.45');
    // Intl puts a no-break space after a letter code
    expect(formatMoney(1250, 'CZK')).toBe('CZK\u00a01,250.00');
  });

  it('falls back to euros without a currency and to the bare code for one Intl does not know', () => {
    expect(formatMoney(12, null)).toBe('€12.00');
    expect(formatMoney(1250, 'X1')).toBe('1,250.00 X1');
  });
});
