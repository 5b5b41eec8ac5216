import { describe, expect, it } from 'vitest';
import { addCents, cents, fromMajorUnits, multiplyCents, toMajorUnits } from './money';

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
