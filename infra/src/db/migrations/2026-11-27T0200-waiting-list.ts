import { sql, type Kysely } from 'kysely';

// The waiting lists' registry, written in each list command's own transaction (like
// `order_registry`): who is on which list and where (one live entry per player and item), the
// offers with their deadlines (an order buying through one flips it to accepted in the order's
// own transaction), and the single-use removal links of the offer e-mails (only their hash).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE waiting_list_entries (
      entry_id     uuid PRIMARY KEY,
      item_kind    text NOT NULL CHECK (item_kind IN ('accommodation', 'tournament')),
      item_id      integer NOT NULL,
      user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status       text NOT NULL CHECK (status IN ('waiting', 'offered', 'done')),
      position_key integer NOT NULL,
      nights       integer,
      joined_at    timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX waiting_list_entries_one_per_player ON waiting_list_entries (item_kind, item_id, user_id) WHERE status <> 'done'`.execute(db);
  await sql`CREATE INDEX waiting_list_entries_live ON waiting_list_entries (item_kind, item_id, position_key) WHERE status <> 'done'`.execute(db);
  await sql`CREATE INDEX waiting_list_entries_of_user ON waiting_list_entries (user_id) WHERE status <> 'done'`.execute(db);
  await sql`
    CREATE TABLE waiting_list_offers (
      offer_id   uuid PRIMARY KEY,
      entry_id   uuid NOT NULL REFERENCES waiting_list_entries (entry_id) ON DELETE CASCADE,
      item_kind  text NOT NULL CHECK (item_kind IN ('accommodation', 'tournament')),
      item_id    integer NOT NULL,
      user_id    integer NOT NULL,
      status     text NOT NULL CHECK (status IN ('open', 'accepted', 'expired', 'declined')),
      expires_at timestamptz NOT NULL,
      order_id   uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX waiting_list_offers_open ON waiting_list_offers (item_kind, item_id) WHERE status = 'open'`.execute(db);
  await sql`CREATE INDEX waiting_list_offers_of_entry ON waiting_list_offers (entry_id)`.execute(db);
  await sql`
    CREATE TABLE waiting_list_leave_tokens (
      token_hash text PRIMARY KEY,
      entry_id   uuid NOT NULL REFERENCES waiting_list_entries (entry_id) ON DELETE CASCADE,
      used_at    timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS waiting_list_leave_tokens`.execute(db);
  await sql`DROP TABLE IF EXISTS waiting_list_offers`.execute(db);
  await sql`DROP TABLE IF EXISTS waiting_list_entries`.execute(db);
}
