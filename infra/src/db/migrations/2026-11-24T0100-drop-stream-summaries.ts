import { sql, type Kysely } from 'kysely';

// stream_summaries was a read model only tests and the bench read; it is now test support that
// creates its own table (projections/src/testing/stream-summaries.ts), so production neither keeps
// it up to date on every append nor stores it. Its checkpoint goes with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stream_summaries`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE projection = 'stream-summaries'`.execute(db);
}

// The table comes back empty and without a checkpoint: a rebuild (`make rebuild-projections`) would
// refill it, once a projection that writes it is registered again.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stream_summaries (
      stream_id         text PRIMARY KEY,
      stream_type       text NOT NULL,
      first_event_type  text NOT NULL,
      last_event_type   text NOT NULL,
      last_version      int  NOT NULL,
      first_recorded_at timestamptz NOT NULL,
      last_recorded_at  timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX stream_summaries_type ON stream_summaries (stream_type, last_recorded_at DESC)`.execute(db);
}
