import { sql } from 'kysely';
import type { Trx } from '../db';
import { AppendOrderError, ConcurrencyError } from './errors';
import { eventColumns, toStoredEvent, type EventRow } from './rows';
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

const UNIQUE_VIOLATION = '23505';

/**
 * Appends to one stream inside the caller's transaction, which must not have written yet:
 * a transaction that wrote before its append could hold a lower transaction id than an
 * event a reader already passed.
 */
export async function appendToStream(trx: Trx, input: AppendInput): Promise<AppendResult> {
  if (input.events.length === 0) throw new RangeError('Nothing to append');
  const { rows } = await sql<{ fresh: boolean }>`SELECT pg_current_xact_id_if_assigned() IS NULL AS fresh`.execute(trx);
  if (!rows[0]?.fresh) throw new AppendOrderError();

  await claimVersions(trx, input);
  try {
    const inserted = await trx
      .insertInto('es_events')
      .values(
        input.events.map((event, i) => ({
          stream_id: input.streamId,
          stream_version: input.expectedVersion + i + 1,
          event_id: event.eventId ?? input.newEventId(),
          event_type: event.type,
          data: JSON.stringify(event.data ?? null),
          metadata: JSON.stringify(input.metadata),
        })),
      )
      .returning(eventColumns)
      .execute();
    const events = (inserted as EventRow[]).map(toStoredEvent).sort((a, b) => a.streamVersion - b.streamVersion);
    const last = events[events.length - 1]!;
    return { position: last.position, nextVersion: last.streamVersion, events };
  } catch (error) {
    // A deterministic event id seen before: the action already happened.
    if (isUniqueViolation(error)) throw new ConcurrencyError(input.streamId, input.expectedVersion);
    throw error;
  }
}

async function claimVersions(trx: Trx, input: AppendInput): Promise<void> {
  const next = input.expectedVersion + input.events.length;
  if (input.expectedVersion === 0) {
    const created = await trx
      .insertInto('es_streams')
      .values({ stream_id: input.streamId, stream_type: input.streamType, version: String(next) })
      .onConflict((oc) => oc.column('stream_id').doNothing())
      .returning('stream_id')
      .executeTakeFirst();
    if (!created) throw new ConcurrencyError(input.streamId, 0);
    return;
  }
  const updated = await trx
    .updateTable('es_streams')
    .set({ version: String(next) })
    .where('stream_id', '=', input.streamId)
    .where('version', '=', String(input.expectedVersion))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new ConcurrencyError(input.streamId, input.expectedVersion);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
