import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import { creditBalance, creditReturnShares, takeCredit, type CreditLot } from './credit-lots';

const NOW = new Date('2027-01-10T12:00:00Z');
const lots: CreditLot[] = [
  { id: 1, remainingCents: 10_000, expiresAt: null },
  { id: 2, remainingCents: 5_000, expiresAt: '2027-03-01T00:00:00.000Z' },
  { id: 3, remainingCents: 7_000, expiresAt: '2027-01-01T00:00:00.000Z' },
  { id: 4, remainingCents: 2_000, expiresAt: '2027-02-01T00:00:00.000Z' },
];

describe('tournament credit lots', () => {
  it('counts only the lots not lapsed', () => {
    expect(creditBalance(lots, NOW)).toBe(17_000);
  });

  it('spends the lots lapsing first, a lot that never lapses last', () => {
    expect(takeCredit(lots, 8_000, NOW)).toEqual([{ lotId: 4, cents: 2_000 }, { lotId: 2, cents: 5_000 }, { lotId: 1, cents: 1_000 }]);
  });

  it('refuses more than the balance with 409 credit_insufficient', () => {
    expect(() => takeCredit(lots, 17_001, NOW)).toThrow(ConflictError);
    try {
      takeCredit(lots, 17_001, NOW);
    } catch (error) {
      expect((error as ConflictError).details).toEqual({ reason: 'credit_insufficient', balanceCents: 17_000 });
    }
  });

  it('gives back to the lots it took from, in order, never more than was taken', () => {
    const taken = [{ lotId: 4, cents: 2_000 }, { lotId: 2, cents: 5_000 }];
    expect(creditReturnShares(taken, [], 3_000)).toEqual({ shares: [{ lotId: 4, cents: 2_000 }, { lotId: 2, cents: 1_000 }], unplaced: 0 });
    expect(creditReturnShares(taken, [{ lotId: 4, cents: 2_000 }, { lotId: 2, cents: 1_000 }], 5_000)).toEqual({ shares: [{ lotId: 2, cents: 4_000 }], unplaced: 1_000 });
  });
});
