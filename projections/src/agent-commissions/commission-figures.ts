import { calendarDayStart, commissionCents, type AgentCommissionsView, type CommissionFestival, type CommissionMonth, type LoyaltyRules } from '@pokerfest/domain';

// The agent's commission projection from their referred players' bookings. Pure: the clock arrives
// as `now`, so what is pending or earned is decided when the figures are read.

export interface CommissionBooking {
  festivalId: string;
  festivalName: string;
  status: 'confirmed' | 'cancelled';
  /** The booking's total now: as placed, or as its last change left it. */
  totalCents: number;
  /** Every payment for the booking (its placement's and its changes' differences), and what was given back. */
  paidCents: number;
  refundedCents: number;
  /** 'YYYY-MM-DD'. */
  checkIn: string;
}

/**
 * What of a booking earns commission: confirmed money that was not given back. A confirmed booking
 * counts at its total now (after a change, the new total), never more than it kept: a change's
 * refund lowers both, and what a change's tier kept back beyond the new total is a fee, not a
 * booking. A cancelled booking counts what its cancellation policy kept (paid minus refunded):
 * nothing after a full refund. Pending and expired bookings count nothing (the query leaves them out).
 */
export function countedCents(booking: Pick<CommissionBooking, 'status' | 'totalCents' | 'paidCents' | 'refundedCents'>): number {
  const kept = Math.max(0, booking.paidCents - booking.refundedCents);
  return booking.status === 'confirmed' ? Math.min(booking.totalCents, kept) : kept;
}

export interface ReferralCounts {
  referredPlayers: number;
  activePlayers: number;
}

type Rules = Pick<LoyaltyRules, 'commissionRatePercent' | 'awardDelayHours'>;

/** Checked in: the same moment a booking's points are awarded (check-in day 00:00 UTC + the award delay). */
export function checkedIn(checkIn: string, now: Date, rules: Pick<LoyaltyRules, 'awardDelayHours'>): boolean {
  return now.getTime() >= calendarDayStart(checkIn).getTime() + rules.awardDelayHours * 3_600_000;
}

/** A booking with what of it counts. */
interface Counted {
  festivalId: string;
  festivalName: string;
  checkIn: string;
  cents: number;
}

function byMonth(bookings: readonly Counted[], rules: Rules, now: Date): CommissionMonth[] {
  const months = new Map<string, CommissionMonth>();
  for (const booking of bookings) {
    const month = booking.checkIn.slice(0, 7);
    const entry = months.get(month) ?? { month, pendingCents: 0, earnedCents: 0 };
    const cents = commissionCents(booking.cents, rules);
    if (checkedIn(booking.checkIn, now, rules)) entry.earnedCents += cents;
    else entry.pendingCents += cents;
    months.set(month, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

function byFestival(bookings: readonly Counted[], rules: Rules): CommissionFestival[] {
  const festivals = new Map<string, CommissionFestival>();
  for (const booking of bookings) {
    const entry = festivals.get(booking.festivalId) ?? { productId: booking.festivalId, festivalName: booking.festivalName, spentCents: 0, commissionCents: 0 };
    entry.spentCents += booking.cents;
    entry.commissionCents += commissionCents(booking.cents, rules);
    festivals.set(booking.festivalId, entry);
  }
  return [...festivals.values()].sort((a, b) => b.spentCents - a.spentCents || a.festivalName.localeCompare(b.festivalName));
}

/**
 * Commission is counted per booking on what of it counts (countedCents; "spent" is that money too),
 * rounded to the cent as it would be paid, so pending plus
 * earned, the months and the festivals all add up to estimatedCommissionCents. estimatedCommission
 * is the spec's card: the rate of the total spent in euros, rounded to whole euros.
 */
export function commissionFigures(all: readonly CommissionBooking[], counts: ReferralCounts, rules: Rules, now: Date): AgentCommissionsView {
  const bookings = all
    .map(({ festivalId, festivalName, checkIn, ...money }) => ({ festivalId, festivalName, checkIn, cents: countedCents(money) }))
    .filter((booking) => booking.cents > 0);
  const months = byMonth(bookings, rules, now);
  const totalSpentCents = bookings.reduce((sum, booking) => sum + booking.cents, 0);
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
