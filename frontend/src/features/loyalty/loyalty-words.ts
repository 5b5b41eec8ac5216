// How the loyalty scheme reads on screen (product spec sections 2, 4, 6 and 9). The numbers come
// from the rules the server hands out (GET /api/loyalty/config), never from constants here, and the
// tier is the domain's one reading: VIP at the threshold or more.
import { formatSignedCount, loyaltyTier, type LoyaltyRules, type LoyaltySource } from '@pokerfest/domain';

type TierRules = Pick<LoyaltyRules, 'vipThresholdPoints'>;

/** The status line of the dashboard: 'VIP Status' or 'Standard Member'. */
export function tierStatusLabel(points: number, rules: TierRules): 'VIP Status' | 'Standard Member' {
  return loyaltyTier(points, rules) === 'VIP' ? 'VIP Status' : 'Standard Member';
}

/** The tier's name in the tier list: 'VIP Member' or 'Standard Member'. */
export function tierName(points: number, rules: TierRules): 'VIP Member' | 'Standard Member' {
  return loyaltyTier(points, rules) === 'VIP' ? 'VIP Member' : 'Standard Member';
}

export interface NextTier {
  /** True once the member is VIP, the highest tier. */
  reached: boolean;
  /** Points still needed for VIP; 0 once VIP. */
  pointsNeeded: number;
  /** How far along the way to VIP, 0 to 100. */
  percent: number;
  text: string;
}

/** Where the member stands against the next tier. */
export function nextTier(points: number, rules: TierRules): NextTier {
  const threshold = rules.vipThresholdPoints;
  if (loyaltyTier(points, rules) === 'VIP') {
    return { reached: true, pointsNeeded: 0, percent: 100, text: 'You are a VIP Member, the highest tier.' };
  }
  const pointsNeeded = threshold - Math.max(0, points);
  const percent = threshold > 0 ? Math.floor((Math.max(0, points) / threshold) * 100) : 100;
  const unit = pointsNeeded === 1 ? 'point' : 'points';
  return { reached: false, pointsNeeded, percent, text: `${pointsNeeded} more ${unit} to VIP Member (${threshold} points).` };
}

/** The 'How to earn' lines, with the rates of the rules in force. */
export function earnWays(rules: Pick<LoyaltyRules, 'earnRatePercent' | 'referralBonusPoints'>): string[] {
  return [
    `Book festival packages: earn ${rules.earnRatePercent}% of the booking value in points.`,
    `Refer new players: ${rules.referralBonusPoints} points for each referred new player's first booking.`,
    'Points are added within 24 hours of check-in.',
  ];
}

export interface TierBenefits {
  name: string;
  requirement: string;
  benefits: string[];
}

/**
 * Both tiers and what each promises. The VIP discount is taken off every package (issue 32) at the
 * percentage loyalty_config holds (GET /api/loyalty/config's vipDiscountPercent); the other VIP
 * promises are only displayed (spec section 6).
 */
export function tierBenefits(rules: TierRules & Pick<LoyaltyRules, 'vipDiscountPercent'>): TierBenefits[] {
  return [
    {
      name: 'Standard Member',
      requirement: `Below ${rules.vipThresholdPoints} points`,
      benefits: ['Points on every booking', 'Referral bonus points'],
    },
    {
      name: 'VIP Member',
      requirement: `${rules.vipThresholdPoints} points or more`,
      benefits: ['Priority booking', `${rules.vipDiscountPercent}% discount on all bookings`, 'Exclusive VIP tournaments'],
    },
  ];
}

/** '+50', '−20', '0': the sign always shows (the shop's one minus sign), so a taken-away point never reads as a gain. */
export function signedPoints(points: number): string {
  return formatSignedCount(points);
}

export const sourceLabels: Record<LoyaltySource, string> = {
  booking: 'Booking',
  referral: 'Referral bonus',
  adjustment: 'Admin adjustment',
  reversal: 'Reversal',
};
