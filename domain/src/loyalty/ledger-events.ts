// A member's loyalty ledger, one stream per user (`loyalty-{userId}`): every change of their points
// and why. The balance, the transactions list and the admin's audit are read models of these events.
import { streamKind, type EventTypes, type StreamKind } from '../shared/streams';

/** A confirmed booking's points, promised for its check-in day: not in the balance yet. */
export interface BookingPointsPending { type: 'BookingPointsPending'; data: { orderId: string; points: number; festivalName: string; dueAt: string } }
export interface BookingPointsEarned { type: 'BookingPointsEarned'; data: { orderId: string; points: number; awardedAt: string } }
export interface ReferralBonusAwarded { type: 'ReferralBonusAwarded'; data: { referredUserId: number; referredUsername: string; orderId: string; points: number; awardedAt: string } }
export interface PointsAdjusted { type: 'PointsAdjusted'; data: { points: number; reason: string; adminId: number; adjustedAt: string } }
/**
 * A booking changed before its points were awarded: its pending points are re-stated for the new
 * total (they replace the promise; points already earned are never re-stated).
 */
export interface BookingPointsRestated { type: 'BookingPointsRestated'; data: { orderId: string; points: number; previousPoints: number; dueAt: string; restatedAt: string } }
export interface BookingPointsReversed { type: 'BookingPointsReversed'; data: { orderId: string; points: number; reason: string; reversedAt: string } }

export type LoyaltyEvent = BookingPointsPending | BookingPointsEarned | ReferralBonusAwarded | PointsAdjusted | BookingPointsReversed | BookingPointsRestated;

const LOYALTY_STREAM_TYPE = 'loyalty';

const LOYALTY_EVENT_TYPES: EventTypes<LoyaltyEvent> = {
  BookingPointsPending: true,
  BookingPointsEarned: true,
  ReferralBonusAwarded: true,
  PointsAdjusted: true,
  BookingPointsReversed: true,
  BookingPointsRestated: true,
};

/** A member's ledger stream, `loyalty-{userId}`; only a positive whole user id parses. */
export const loyaltyStream: StreamKind<LoyaltyEvent, number> = streamKind(LOYALTY_STREAM_TYPE, LOYALTY_EVENT_TYPES, (raw) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
});
