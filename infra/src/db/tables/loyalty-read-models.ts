import type { ColumnType, Generated } from 'kysely';
import type { LoyaltySource } from '@pokerfest/domain';

// Read models of the loyalty ledgers and of agents' commissions (migration T0510). bigint arrives as text.

export interface LoyaltyTransactionsTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  source: LoyaltySource;
  source_id: string | null;
  description: string;
  admin_id: number | null;
  /** The ledger event the row came from: never projected twice. */
  event_id: string;
  created_at: Date;
}

export interface LoyaltyPendingPointsTable {
  order_id: string;
  user_id: number;
  points: number;
  festival_name: string;
  due_at: Date;
}

export interface LoyaltyLedgerVersionsTable {
  user_id: number;
  last_version: number;
}

export type CommissionOrderStatus = 'pending' | 'confirmed' | 'cancelled' | 'expired';

export interface AgentCommissionOrdersTable {
  order_id: string;
  agent_id: number;
  player_id: number;
  festival_id: string;
  festival_name: string;
  /** The booking's total now: as placed, or as its last change left it. */
  total_cents: ColumnType<string, number, number>;
  /** Paid for the booking, and given back of it (2026-11-25T0300). */
  paid_cents: ColumnType<string, number | undefined, number>;
  refunded_cents: ColumnType<string, number | undefined, number>;
  /** 'YYYY-MM-DD'. */
  check_in: string;
  order_status: CommissionOrderStatus;
  last_version: number;
}

/** Loyalty's record of a booking (migration 2026-11-24T0200), kept by its reactions to ordering's events. */
export interface LoyaltyBookingsTable {
  order_id: string;
  user_id: number;
  festival_name: string;
  total_cents: ColumnType<string, number, number>;
  /** The room's check-in day, else the festival's start (YYYY-MM-DD); null when the order has neither. */
  check_in_day: string | null;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  /** Where the order's confirmation stands in the log: the member's first confirmed booking earns the referral bonus. */
  confirmed_position: ColumnType<string | null, string | null, string | null>;
  /** Still owed under a payment plan; the points wait until it is 0. */
  balance_cents: ColumnType<string, number | undefined, number>;
}
