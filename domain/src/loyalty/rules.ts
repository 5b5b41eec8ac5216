import { z } from 'zod';

// The loyalty scheme's rule constants. Their values live in the `loyalty_config` table (these are
// its defaults); the server reads them there and hands them to the rules and to the screens.

export const loyaltyRulesSchema = z.object({
  /** % of a booking's value in whole currency units earned as points, rounded. */
  earnRatePercent: z.number(),
  /** Points for an agent or player whose referred player's first booking is confirmed. */
  referralBonusPoints: z.number(),
  /** From this many points on a member is VIP (Standard below). */
  vipThresholdPoints: z.number(),
  /** % of the referred players' spending shown to agents as estimated commission. */
  commissionRatePercent: z.number(),
  /** Hours after the check-in day's start (UTC) at which a booking's points are awarded. */
  awardDelayHours: z.number(),
  /** % off every package for VIP members, applied automatically as its own line (issue 32). */
  vipDiscountPercent: z.number(),
});
/** GET /api/loyalty/config answers these. */
export type LoyaltyRules = z.infer<typeof loyaltyRulesSchema>;

export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  earnRatePercent: 10,
  referralBonusPoints: 50,
  vipThresholdPoints: 500,
  commissionRatePercent: 5,
  awardDelayHours: 0,
  vipDiscountPercent: 5,
};

/** loyalty_config keys, with what each means (the table's description column). */
export const LOYALTY_CONFIG_KEYS: Record<keyof LoyaltyRules, { key: string; description: string }> = {
  earnRatePercent: { key: 'earn_rate_percent', description: 'Points per booking: this % of its value in euros, rounded' },
  referralBonusPoints: { key: 'referral_bonus_points', description: "Points for the referrer when a referred player's first booking is confirmed" },
  vipThresholdPoints: { key: 'vip_threshold_points', description: 'Points from which a member is VIP' },
  commissionRatePercent: { key: 'commission_rate_percent', description: "Agents' estimated commission: this % of their referred players' spending" },
  awardDelayHours: { key: 'award_delay_hours', description: 'Hours after the start of the check-in day at which booking points are awarded' },
  vipDiscountPercent: { key: 'vip_discount_percent', description: "VIP members' discount: this % off every package, applied automatically" },
};

/** The VIP discount a member with `points` gets now: the configured % at or above the threshold (0–100), null otherwise. */
export function vipDiscountPercent(points: number, rules: Pick<LoyaltyRules, 'vipThresholdPoints' | 'vipDiscountPercent'>): number | null {
  if (loyaltyTier(points, rules) !== 'VIP') return null;
  const percent = Math.min(100, Math.max(0, rules.vipDiscountPercent));
  return percent > 0 ? percent : null;
}

export const loyaltyTiers = ['Standard', 'VIP'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

/** One reading everywhere: VIP at the threshold or more. */
export function loyaltyTier(points: number, rules: Pick<LoyaltyRules, 'vipThresholdPoints'> = DEFAULT_LOYALTY_RULES): LoyaltyTier {
  return points >= rules.vipThresholdPoints ? 'VIP' : 'Standard';
}

/** An agent's estimated commission on what their players spent, in cents, rounded to the cent. */
export function commissionCents(spentCents: number, rules: Pick<LoyaltyRules, 'commissionRatePercent'> = DEFAULT_LOYALTY_RULES): number {
  return Math.round((spentCents * rules.commissionRatePercent) / 100);
}
