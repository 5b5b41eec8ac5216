import { sql, type Kysely } from 'kysely';
import { DEFAULT_LOYALTY_RULES, LOYALTY_CONFIG_KEYS, type LoyaltyRules } from '@pokerfest/domain';

// The loyalty scheme's rule constants, editable without a deploy; seeded with the domain's defaults.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE loyalty_config (
      id          serial PRIMARY KEY,
      key         text NOT NULL UNIQUE,
      value       numeric NOT NULL CHECK (value >= 0),
      description text NOT NULL DEFAULT '',
      updated_at  timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  const rows = (Object.keys(LOYALTY_CONFIG_KEYS) as (keyof LoyaltyRules)[]).map(
    (rule) => sql`(${LOYALTY_CONFIG_KEYS[rule].key}, ${DEFAULT_LOYALTY_RULES[rule]}, ${LOYALTY_CONFIG_KEYS[rule].description})`,
  );
  await sql`INSERT INTO loyalty_config (key, value, description) VALUES ${sql.join(rows)} ON CONFLICT (key) DO NOTHING`.execute(db);
  // The referral bonus asks for a player's first confirmed order, and the hourly safety net for the
  // confirmed orders without loyalty timers: both would otherwise scan whole tables.
  await sql`CREATE INDEX IF NOT EXISTS order_registry_user ON order_registry (user_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS es_events_order_confirmed ON es_events (stream_id) WHERE event_type = 'OrderConfirmed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS es_events_order_confirmed`.execute(db);
  await sql`DROP INDEX IF EXISTS order_registry_user`.execute(db);
  await sql`DROP TABLE IF EXISTS loyalty_config`.execute(db);
}
