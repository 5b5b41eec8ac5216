import type { ColumnType, Generated } from 'kysely';

/** One saved version of the cancellation policy (append-only: the highest id is in force). */
export interface CancellationPoliciesTable {
  id: Generated<number>;
  /** The policy as saved; read back through the domain schema, never trusted as it is. */
  policy: ColumnType<unknown, string, never>;
  created_at: Generated<Date>;
  created_by: number | null;
}
