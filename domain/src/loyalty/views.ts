import type { LoyaltyRules } from './rules';
import type { LoyaltySource } from './schemas';

/** One row of `loyalty_transactions` (spec section 3), as the calls answer it. */
export interface LoyaltyTransactionView {
  id: number;
  userId: number;
  /** Positive earned, negative taken away. */
  points: number;
  source: LoyaltySource;
  /** The order id for booking, referral and reversal rows; null for adjustments. */
  sourceId: string | null;
  description: string;
  createdAt: string;
}

/** The admin audit adds who the member is and, for adjustments, which admin made it. */
export interface LoyaltyAuditEntry extends LoyaltyTransactionView {
  username: string;
  admin: { id: number; username: string } | null;
}

export interface LoyaltyAuditPage {
  items: LoyaltyAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/loyalty/me: the member's points, tier and what is promised but not yet awarded. */
export interface LoyaltySummaryView {
  points: number;
  pendingPoints: number;
  tier: 'Standard' | 'VIP';
  /** Points still needed for VIP; 0 once VIP. */
  pointsToNextTier: number;
  rules: LoyaltyRules;
  transactions: LoyaltyTransactionView[];
}

/** GET /api/agents/me/commissions: an agent's referred players and the commission projection. */
export interface CommissionMonth {
  /** YYYY-MM of the bookings' check-in. */
  month: string;
  pendingCents: number;
  earnedCents: number;
}

export interface CommissionFestival {
  productId: string;
  festivalName: string;
  spentCents: number;
  commissionCents: number;
}

export interface AgentCommissionsView {
  commissionRatePercent: number;
  referredPlayers: number;
  /** Referred players with more than 0 points. */
  activePlayers: number;
  totalSpent: number;
  totalSpentCents: number;
  /** commissionRatePercent of totalSpent, in euros rounded to whole euros (the spec's card). */
  estimatedCommission: number;
  estimatedCommissionCents: number;
  /** Booked, not yet checked in. */
  pendingCommissionCents: number;
  /** Checked in. */
  earnedCommissionCents: number;
  byMonth: CommissionMonth[];
  byFestival: CommissionFestival[];
}
