import { sql, type Kysely } from 'kysely';

// The order streams live in the event store; these tables are what the write side needs beside them
// to keep set-wide rules in one transaction with the append, and the orders read model.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rooms and seats held by orders. Capacity stays the admin's figure; what is left is capacity minus
  // the unreleased holds, counted under the item's row lock (no overselling under concurrency).
  await sql`
    CREATE TABLE stock_holds (
      order_id uuid NOT NULL,
      item_kind text NOT NULL CHECK (item_kind IN ('accommodation', 'tournament')),
      item_id int NOT NULL,
      held_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz,
      PRIMARY KEY (order_id, item_kind, item_id)
    )`.execute(db);
  await sql`CREATE INDEX stock_holds_active ON stock_holds (item_kind, item_id) WHERE released_at IS NULL`.execute(db);
  // Which festival each order belongs to, written with the order: a festival with orders cannot be deleted.
  await sql`
    CREATE TABLE order_registry (
      order_id uuid PRIMARY KEY,
      festival_id text NOT NULL REFERENCES festivals (product_id) ON DELETE RESTRICT,
      user_id int NOT NULL,
      placed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX order_registry_festival ON order_registry (festival_id)`.execute(db);
  // A retried call with the same Idempotency-Key answers what the first one answered.
  await sql`
    CREATE TABLE idempotency_keys (
      user_id int NOT NULL,
      scope text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code int NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, scope, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at)`.execute(db);
  // Provider webhook deliveries already handled, by the provider's event id.
  await sql`
    CREATE TABLE payment_webhook_events (
      event_id text PRIMARY KEY,
      provider text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Read model (projection 'orders'): the whole answer of the order calls, plus the columns they filter on.
  await sql`
    CREATE TABLE order_views (
      id uuid PRIMARY KEY,
      user_id int NOT NULL,
      festival_id text NOT NULL,
      status text NOT NULL,
      payment_status text NOT NULL,
      total_cents bigint NOT NULL,
      currency text NOT NULL,
      last_version int NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      view jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX order_views_user ON order_views (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX order_views_listing ON order_views (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_views', 'payment_webhook_events', 'idempotency_keys', 'order_registry', 'stock_holds']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
