import { sql, type Kysely } from 'kysely';

// What the payment checks repaired (issue 27): a verdict the provider had but the shop never
// recorded, a refund whose timer was lost. One row per repair, so /api/ready and the metrics
// count them for every process alike, and a check that finds the same gap twice counts it once.
//
// The partial index keeps the lost-refund check (every RefundRequested without its timer) an index
// scan of the few refund events, not a scan of the whole log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_repairs (
      kind        text NOT NULL CHECK (kind IN ('verdict-recovered', 'refund-timer-rearmed', 'intent-without-order')),
      subject     text NOT NULL,
      order_id    text,
      detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
      repaired_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, subject)
    )`.execute(db);
  await sql`CREATE INDEX payment_repairs_at ON payment_repairs (repaired_at)`.execute(db);
  // the reconciliation reads the demo provider's intents changed in its window
  await sql`CREATE INDEX demo_payment_intents_updated ON demo_payment_intents (updated_at)`.execute(db);
  await sql`CREATE INDEX es_events_refund_requested ON es_events (global_position) WHERE event_type = 'RefundRequested'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS es_events_refund_requested`.execute(db);
  await sql`DROP INDEX IF EXISTS demo_payment_intents_updated`.execute(db);
  await sql`DROP TABLE IF EXISTS payment_repairs`.execute(db);
}
