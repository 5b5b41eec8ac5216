import { sql, type Kysely } from 'kysely';
import { up as createStreamSummaries } from './2026-11-21T0001-stream-summaries';

// stream_summaries was a read model only tests and the bench read; it is now test support that
// creates its own table (projections/src/testing/stream-summaries.ts), so production neither keeps
// it up to date on every append nor stores it. Its checkpoint goes with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stream_summaries`.execute(db);
  await sql`DELETE FROM projection_checkpoints WHERE projection = 'stream-summaries'`.execute(db);
}

// The table comes back empty and without a checkpoint, as the migration that first made it left it.
export const down = createStreamSummaries;
