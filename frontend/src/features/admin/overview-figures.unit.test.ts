import { describe, expect, it } from 'vitest';
import { countText, outstandingFigure, revenueInEuros } from './overview-figures';

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

  it('shows what bookings paid in parts still owe, and how many owe it', () => {
    expect(outstandingFigure({ cents: 160_000, bookings: 2 })).toEqual({ amount: '€1,600.00', note: 'Owed by 2 bookings paid in parts' });
    expect(outstandingFigure({ cents: 80_000, bookings: 1 })).toEqual({ amount: '€800.00', note: 'Owed by 1 booking paid in parts' });
    expect(outstandingFigure({ cents: 0, bookings: 0 })).toEqual({ amount: '€0.00', note: 'No booking owes a balance' });
    expect(outstandingFigure(undefined)).toEqual({ amount: '€0.00', note: 'No booking owes a balance' });
  });
});
