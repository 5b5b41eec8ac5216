import { sql, type Kysely } from 'kysely';

// The demo provider refunds in parts, several per intent, each exactly once: one row per refund,
// keyed per intent by the caller's idempotency key. The old single refund_id becomes a full refund
// here and the column goes, so there is one place to add refunds up. Before this migration the demo
// answered one refund to any key, and the refund timer ('refund-' || intent id) was the only caller,
// so the moved refund takes that key: a timer that fires again still answers the same refund.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE demo_payment_refunds (
      id               text PRIMARY KEY,
      intent_id        text NOT NULL REFERENCES demo_payment_intents (id),
      idempotency_key  text NOT NULL,
      amount_cents     bigint NOT NULL CHECK (amount_cents > 0),
      created_at       timestamptz NOT NULL DEFAULT now(),
      UNIQUE (intent_id, idempotency_key)
    )`.execute(db);
  await sql`
    INSERT INTO demo_payment_refunds (id, intent_id, idempotency_key, amount_cents, created_at)
    SELECT refund_id, id, 'refund-' || id, amount_cents, updated_at
      FROM demo_payment_intents
     WHERE refund_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE demo_payment_intents DROP COLUMN refund_id`.execute(db);
}

// Back to one refund per intent: the first one made is kept, any later part is forgotten.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE demo_payment_intents ADD COLUMN refund_id text`.execute(db);
  await sql`
    UPDATE demo_payment_intents i
       SET refund_id = (SELECT r.id FROM demo_payment_refunds r WHERE r.intent_id = i.id ORDER BY r.created_at, r.id LIMIT 1)`.execute(db);
  await sql`DROP TABLE IF EXISTS demo_payment_refunds`.execute(db);
}
