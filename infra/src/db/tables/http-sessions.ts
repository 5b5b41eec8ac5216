import type { Generated, JSONColumnType } from 'kysely';

export interface HttpSessionsTable {
  sid: string;
  data: JSONColumnType<Record<string, unknown>, string, string>;
  expires_at: Date;
  user_id: string | null;
  updated_at: Generated<Date>;
}
