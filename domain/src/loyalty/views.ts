import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { loyaltyRulesSchema, loyaltyTiers } from './rules';
import { loyaltySources } from './schemas';

// What the loyalty calls answer. The schemas are the contract: the routes answer through them and
// the OpenAPI document shows them; the types are read off the schemas.

const int = z.number().int();

/** One row of `loyalty_transactions` (spec section 3), as the calls answer it. */
export const loyaltyTransactionViewSchema = z.object({
  id: int,
  userId: int,
  /** Positive earned, negative taken away. */
  points: int,
  source: z.enum(loyaltySources),
  /** The order id for booking, referral and reversal rows; null for adjustments. */
  sourceId: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type LoyaltyTransactionView = z.infer<typeof loyaltyTransactionViewSchema>;

/** The admin audit adds who the member is and, for adjustments, which admin made it. */
export const loyaltyAuditEntrySchema = loyaltyTransactionViewSchema.extend({
  username: z.string(),
  admin: z.object({ id: int, username: z.string() }).nullable(),
});
export type LoyaltyAuditEntry = z.infer<typeof loyaltyAuditEntrySchema>;

export const loyaltyAuditPageSchema = z.object({
  items: z.array(loyaltyAuditEntrySchema),
  total: int,
  page: int,
  pageSize: int,
});
export type LoyaltyAuditPage = z.infer<typeof loyaltyAuditPageSchema>;

/** GET /api/loyalty/me: the member's points, tier and what is promised but not yet awarded. */
export const loyaltySummarySchema = z.object({
  points: int,
  pendingPoints: int,
  tier: z.enum(loyaltyTiers),
  /** Points still needed for VIP; 0 once VIP. */
  pointsToNextTier: int,
  rules: loyaltyRulesSchema,
  transactions: z.array(loyaltyTransactionViewSchema),
});
export type LoyaltySummaryView = z.infer<typeof loyaltySummarySchema>;

export const commissionMonthSchema = z.object({
  /** YYYY-MM of the bookings' check-in. */
  month: z.string(),
  pendingCents: int,
  earnedCents: int,
});
export type CommissionMonth = z.infer<typeof commissionMonthSchema>;

export const commissionFestivalSchema = z.object({
  productId: z.string(),
  festivalName: z.string(),
  spentCents: int,
  commissionCents: int,
});
export type CommissionFestival = z.infer<typeof commissionFestivalSchema>;

/** GET /api/agents/me/commissions: an agent's referred players and the commission projection. */
export const agentCommissionsSchema = z.object({
  commissionRatePercent: z.number(),
  referredPlayers: int,
  /** Referred players with more than 0 points. */
  activePlayers: int,
  ...amountWithCents('totalSpent'),
  /** commissionRatePercent of totalSpent, in euros rounded to whole euros (the spec's card). */
  estimatedCommission: int,
  estimatedCommissionCents: int,
  /** Booked, not yet checked in. */
  pendingCommissionCents: int,
  /** Checked in. */
  earnedCommissionCents: int,
  byMonth: z.array(commissionMonthSchema),
  byFestival: z.array(commissionFestivalSchema),
});
export type AgentCommissionsView = z.infer<typeof agentCommissionsSchema>;
