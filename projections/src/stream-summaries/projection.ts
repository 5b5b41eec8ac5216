import { sql } from 'kysely';
import { streamTypeOf } from '@pokerfest/domain';
import type { StoredEvent, StreamSummariesTable } from '@pokerfest/infra';
import type { Projection } from '../projection';

type Summary = StreamSummariesTable;

/** One row per stream: what each order, payment or loyalty account went through, for auditing. */
export const streamSummaries: Projection = {
  name: 'stream-summaries',
  handles: 'all',
  tables: ['stream_summaries'],
  async apply({ trx }, events) {
    const rows = [...summarise(events).values()];
    // Guarded on version, so replaying events the row already reflects changes nothing.
    await trx
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

function summarise(events: readonly StoredEvent[]): Map<string, Summary> {
  const byStream = new Map<string, Summary>();
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
