import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No column for a card number or security code exists: the demo provider keeps the last four digits only.
  await sql`
    CREATE TABLE demo_payment_intents (
      id               text PRIMARY KEY,
      client_secret    text NOT NULL UNIQUE,
      order_id         text NOT NULL,
      amount_cents     bigint NOT NULL CHECK (amount_cents > 0),
      currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      status           text NOT NULL DEFAULT 'requires_payment'
                       CHECK (status IN ('requires_payment', 'processing', 'succeeded', 'failed', 'canceled')),
      card_last4       text CHECK (card_last4 ~ '^[0-9]{4}$'),
      failure_message  text,
      idempotency_key  text UNIQUE,
      last_event_id    text,
      refund_id        text,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX demo_payment_intents_order ON demo_payment_intents (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS demo_payment_intents`.execute(db);
}
