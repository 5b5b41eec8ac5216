import type { ColumnType, Generated } from 'kysely';

// Write-side companions of the order streams, and the orders read model. bigint arrives as text.

export interface StockHoldsTable {
  order_id: string;
  item_kind: 'accommodation' | 'tournament';
  item_id: number;
  held_at: Generated<Date>;
  released_at: Date | null;
}

export interface OrderRegistryTable {
  order_id: string;
  festival_id: string;
  user_id: number;
  placed_at: Generated<Date>;
}

export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface PaymentWebhookEventsTable {
  event_id: string;
  provider: string;
  received_at: Generated<Date>;
}

export interface OrderViewsTable {
  id: string;
  user_id: number;
  festival_id: string;
  status: string;
  payment_status: string;
  total_cents: ColumnType<string, number, number>;
  /** Every payment that succeeded for the order, and what was given back of them (2026-11-25T0300). */
  paid_cents: ColumnType<string, number | undefined, number>;
  refunded_cents: ColumnType<string, number | undefined, number>;
  currency: string;
  /** The order stream's version the row reflects: replayed events are skipped. */
  last_version: number;
  created_at: Date;
  updated_at: Date;
  view: ColumnType<unknown, string, string>;
}

/** A quote for changing or cancelling a booking (its JSON is the domain's StoredQuote). */
export interface OrderChangeQuotesTable {
  id: string;
  order_id: string;
  requested_by: number;
  request: ColumnType<unknown, string, never>;
  quote: ColumnType<unknown, string, never>;
  expires_at: Date;
  created_at: Generated<Date>;
}

/** An item's counters: units held by orders and units set aside for its waiting list. */
export interface StockLevelsTable {
  item_kind: 'accommodation' | 'tournament';
  item_id: number;
  held: Generated<number>;
  reserved: Generated<number>;
}
