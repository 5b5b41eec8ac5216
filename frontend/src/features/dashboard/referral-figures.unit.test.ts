import { describe, expect, it } from 'vitest';
import { referralCounts, wholeEuros, wholeEurosOfCents } from './referral-figures';

describe('referral figures', () => {
  it('counts referred players, and as active only those with points', () => {
    expect(referralCounts([{ loyaltyPoints: 0 }, { loyaltyPoints: 12 }, { loyaltyPoints: 600 }])).toEqual({ total: 3, active: 2 });
    expect(referralCounts([])).toEqual({ total: 0, active: 0 });
  });

  it('shows commission in whole euros', () => {
    expect(wholeEuros(93)).toBe('€93');
    expect(wholeEuros(1234.5)).toBe('€1,235');
    expect(wholeEurosOfCents(250_000)).toBe('€2,500');
  });
});
