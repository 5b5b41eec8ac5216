import { sql } from 'kysely';
import type { Executor } from '../db';
import { eventColumns, toStoredEvent, type EventRow } from './rows';
import type { Position, StoredEvent } from './types';

export async function readStream(db: Executor, streamId: string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('es_events')
    .select(eventColumns)
    .where('stream_id', '=', streamId)
    .orderBy('es_events.stream_version')
    .execute();
  return (rows as EventRow[]).map(toStoredEvent);
}

/**
 * Events after `after` in commit-safe order. Only transactions older than every running one
 * are read, so an event whose transaction commits late is read later, never skipped.
 */
export async function readAllAfter(db: Executor, after: Position, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('es_events')
    .select(eventColumns)
    .where(
      sql<boolean>`(transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)`,
    )
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`)
    // Qualified: the bare names would sort by the text aliases selected above.
    .orderBy('es_events.transaction_id')
    .orderBy('es_events.global_position')
    .limit(limit)
    .execute();
  return (rows as EventRow[]).map(toStoredEvent);
}

export async function streamVersion(db: Executor, streamId: string): Promise<number> {
  const row = await db
    .selectFrom('es_streams')
    .select(sql<number>`version::int4`.as('version'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}
