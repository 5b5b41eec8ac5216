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
  /** Confirmed, it saves its card for the plan's automatic charges (the player consented). */
  save_card: ColumnType<boolean, boolean | undefined, boolean>;
  /** The card it saved, or (an automatic charge) the saved card it charged. */
  saved_card: ColumnType<string | null, string | null | undefined, string | null>;
  /** The plan's payments it pays ('1,2'), as its metadata names them. */
  instalments: ColumnType<string | null, string | null | undefined, never>;
}

/** A card the demo provider saved for later charges: as Stripe keeps one, never the number. */
export interface DemoSavedCardsTable {
  id: string;
  card_last4: string;
  card_brand: string | null;
  /** The test card that succeeds now and declines later (DEMO_TEST_CARDS.declinesLater). */
  declines_off_session: boolean;
  created_at: ColumnType<Date, Date, never>;
}
