import { sql, type Kysely } from 'kysely';

// Issue 32. Voucher codes with their count of uses (taken under the code's row lock in the order's
// transaction, like stock), one row per order that carries a code; tournament credit as lots (one
// per grant, with what is left and when it lapses) and the ledger of every entry; and the VIP
// discount's percentage beside the VIP threshold in loyalty_config.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vouchers (
      id                  serial PRIMARY KEY,
      code                text NOT NULL UNIQUE,
      discount_type       text NOT NULL CHECK (discount_type IN ('percent', 'amount')),
      percent             numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
      amount_cents        bigint CHECK (amount_cents > 0),
      applies_to          text NOT NULL DEFAULT 'package' CHECK (applies_to IN ('package', 'hotel', 'tournaments', 'extras')),
      product_id          text REFERENCES festivals (product_id) ON DELETE CASCADE,
      max_uses            int CHECK (max_uses > 0),
      max_uses_per_player int NOT NULL DEFAULT 1 CHECK (max_uses_per_player > 0),
      valid_from          timestamptz,
      valid_until         timestamptz,
      min_total_cents     bigint NOT NULL DEFAULT 0 CHECK (min_total_cents >= 0),
      currency            text NOT NULL DEFAULT 'EUR',
      agent_id            int REFERENCES users (id),
      active              boolean NOT NULL DEFAULT true,
      uses                int NOT NULL DEFAULT 0 CHECK (uses >= 0),
      created_at          timestamptz NOT NULL,
      updated_at          timestamptz NOT NULL,
      CHECK ((discount_type = 'percent') = (percent IS NOT NULL) AND (discount_type = 'amount') = (amount_cents IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE TABLE voucher_uses (
      order_id       text PRIMARY KEY,
      voucher_id     int NOT NULL REFERENCES vouchers (id) ON DELETE CASCADE,
      user_id        int NOT NULL,
      status         text NOT NULL CHECK (status IN ('held', 'paid', 'released', 'cancelled')),
      discount_cents bigint NOT NULL,
      total_cents    bigint NOT NULL,
      created_at     timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX voucher_uses_by_player ON voucher_uses (voucher_id, user_id)`.execute(db);
  await sql`
    CREATE TABLE credit_lots (
      id              bigserial PRIMARY KEY,
      user_id         int NOT NULL REFERENCES users (id),
      amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
      remaining_cents bigint NOT NULL CHECK (remaining_cents >= 0 AND remaining_cents <= amount_cents),
      expires_at      timestamptz,
      created_at      timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX credit_lots_by_player ON credit_lots (user_id)`.execute(db);
  await sql`
    CREATE TABLE credit_entries (
      id           bigserial PRIMARY KEY,
      user_id      int NOT NULL REFERENCES users (id),
      kind         text NOT NULL CHECK (kind IN ('granted', 'deducted', 'used', 'returned', 'refunded')),
      amount_cents bigint NOT NULL,
      reason       text NOT NULL,
      order_id     text,
      lot_id       bigint REFERENCES credit_lots (id),
      shares       jsonb NOT NULL DEFAULT '[]',
      admin_id     int,
      expires_at   timestamptz,
      entry_key    text UNIQUE,
      created_at   timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX credit_entries_by_player ON credit_entries (user_id, id)`.execute(db);
  await sql`CREATE INDEX credit_entries_by_order ON credit_entries (order_id) WHERE order_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO loyalty_config (key, value, description)
    VALUES ('vip_discount_percent', 5, 'VIP members'' discount: this % off every package, applied automatically')
    ON CONFLICT (key) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM loyalty_config WHERE key = 'vip_discount_percent'`.execute(db);
  await sql`DROP TABLE IF EXISTS credit_entries`.execute(db);
  await sql`DROP TABLE IF EXISTS credit_lots`.execute(db);
  await sql`DROP TABLE IF EXISTS voucher_uses`.execute(db);
  await sql`DROP TABLE IF EXISTS vouchers`.execute(db);
}
