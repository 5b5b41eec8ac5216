import type { Generated } from 'kysely';

export interface SeedRunsTable {
  seed: string;
  ran_at: Generated<Date>;
}
