import { sql } from 'kysely';
import type { Executor } from '../db';
import { isUniqueViolation } from '../db/postgres-errors';
import { AppendOrderError, ConcurrencyError } from './errors';
import { toStoredEvent, type EventRow } from './rows';
import type { AppendResult, EventMetadata, NewEvent } from './types';

export interface AppendInput {
  streamId: string;
  streamType: string;
  /** The stream's version the decision was made on; 0 for a new stream. */
  expectedVersion: number;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  newEventId: () => string;
}

/**
 * Appends to one stream inside the caller's transaction, which must not have written yet:
 * a transaction that wrote before its append could hold a lower transaction id than an
 * event a reader already passed. Given the database itself, the append is one statement
 * and so its own transaction.
 */
export async function appendToStream(trx: Executor, input: AppendInput): Promise<AppendResult> {
  if (input.events.length === 0) throw new RangeError('Nothing to append');
  let rows: EventRow[];
  try {
    rows = (await claimAndInsert(input).execute(trx)).rows;
  } catch (error) {
    // A deterministic event id seen before: the action already happened.
    if (isUniqueViolation(error)) throw new ConcurrencyError(input.streamId, input.expectedVersion);
    throw error;
  }
  if (rows.length === 0) throw await whyNothingWasAppended(trx, input);
  const events = rows.map(toStoredEvent).sort((a, b) => a.streamVersion - b.streamVersion);
  const last = events[events.length - 1]!;
  return { position: last.position, nextVersion: last.streamVersion, events };
}

/**
 * One statement (one round trip): claim the stream's next versions, then insert the events
 * only if the claim succeeded. The claim's guard `pg_current_xact_id_if_assigned() IS NULL`
 * is evaluated before anything in the statement writes, so it proves the append is the
 * transaction's first write.
 */
function claimAndInsert(input: AppendInput) {
  const next = input.expectedVersion + input.events.length;
  const claim =
    input.expectedVersion === 0
      ? sql`INSERT INTO es_streams (stream_id, stream_type, version)
              SELECT ${input.streamId}, ${input.streamType}, ${next}
               WHERE pg_current_xact_id_if_assigned() IS NULL
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING stream_id`
      : sql`UPDATE es_streams SET version = ${next}
             WHERE stream_id = ${input.streamId} AND version = ${input.expectedVersion}
               AND pg_current_xact_id_if_assigned() IS NULL
            RETURNING stream_id`;
  const metadata = JSON.stringify(input.metadata);
  const values = sql.join(
    input.events.map(
      (event, i) =>
        sql`(${input.expectedVersion + i + 1}::bigint, ${event.eventId ?? input.newEventId()}::uuid, ${event.type}, ${JSON.stringify(event.data ?? null)}::jsonb, ${metadata}::jsonb)`,
    ),
  );
  return sql<EventRow>`
    WITH claimed AS (${claim})
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
    SELECT claimed.stream_id, v.stream_version, v.event_id, v.event_type, v.data, v.metadata
      FROM claimed, (VALUES ${values}) AS v (stream_version, event_id, event_type, data, metadata)
    RETURNING event_id, stream_id, stream_version::int4 AS stream_version, event_type, schema_version, data, metadata,
              recorded_at, global_position::text AS global_position, transaction_id::text AS transaction_id`;
}

/** Only on the failure path: someone else moved the stream, or the transaction had already written. */
async function whyNothingWasAppended(trx: Executor, input: AppendInput): Promise<Error> {
  const stream = await trx.selectFrom('es_streams').select('version').where('stream_id', '=', input.streamId).executeTakeFirst();
  const current = stream ? Number(stream.version) : 0;
  const streamMoved = input.expectedVersion === 0 ? Boolean(stream) : current !== input.expectedVersion;
  return streamMoved ? new ConcurrencyError(input.streamId, input.expectedVersion) : new AppendOrderError();
}
