import type { Generated } from 'kysely';

export interface ProjectionCheckpointsTable {
  projection: string;
  last_transaction_id: string;
  last_position: string;
  updated_at: Generated<Date>;
}
