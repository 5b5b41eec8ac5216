import { z } from 'zod';
import { loyaltySources, type AgentCommissionsView, type LoyaltyAuditPage, type LoyaltySummaryView } from '@pokerfest/domain';

// The loyalty read calls' answers as zod schemas: they document the calls in the OpenAPI document and
// keep the answers to the contract's fields. Each is checked against its domain view type.

const int = z.number().int();

const transaction = z.object({
  id: int,
  userId: int,
  points: int,
  source: z.enum(loyaltySources),
  sourceId: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});

const rules = z.object({
  earnRatePercent: z.number(),
  referralBonusPoints: z.number(),
  vipThresholdPoints: z.number(),
  commissionRatePercent: z.number(),
  awardDelayHours: z.number(),
});

export const loyaltySummarySchema = z.object({
  points: int,
  pendingPoints: int,
  tier: z.enum(['Standard', 'VIP']),
  pointsToNextTier: int,
  rules,
  transactions: z.array(transaction),
}) satisfies z.ZodType<LoyaltySummaryView>;

export const loyaltyAuditPageSchema = z.object({
  items: z.array(transaction.extend({ username: z.string(), admin: z.object({ id: int, username: z.string() }).nullable() })),
  total: int,
  page: int,
  pageSize: int,
}) satisfies z.ZodType<LoyaltyAuditPage>;

export const agentCommissionsSchema = z.object({
  commissionRatePercent: z.number(),
  referredPlayers: int,
  activePlayers: int,
  totalSpent: z.number(),
  totalSpentCents: int,
  estimatedCommission: int,
  estimatedCommissionCents: int,
  pendingCommissionCents: int,
  earnedCommissionCents: int,
  byMonth: z.array(z.object({ month: z.string(), pendingCents: int, earnedCents: int })),
  byFestival: z.array(z.object({ productId: z.string(), festivalName: z.string(), spentCents: int, commissionCents: int })),
}) satisfies z.ZodType<AgentCommissionsView>;
