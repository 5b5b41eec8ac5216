import { describe, expect, it } from 'vitest';
import { countText, revenueInEuros } from './overview-figures';

describe('admin overview figures', () => {
  it('shows revenue from cents in euros with two decimals and thousands separators, €0.00 when missing', () => {
    expect(revenueInEuros(307_500)).toBe('€3,075.00');
    expect(revenueInEuros(1_234_567)).toBe('€12,345.67');
    expect(revenueInEuros(5)).toBe('€0.05');
    expect(revenueInEuros(undefined)).toBe('€0.00');
    expect(revenueInEuros(Number.NaN)).toBe('€0.00');
  });

  it('shows counts as whole numbers, 0 when missing', () => {
    expect([42, undefined, Number.POSITIVE_INFINITY].map(countText)).toEqual(['42', '0', '0']);
  });
});
