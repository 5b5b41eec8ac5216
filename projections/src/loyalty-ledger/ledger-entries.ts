import type { LoyaltyEvent, LoyaltySource } from '@pokerfest/domain';

// What each ledger event puts in the member's transactions list. Pure: the projection supplies the
// festival of a booking's promised points, which only the pending event names.

export interface LedgerEntry {
  points: number;
  source: LoyaltySource;
  sourceId: string | null;
  description: string;
  adminId: number | null;
  createdAt: string;
}

type Of<T extends LoyaltyEvent['type']> = Extract<LoyaltyEvent, { type: T }>['data'];

/** The booking's festival when its pending points are known; the order id otherwise. */
const bookingName = (orderId: string, festivalName: string | undefined) => festivalName ?? `order ${orderId}`;

export function earnedEntry(data: Of<'BookingPointsEarned'>, festivalName: string | undefined): LedgerEntry {
  const { orderId, points, awardedAt } = data;
  return { points, source: 'booking', sourceId: orderId, description: `Booking at ${bookingName(orderId, festivalName)}`, adminId: null, createdAt: awardedAt };
}

export function referralEntry(data: Of<'ReferralBonusAwarded'>): LedgerEntry {
  const { orderId, points, referredUsername, awardedAt } = data;
  return { points, source: 'referral', sourceId: orderId, description: `Referral bonus: ${referredUsername} made a first booking`, adminId: null, createdAt: awardedAt };
}

export function adjustmentEntry(data: Of<'PointsAdjusted'>): LedgerEntry {
  return { points: data.points, source: 'adjustment', sourceId: null, description: data.reason, adminId: data.adminId, createdAt: data.adjustedAt };
}

/** A reversal moves no points (they were never in the balance); it records why they were dropped. */
export function reversalEntry(data: Of<'BookingPointsReversed'>, festivalName: string | undefined): LedgerEntry {
  const { orderId, points, reason, reversedAt } = data;
  const description = `${points} pending points for the booking at ${bookingName(orderId, festivalName)} dropped: ${reason}`;
  return { points: 0, source: 'reversal', sourceId: orderId, description, adminId: null, createdAt: reversedAt };
}
