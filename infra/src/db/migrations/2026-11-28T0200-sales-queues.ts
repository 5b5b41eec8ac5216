import { sql, type Kysely } from 'kysely';

// Sales openings and their waiting rooms (issue 30). A festival, room type or tournament may get a
// "sales open at" instant. Each opening's queue is one row (its admission bucket, rate and pause,
// written under its row lock by whichever API process ticks), and each visitor's place one row:
// one live place per browser and per account (the partial unique indexes), its draw fixed at
// joining, its position given by the first tick after the opening, its admission once.
// All of it in Postgres: every API process sees the same queue, and a restart loses nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['festivals', 'accommodations', 'tournaments']) await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN sales_open_at timestamptz`.execute(db);
  await sql`
    CREATE TABLE sales_queues (
      id                    serial PRIMARY KEY,
      festival_id           text NOT NULL REFERENCES festivals (product_id) ON DELETE CASCADE,
      opens_at              timestamptz NOT NULL,
      admissions_per_minute integer NOT NULL CHECK (admissions_per_minute > 0),
      paused                boolean NOT NULL DEFAULT false,
      tokens                double precision NOT NULL DEFAULT 0,
      refilled_at           timestamptz NOT NULL,
      drawn_at              timestamptz,
      last_position         integer NOT NULL DEFAULT 0,
      closed_at             timestamptz,
      created_at            timestamptz NOT NULL DEFAULT now(),
      UNIQUE (festival_id, opens_at)
    )`.execute(db);
  await sql`
    CREATE TABLE sales_queue_places (
      place_id     uuid PRIMARY KEY,
      queue_id     integer NOT NULL REFERENCES sales_queues (id) ON DELETE CASCADE,
      browser_id   text NOT NULL,
      user_id      integer REFERENCES users (id) ON DELETE SET NULL,
      draw         double precision NOT NULL CHECK (draw >= 0 AND draw < 1),
      joined_at    timestamptz NOT NULL,
      position     integer,
      last_seen_at timestamptz NOT NULL,
      admitted_at  timestamptz,
      left_at      timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX sales_queue_places_one_per_browser ON sales_queue_places (queue_id, browser_id) WHERE left_at IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX sales_queue_places_one_per_account ON sales_queue_places (queue_id, user_id) WHERE left_at IS NULL AND user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX sales_queue_places_waiting ON sales_queue_places (queue_id, position) WHERE admitted_at IS NULL AND left_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sales_queue_places`.execute(db);
  await sql`DROP TABLE IF EXISTS sales_queues`.execute(db);
  for (const table of ['festivals', 'accommodations', 'tournaments']) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS sales_open_at`.execute(db);
}
