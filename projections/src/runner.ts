import { sql } from 'kysely';
import {
  enqueueTimer,
  readAllAfter,
  START,
  writeDueRow,
  type Db,
  type JobQueue,
  type Position,
  type TimerRequest,
  type Trx,
} from '@pokerfest/infra';
import { advanceCheckpoint, readCheckpoint, resetCheckpoint } from './checkpoints';
import { handlesEvent, type Projection, type ProjectionContext } from './projection';

export interface RunnerDeps {
  db: Db;
  batchSize: number;
  now: () => Date;
  /** Where armed timers get their fast-path delayed job; absent = the sweep alone fires them. */
  queue?: JobQueue;
  onError?: (error: unknown, message: string) => void;
}

export type RunOutcome = { status: 'locked' } | { status: 'ran'; read: number; checkpoint: Position };

const lockKey = (projection: Projection) => `projection:${projection.name}`;

/**
 * One batch, one transaction: lock, read after the checkpoint, apply, move the checkpoint.
 * A crash anywhere rolls all of it back, so the batch is applied exactly once.
 */
export async function runProjectionOnce(deps: RunnerDeps, projection: Projection): Promise<RunOutcome> {
  const armed: TimerRequest[] = [];
  const outcome = await deps.db.transaction().execute(async (trx): Promise<RunOutcome> => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext(${lockKey(projection)})) AS locked`.execute(trx);
    if (!rows[0]?.locked) return { status: 'locked' };
    const from = await readCheckpoint(trx, projection.name);
    const batch = await applyBatch(trx, projection, from, deps.batchSize, armed);
    if (batch.read > 0) await advanceCheckpoint(trx, projection.name, from, batch.checkpoint);
    return { status: 'ran', ...batch };
  });
  if (deps.queue && armed.length > 0) {
    const queue = deps.queue;
    await Promise.all(
      armed.map((timer) => enqueueTimer(queue, timer, deps.now()).catch((error: unknown) => deps.onError?.(error, 'timer enqueue failed'))),
    );
  }
  return outcome;
}

async function applyBatch(
  trx: Trx,
  projection: Projection,
  from: Position,
  batchSize: number,
  armed?: TimerRequest[],
): Promise<{ read: number; checkpoint: Position }> {
  const events = await readAllAfter(trx, from, batchSize);
  if (events.length === 0) return { read: 0, checkpoint: from };
  const relevant = events.filter((event) => handlesEvent(projection, event));
  if (relevant.length > 0) await projection.apply(contextFor(trx, armed), relevant);
  return { read: events.length, checkpoint: events[events.length - 1]!.position };
}

function contextFor(trx: Trx, armed: TimerRequest[] | undefined): ProjectionContext {
  return {
    trx,
    schedule: async (timer) => {
      await writeDueRow(trx, timer);
      armed?.push(timer);
    },
  };
}

/** Runs batches until the projection has read everything visible. Returns the events read. */
export async function catchUp(deps: RunnerDeps, projection: Projection): Promise<number> {
  let total = 0;
  for (;;) {
    const outcome = await runProjectionOnce(deps, projection);
    if (outcome.status === 'locked') return total;
    total += outcome.read;
    if (outcome.read < deps.batchSize) return total;
  }
}

/**
 * Clears the read tables (and resets what else the projection owns) and replays the whole log in
 * one transaction under the projection's lock: readers keep seeing the old read model until the
 * new one commits. Timers are re-armed only as due rows (never re-fired: a fired row stays fired);
 * the sweep covers their delivery.
 */
export async function rebuildProjection(deps: Pick<RunnerDeps, 'db' | 'batchSize'>, projection: Projection): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey(projection)}))`.execute(trx);
    for (const table of projection.tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    await projection.reset?.(trx);
    let checkpoint = START;
    let total = 0;
    for (;;) {
      const step = await applyBatch(trx, projection, checkpoint, deps.batchSize);
      if (step.read === 0) break;
      total += step.read;
      checkpoint = step.checkpoint;
    }
    await resetCheckpoint(trx, projection.name, checkpoint);
    return total;
  });
}
