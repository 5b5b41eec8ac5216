import { sql } from 'kysely';
import { comparePositions, START, type Executor, type Position } from '@pokerfest/infra';

export async function readCheckpoint(db: Executor, projection: string): Promise<Position> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select([sql<string>`last_transaction_id::text`.as('tx'), sql<string>`last_position::text`.as('pos')])
    .where('projection', '=', projection)
    .executeTakeFirst();
  return row ? { transactionId: row.tx, globalPosition: row.pos } : START;
}

/** Compare-and-set: a second runner that slipped past the lock cannot move a checkpoint it did not read. */
export async function advanceCheckpoint(db: Executor, projection: string, from: Position, to: Position): Promise<void> {
  const result = await sql`
    INSERT INTO projection_checkpoints (projection, last_transaction_id, last_position, updated_at)
    VALUES (${projection}, ${to.transactionId}::xid8, ${to.globalPosition}::bigint, now())
    ON CONFLICT (projection) DO UPDATE
      SET last_transaction_id = EXCLUDED.last_transaction_id, last_position = EXCLUDED.last_position, updated_at = now()
      WHERE projection_checkpoints.last_transaction_id = ${from.transactionId}::xid8
        AND projection_checkpoints.last_position = ${from.globalPosition}::bigint`.execute(db);
  if (result.numAffectedRows === 0n) throw new Error(`Checkpoint of ${projection} moved under the runner`);
}

export async function resetCheckpoint(db: Executor, projection: string, to: Position): Promise<void> {
  await sql`
    INSERT INTO projection_checkpoints (projection, last_transaction_id, last_position, updated_at)
    VALUES (${projection}, ${to.transactionId}::xid8, ${to.globalPosition}::bigint, now())
    ON CONFLICT (projection) DO UPDATE
      SET last_transaction_id = EXCLUDED.last_transaction_id, last_position = EXCLUDED.last_position, updated_at = now()`.execute(db);
}

/**
 * Read-your-own-writes: wait (bounded) until every named projection has passed `position`.
 * Returns false on timeout; the caller then answers with what the read model has.
 */
export async function waitForProjections(
  db: Executor,
  projections: readonly string[],
  position: Position,
  timeoutMs: number,
  pollMs = 15,
): Promise<boolean> {
  if (projections.length === 0) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .selectFrom('projection_checkpoints')
      .select([sql<string>`last_transaction_id::text`.as('tx'), sql<string>`last_position::text`.as('pos')])
      .where('projection', 'in', projections)
      .execute();
    const caughtUp =
      rows.length === projections.length &&
      rows.every((r) => comparePositions({ transactionId: r.tx, globalPosition: r.pos }, position) >= 0);
    if (caughtUp) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
