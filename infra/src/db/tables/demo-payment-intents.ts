import type { ColumnType } from 'kysely';

/**
 * The demo provider's payment intents: in the database, so they survive restarts and every API
 * and worker process sees the same ones. Only a card's last four digits and its brand are ever stored.
 */
export interface DemoPaymentIntentsTable {
  id: string;
  client_secret: string;
  order_id: string;
  amount_cents: ColumnType<string, number, never>;
  currency: string;
  status: 'requires_payment' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  card_last4: string | null;
  /** 'visa', 'mastercard', … as the confirmation decided it; null before one, or for a card of no known brand. */
  card_brand: string | null;
  failure_message: string | null;
  idempotency_key: string | null;
  /** The event that announced the current outcome, delivered again when the outcome is asked for again. */
  last_event_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
