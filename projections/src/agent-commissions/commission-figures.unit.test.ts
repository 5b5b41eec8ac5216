import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { checkedIn, commissionFigures, countedCents, type CommissionBooking } from './commission-figures';

/** A confirmed booking paid in full, unless told otherwise. */
const booking = (over: Partial<CommissionBooking>): CommissionBooking => {
  const totalCents = over.totalCents ?? 82550;
  return { festivalId: 'linz', festivalName: 'Linz Open', status: 'confirmed', totalCents, paidCents: totalCents, refundedCents: 0, checkIn: '2027-06-01', ...over };
};
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

  it('counts a confirmed booking at its total now, never more than it kept, and a cancelled one at what it kept', () => {
    // changed from 825.50 to 345.50 under a full-refund tier: 480.00 refunded
    expect(countedCents(booking({ totalCents: 34550, paidCents: 82550, refundedCents: 48000 }))).toBe(34550);
    // the same change under a 50% tier: 240.00 refunded, the 240.00 kept back is a fee, not a booking
    expect(countedCents(booking({ totalCents: 34550, paidCents: 82550, refundedCents: 24000 }))).toBe(34550);
    // a change that added a seat, its 300.00 difference paid
    expect(countedCents(booking({ totalCents: 112550, paidCents: 112550 }))).toBe(112550);
    // confirmed money only: a confirmed booking counts no more than it kept
    expect(countedCents(booking({ totalCents: 82550, paidCents: 82550, refundedCents: 82550 }))).toBe(0);
    expect(countedCents(booking({ status: 'cancelled', paidCents: 82550, refundedCents: 82550 }))).toBe(0);
    expect(countedCents(booking({ status: 'cancelled', paidCents: 82550, refundedCents: 41275 }))).toBe(41275);
    expect(countedCents(booking({ status: 'cancelled', paidCents: 82550, refundedCents: 0 }))).toBe(82550);
  });

  it('adds up counted money only: a change lowers the figures, a full refund takes a booking out', () => {
    const bookings = [
      booking({ totalCents: 34550, paidCents: 82550, refundedCents: 48000 }),
      booking({ status: 'cancelled', festivalId: 'vienna', festivalName: 'Vienna Spring', totalCents: 40000, paidCents: 40000, refundedCents: 40000, checkIn: '2027-07-03' }),
      booking({ status: 'cancelled', festivalId: 'graz', festivalName: 'Graz Cup', totalCents: 20000, paidCents: 20000, refundedCents: 5000, checkIn: '2027-07-03' }),
    ];
    const view = commissionFigures(bookings, counts, DEFAULT_LOYALTY_RULES, new Date('2027-06-10T12:00:00Z'));
    expect(view).toMatchObject({ totalSpentCents: 34550 + 15000, estimatedCommissionCents: 1728 + 750, earnedCommissionCents: 1728, pendingCommissionCents: 750 });
    expect(view.byMonth).toEqual([
      { month: '2027-06', pendingCents: 0, earnedCents: 1728 },
      { month: '2027-07', pendingCents: 750, earnedCents: 0 },
    ]);
    expect(view.byFestival.map((festival) => festival.productId)).toEqual(['linz', 'graz']);
  });
});
