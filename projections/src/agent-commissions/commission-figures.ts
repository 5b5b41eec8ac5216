import { commissionCents, type AgentCommissionsView, type CommissionFestival, type CommissionMonth, type LoyaltyRules } from '@pokerfest/domain';

// The agent's commission projection from their referred players' confirmed bookings. Pure: the
// clock arrives as `now`, so what is pending or earned is decided when the figures are read.

export interface CommissionBooking {
  festivalId: string;
  festivalName: string;
  totalCents: number;
  /** 'YYYY-MM-DD'. */
  checkIn: string;
}

export interface ReferralCounts {
  referredPlayers: number;
  activePlayers: number;
}

type Rules = Pick<LoyaltyRules, 'commissionRatePercent' | 'awardDelayHours'>;

/** Checked in: the same moment a booking's points are awarded (check-in day 00:00 UTC + the award delay). */
export function checkedIn(checkIn: string, now: Date, rules: Pick<LoyaltyRules, 'awardDelayHours'>): boolean {
  return now.getTime() >= Date.parse(`${checkIn}T00:00:00Z`) + rules.awardDelayHours * 3_600_000;
}

function byMonth(bookings: readonly CommissionBooking[], rules: Rules, now: Date): CommissionMonth[] {
  const months = new Map<string, CommissionMonth>();
  for (const booking of bookings) {
    const month = booking.checkIn.slice(0, 7);
    const entry = months.get(month) ?? { month, pendingCents: 0, earnedCents: 0 };
    const cents = commissionCents(booking.totalCents, rules);
    if (checkedIn(booking.checkIn, now, rules)) entry.earnedCents += cents;
    else entry.pendingCents += cents;
    months.set(month, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

function byFestival(bookings: readonly CommissionBooking[], rules: Rules): CommissionFestival[] {
  const festivals = new Map<string, CommissionFestival>();
  for (const booking of bookings) {
    const entry = festivals.get(booking.festivalId) ?? { productId: booking.festivalId, festivalName: booking.festivalName, spentCents: 0, commissionCents: 0 };
    entry.spentCents += booking.totalCents;
    entry.commissionCents += commissionCents(booking.totalCents, rules);
    festivals.set(booking.festivalId, entry);
  }
  return [...festivals.values()].sort((a, b) => b.spentCents - a.spentCents || a.festivalName.localeCompare(b.festivalName));
}

/**
 * Commission is counted per booking (rounded to the cent, as it would be paid), so pending plus
 * earned, the months and the festivals all add up to estimatedCommissionCents. estimatedCommission
 * is the spec's card: the rate of the total spent in euros, rounded to whole euros.
 */
export function commissionFigures(bookings: readonly CommissionBooking[], counts: ReferralCounts, rules: Rules, now: Date): AgentCommissionsView {
  const months = byMonth(bookings, rules, now);
  const totalSpentCents = bookings.reduce((sum, booking) => sum + booking.totalCents, 0);
  const pendingCommissionCents = months.reduce((sum, month) => sum + month.pendingCents, 0);
  const earnedCommissionCents = months.reduce((sum, month) => sum + month.earnedCents, 0);
  return {
    commissionRatePercent: rules.commissionRatePercent,
    referredPlayers: counts.referredPlayers,
    activePlayers: counts.activePlayers,
    totalSpent: totalSpentCents / 100,
    totalSpentCents,
    estimatedCommission: Math.round(((totalSpentCents / 100) * rules.commissionRatePercent) / 100),
    estimatedCommissionCents: pendingCommissionCents + earnedCommissionCents,
    pendingCommissionCents,
    earnedCommissionCents,
    byMonth: months,
    byFestival: byFestival(bookings, rules),
  };
}
