import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stream_summaries`.execute(db);
}
