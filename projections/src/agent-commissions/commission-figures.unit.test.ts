import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { checkedIn, commissionFigures, type CommissionBooking } from './commission-figures';

const booking = (over: Partial<CommissionBooking>): CommissionBooking => ({ festivalId: 'linz', festivalName: 'Linz Open', totalCents: 82550, checkIn: '2027-06-01', ...over });
const counts = { referredPlayers: 3, activePlayers: 1 };

describe('agent commission figures', () => {
  it('counts a booking as earned from its check-in day (00:00 UTC plus the award delay) on', () => {
    expect(checkedIn('2027-06-01', new Date('2027-05-31T23:59:59Z'), { awardDelayHours: 0 })).toBe(false);
    expect(checkedIn('2027-06-01', new Date('2027-06-01T00:00:00Z'), { awardDelayHours: 0 })).toBe(true);
    expect(checkedIn('2027-06-01', new Date('2027-06-01T05:59:00Z'), { awardDelayHours: 6 })).toBe(false);
  });

  it('splits commission by month and festival, pending before check-in and earned after', () => {
    const bookings = [booking({}), booking({ checkIn: '2027-07-03' }), booking({ festivalId: 'vienna', festivalName: 'Vienna Spring', totalCents: 40000, checkIn: '2027-06-20' })];
    const view = commissionFigures(bookings, counts, DEFAULT_LOYALTY_RULES, new Date('2027-06-10T12:00:00Z'));
    expect(view).toMatchObject({
      commissionRatePercent: 5,
      referredPlayers: 3,
      activePlayers: 1,
      totalSpent: 2051,
      totalSpentCents: 205100,
      estimatedCommission: 103,
      // 4127.5 cents rounds to 4128 per booking, as each booking's commission would be paid
      estimatedCommissionCents: 4128 + 4128 + 2000,
      earnedCommissionCents: 4128,
      pendingCommissionCents: 4128 + 2000,
    });
    expect(view.byMonth).toEqual([
      { month: '2027-06', pendingCents: 2000, earnedCents: 4128 },
      { month: '2027-07', pendingCents: 4128, earnedCents: 0 },
    ]);
    expect(view.byFestival).toEqual([
      { productId: 'linz', festivalName: 'Linz Open', spentCents: 165100, commissionCents: 8256 },
      { productId: 'vienna', festivalName: 'Vienna Spring', spentCents: 40000, commissionCents: 2000 },
    ]);
  });

  it('answers zeros for an agent without bookings, and uses the configured rate', () => {
    expect(commissionFigures([], { referredPlayers: 0, activePlayers: 0 }, DEFAULT_LOYALTY_RULES, new Date())).toMatchObject({ totalSpent: 0, estimatedCommission: 0, byMonth: [], byFestival: [] });
    const view = commissionFigures([booking({ totalCents: 100000 })], counts, { commissionRatePercent: 8, awardDelayHours: 0 }, new Date('2027-01-01T00:00:00Z'));
    expect(view).toMatchObject({ commissionRatePercent: 8, estimatedCommission: 80, pendingCommissionCents: 8000 });
  });
});
