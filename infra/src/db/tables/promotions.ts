import type { ColumnType, Generated } from 'kysely';

type Money = ColumnType<string, number | bigint | string, number | bigint | string>;

/** Voucher codes (issue 32): `uses` counts the orders holding one, under the row's lock. */
export interface VouchersTable {
  id: Generated<number>;
  code: string;
  discount_type: 'percent' | 'amount';
  /** numeric arrives as text. */
  percent: ColumnType<string | null, number | string | null, number | string | null>;
  amount_cents: ColumnType<string | null, number | string | null, number | string | null>;
  applies_to: 'package' | 'hotel' | 'tournaments' | 'extras';
  product_id: string | null;
  max_uses: number | null;
  max_uses_per_player: number;
  valid_from: Date | null;
  valid_until: Date | null;
  min_total_cents: Money;
  currency: Generated<string>;
  agent_id: number | null;
  active: boolean;
  uses: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface VoucherUsesTable {
  order_id: string;
  voucher_id: number;
  user_id: number;
  status: 'held' | 'paid' | 'released' | 'cancelled';
  discount_cents: Money;
  total_cents: Money;
  created_at: Date;
}

/** A grant of tournament credit: what is left of it and when it lapses. */
export interface CreditLotsTable {
  id: Generated<string>;
  user_id: number;
  amount_cents: Money;
  remaining_cents: Money;
  expires_at: Date | null;
  created_at: Date;
}

export interface CreditEntriesTable {
  id: Generated<string>;
  user_id: number;
  kind: 'granted' | 'deducted' | 'used' | 'returned' | 'refunded';
  amount_cents: Money;
  reason: string;
  order_id: string | null;
  lot_id: string | number | null;
  /** The lots taken from or given back to: [{ lotId, cents }]. */
  shares: ColumnType<{ lotId: number; cents: number }[], string, string>;
  admin_id: number | null;
  expires_at: Date | null;
  /** One entry per refund or return (a repeated one is refused by the unique key). */
  entry_key: string | null;
  created_at: Date;
}
