// A projection over every event, for tests of the runner and its jobs (and the bench): one row per
// stream with its first and last event. No production read model handles every event type, and
// this one has no reader in the shop, so it is not registered; whoever uses it creates its table
// and passes it to the runner or job catalogue.
import { sql, type Kysely } from 'kysely';
import { streamTypeOf } from '@pokerfest/domain';
import type { Database, StoredEvent } from '@pokerfest/infra';
import type { Projection } from '../projection';

// type aliases, not interfaces: kysely's withTables wants their implicit index signatures
export type StreamSummaryRow = {
  stream_id: string;
  stream_type: string;
  first_event_type: string;
  last_event_type: string;
  last_version: number;
  first_recorded_at: Date;
  last_recorded_at: Date;
};

type SummaryTables = {
  stream_summaries: StreamSummaryRow;
};

/** The database (or transaction) with the test table in its type. */
const withSummaries = (db: Kysely<Database>) => db.withTables<SummaryTables>();

/** Creates the projection's table; a no-op when it exists. */
export async function createStreamSummariesTable(db: Kysely<Database>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS stream_summaries (
      stream_id         text PRIMARY KEY,
      stream_type       text NOT NULL,
      first_event_type  text NOT NULL,
      last_event_type   text NOT NULL,
      last_version      int  NOT NULL,
      first_recorded_at timestamptz NOT NULL,
      last_recorded_at  timestamptz NOT NULL
    )`.execute(db);
}

export const streamSummaries: Projection = {
  name: 'stream-summaries',
  handles: 'all',
  tables: ['stream_summaries'],
  async apply({ trx }, events) {
    const rows = [...summarise(events).values()];
    // Guarded on version, so replaying events the row already reflects changes nothing.
    await withSummaries(trx)
      .insertInto('stream_summaries')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('stream_id')
          .doUpdateSet({
            last_event_type: sql`excluded.last_event_type`,
            last_version: sql`excluded.last_version`,
            last_recorded_at: sql`excluded.last_recorded_at`,
          })
          .where('stream_summaries.last_version', '<', sql<number>`excluded.last_version`),
      )
      .execute();
  },
};

/** Every row, by stream id. */
export function streamSummaryRows(db: Kysely<Database>): Promise<StreamSummaryRow[]> {
  return withSummaries(db).selectFrom('stream_summaries').selectAll().orderBy('stream_id').execute();
}

export function findStreamSummary(db: Kysely<Database>, streamId: string): Promise<StreamSummaryRow | undefined> {
  return withSummaries(db).selectFrom('stream_summaries').selectAll().where('stream_id', '=', streamId).executeTakeFirst();
}

function summarise(events: readonly StoredEvent[]): Map<string, StreamSummaryRow> {
  const byStream = new Map<string, StreamSummaryRow>();
  for (const event of events) {
    const known = byStream.get(event.streamId);
    if (!known) {
      byStream.set(event.streamId, {
        stream_id: event.streamId,
        stream_type: streamTypeOf(event.streamId),
        first_event_type: event.type,
        last_event_type: event.type,
        last_version: event.streamVersion,
        first_recorded_at: event.recordedAt,
        last_recorded_at: event.recordedAt,
      });
    } else if (event.streamVersion > known.last_version) {
      known.last_event_type = event.type;
      known.last_version = event.streamVersion;
      known.last_recorded_at = event.recordedAt;
    }
  }
  return byStream;
}
