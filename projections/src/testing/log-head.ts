import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import { START, type Executor, type Position } from '@pokerfest/infra';
import { waitForProjections } from '../checkpoints';
import type { Projection } from '../projection';
import { catchUp, type RunnerDeps } from '../runner';

// readAllAfter reads only the events of transactions older than every transaction running on the
// whole Postgres server (pg_snapshot_xmin): another test file's open transaction can hold the
// newest events back for a moment, and one catchUp then stops short of them. A test waits for
// the log, never for a fixed time.

const LOG_WAIT = { timeout: 10_000, interval: 20 };

/** The newest event's position: a projection past it has seen every append made so far. */
export async function logHead(db: Executor): Promise<Position> {
  const row = await db
    .selectFrom('es_events')
    .select([sql<string>`transaction_id::text`.as('tx'), sql<string>`global_position::text`.as('pos')])
    .orderBy('transaction_id', 'desc')
    .orderBy('global_position', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { transactionId: row.tx, globalPosition: row.pos } : START;
}

/** Waits until readAllAfter sees every event appended so far: one runner pass then reads them all. */
export async function appendsReadable(db: Executor): Promise<void> {
  const head = await logHead(db);
  const readable = async () =>
    (await sql<{ readable: boolean }>`SELECT ${head.transactionId}::xid8 < pg_snapshot_xmin(pg_current_snapshot()) AS readable`.execute(db)).rows[0]!.readable;
  await expect.poll(readable, { ...LOG_WAIT, message: `the events of transaction ${head.transactionId} readable by the runner` }).toBe(true);
}

/** Runs `projection` until its checkpoint has passed every event appended so far. */
export async function caughtUpWithLog(deps: RunnerDeps, projection: Projection): Promise<void> {
  const head = await logHead(deps.db);
  await vi.waitFor(async () => {
    await catchUp(deps, projection);
    expect(await waitForProjections(deps.db, [projection.name], head, 0), `${projection.name} past ${head.transactionId}/${head.globalPosition}`).toBe(true);
  }, LOG_WAIT);
}
