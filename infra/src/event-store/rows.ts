import { sql } from 'kysely';
import type { EventMetadata, StoredEvent } from './types';

/** Columns selected for a stored event; int8 and xid8 travel as text in both database modes. */
export const eventColumns = [
  'event_id',
  'stream_id',
  sql<string>`stream_version::int4`.as('stream_version'),
  'event_type',
  'schema_version',
  'data',
  'metadata',
  'recorded_at',
  sql<string>`global_position::text`.as('global_position'),
  sql<string>`transaction_id::text`.as('transaction_id'),
] as const;

export interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: string | number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  global_position: string;
  transaction_id: string;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata as EventMetadata,
    recordedAt: row.recorded_at,
    position: { transactionId: row.transaction_id, globalPosition: row.global_position },
  };
}
