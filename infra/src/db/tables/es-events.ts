import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface EsEventsTable {
  global_position: Generated<string>;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_version: ColumnType<string, number | string, never>;
  event_id: string;
  event_type: string;
  schema_version: Generated<number>;
  data: ColumnType<unknown, string, never>;
  metadata: JSONColumnType<Record<string, unknown>, string, never>;
  recorded_at: Generated<Date>;
}
