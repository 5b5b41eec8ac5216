import { sql, type Kysely } from 'kysely';

// Read models of loyalty (projection 'loyalty-ledger') and of agents' commissions (projection
// 'agent-commissions'). Nothing here is written by a command: every row can be rebuilt from the log.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Spec section 3's loyalty_transactions, plus the admin behind an adjustment and the event it came
  // from (unique: an event already projected is never inserted twice).
  await sql`
    CREATE TABLE loyalty_transactions (
      id          serial PRIMARY KEY,
      user_id     int NOT NULL,
      points      int NOT NULL,
      source      text NOT NULL CHECK (source IN ('booking', 'referral', 'adjustment', 'reversal')),
      source_id   text,
      description text NOT NULL,
      admin_id    int,
      event_id    uuid NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL
    )`.execute(db);
  // The audit lists newest first, filtered by member, by source, by date range or not at all.
  await sql`CREATE INDEX loyalty_transactions_newest ON loyalty_transactions (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX loyalty_transactions_user ON loyalty_transactions (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX loyalty_transactions_source ON loyalty_transactions (source, created_at DESC, id DESC)`.execute(db);

  // Booking points promised at confirmation and not yet earned or reversed (not in the balance).
  await sql`
    CREATE TABLE loyalty_pending_points (
      order_id      text PRIMARY KEY,
      user_id       int NOT NULL,
      points        int NOT NULL,
      festival_name text NOT NULL,
      due_at        timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX loyalty_pending_points_user ON loyalty_pending_points (user_id)`.execute(db);

  // How far each member's ledger stream is projected: replayed events are skipped.
  await sql`
    CREATE TABLE loyalty_ledger_versions (
      user_id      int PRIMARY KEY,
      last_version int NOT NULL
    )`.execute(db);

  // Orders of referred players, with their referrer. Whether commission on an order is pending or
  // earned depends on the day it is read, so it is decided by the query, not stored.
  await sql`
    CREATE TABLE agent_commission_orders (
      order_id      uuid PRIMARY KEY,
      agent_id      int NOT NULL,
      player_id     int NOT NULL,
      festival_id   text NOT NULL,
      festival_name text NOT NULL,
      total_cents   bigint NOT NULL,
      check_in      date NOT NULL,
      order_status  text NOT NULL CHECK (order_status IN ('pending', 'confirmed', 'cancelled', 'expired')),
      last_version  int NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX agent_commission_orders_agent ON agent_commission_orders (agent_id, order_status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['agent_commission_orders', 'loyalty_ledger_versions', 'loyalty_pending_points', 'loyalty_transactions']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
