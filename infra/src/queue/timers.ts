import { sql } from 'kysely';
import type { Db, Executor } from '../db';
import type { JobQueue } from './port';

export interface TimerRequest {
  kind: string;
  key: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
  /**
   * The delayed job's id, when not the timer's own: a timer moved earlier needs another, since a
   * job still waiting under the timer's id (for the old due time) makes an enqueue under it a no-op.
   */
  jobId?: string;
}

/** What a timer does when due. Must be idempotent: it can run twice (job and sweep racing). */
export type TimerHandler = (payload: Record<string, unknown>, timer: { kind: string; key: string; dueAt: Date }) => Promise<void>;

export const TIMER_FIRE_JOB = 'timer-fire';
export const TIMER_SWEEP_JOB = 'timer-sweep';

export function timerJobId(kind: string, key: string): string {
  return `timer-${kind}-${key}`.replaceAll(':', '_');
}

/**
 * Durable first: the due row is written in the caller's transaction. A repeated schedule of the
 * same (kind, key) changes nothing, so replaying the log never re-arms a fired timer.
 */
export async function writeDueRow(db: Executor, timer: TimerRequest): Promise<void> {
  await db
    .insertInto('scheduled_timers')
    .values({ kind: timer.kind, timer_key: timer.key, due_at: timer.dueAt, payload: JSON.stringify(timer.payload ?? {}) })
    .onConflict((oc) => oc.columns(['kind', 'timer_key']).doNothing())
    .execute();
}

/** Fast second: a delayed job fires on time; losing it only delays the action until the sweep. */
export async function enqueueTimer(queue: JobQueue, timer: TimerRequest, now: Date): Promise<void> {
  await queue.enqueue(
    TIMER_FIRE_JOB,
    { kind: timer.kind, key: timer.key },
    { jobId: timer.jobId ?? timerJobId(timer.kind, timer.key), delayMs: Math.max(0, timer.dueAt.getTime() - now.getTime()) },
  );
}

export async function fireTimer(
  db: Db,
  handlers: ReadonlyMap<string, TimerHandler>,
  ref: { kind: string; key: string },
  now: Date,
): Promise<'fired' | 'not-due' | 'done' | 'missing'> {
  const row = await db
    .selectFrom('scheduled_timers')
    .selectAll()
    .where('kind', '=', ref.kind)
    .where('timer_key', '=', ref.key)
    .executeTakeFirst();
  if (!row) return 'missing';
  if (row.fired_at) return 'done';
  if (row.due_at.getTime() > now.getTime()) return 'not-due';
  const handler = handlers.get(row.kind);
  if (!handler) throw new Error(`No timer handler for ${row.kind}`);
  try {
    // The handler appends in its own transaction (an append must be a transaction's first write).
    await handler(row.payload, { kind: row.kind, key: row.timer_key, dueAt: row.due_at });
  } catch (error) {
    await db
      .updateTable('scheduled_timers')
      .set({ attempts: sql`attempts + 1`, last_error: String(error).slice(0, 500) })
      .where('kind', '=', row.kind)
      .where('timer_key', '=', row.timer_key)
      .execute();
    throw error;
  }
  await db
    .updateTable('scheduled_timers')
    .set({ fired_at: now, attempts: sql`attempts + 1`, last_error: null })
    .where('kind', '=', row.kind)
    .where('timer_key', '=', row.timer_key)
    .where('fired_at', 'is', null)
    .execute();
  return 'fired';
}

/** The safety net: fire whatever is overdue, whether or not its delayed job ever ran. */
export async function sweepTimers(db: Db, handlers: ReadonlyMap<string, TimerHandler>, now: Date, limit = 500): Promise<number> {
  const due = await db
    .selectFrom('scheduled_timers')
    .select(['kind', 'timer_key'])
    .where('fired_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .execute();
  let fired = 0;
  for (const row of due) {
    try {
      if ((await fireTimer(db, handlers, { kind: row.kind, key: row.timer_key }, now)) === 'fired') fired++;
    } catch {
      // Recorded on the row; the next sweep tries again.
    }
  }
  return fired;
}
