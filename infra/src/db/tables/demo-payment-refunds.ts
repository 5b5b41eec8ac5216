import type { ColumnType } from 'kysely';

/**
 * The demo provider's refunds: several per intent, one per idempotency key of that intent, and
 * never more in sum than the intent's amount (checked under the intent's row lock).
 */
export interface DemoPaymentRefundsTable {
  id: string;
  intent_id: string;
  idempotency_key: string;
  amount_cents: ColumnType<string, number, never>;
  created_at: ColumnType<Date, Date, never>;
}
