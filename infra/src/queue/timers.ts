import { sql, type Selectable } from 'kysely';
import type { Config } from '../config';
import type { Db, Executor } from '../db';
import type { ScheduledTimersTable } from '../db/tables/scheduled-timers';
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

/**
 * How a failing timer is tried again. Each failure counts an attempt and waits `backoffMs`
 * doubled per earlier failure (at most `backoffMaxMs`); after `maxAttempts` failures the timer is
 * parked. A run that fires a timer holds it for `leaseMs`, so no other run fires it meanwhile; a
 * run that dies leaves it to be taken again when the lease ends.
 */
export interface TimerPolicy {
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
  leaseMs: number;
}

export const DEFAULT_TIMER_POLICY: TimerPolicy = { maxAttempts: 10, backoffMs: 30_000, backoffMaxMs: 3_600_000, leaseMs: 60_000 };

/** The timer settings of the job catalogue, from the configuration. */
export function timerSettings(config: Config): { timerPolicy: TimerPolicy; sweep: Required<Pick<SweepOptions, 'batchSize' | 'maxMs' | 'concurrency'>> } {
  return {
    timerPolicy: {
      maxAttempts: config.TIMER_MAX_ATTEMPTS,
      backoffMs: config.TIMER_RETRY_BACKOFF_MS,
      backoffMaxMs: config.TIMER_RETRY_BACKOFF_MAX_MS,
      leaseMs: config.TIMER_LEASE_MS,
    },
    sweep: { batchSize: config.TIMER_SWEEP_BATCH_SIZE, maxMs: config.TIMER_SWEEP_MAX_MS, concurrency: config.TIMER_SWEEP_CONCURRENCY },
  };
}

/** The wait after the `attempts`-th failure (1 = the first). */
export function timerBackoffMs(policy: TimerPolicy, attempts: number): number {
  return Math.min(policy.backoffMaxMs, policy.backoffMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/**
 * `later`: another run holds the timer (its lease), or it waits out the back-off after a failure.
 * `parked`: it failed `maxAttempts` times and waits for an operator (see docs/operations.md).
 */
export type FireOutcome = 'fired' | 'not-due' | 'done' | 'missing' | 'parked' | 'later';

/** `dueAt` comes with `not-due`: when the timer is due. */
export type AttemptOutcome = { outcome: FireOutcome; dueAt?: Date } | { outcome: 'failed'; error: unknown; parked: boolean };

/**
 * One try: claim the row (due, unfired, not parked, no lease or back-off running) in one statement,
 * run the handler, then mark the row fired, or record the failure with its back-off (parked after
 * the last attempt). The claim is its own statement, never a transaction held open around the
 * handler (an open transaction would hold back every event reader).
 */
export async function attemptTimer(
  db: Db,
  handlers: ReadonlyMap<string, TimerHandler>,
  ref: { kind: string; key: string },
  now: Date,
  policy: TimerPolicy = DEFAULT_TIMER_POLICY,
): Promise<AttemptOutcome> {
  const row = await db
    .updateTable('scheduled_timers')
    .set({ next_attempt_at: new Date(now.getTime() + policy.leaseMs) })
    .where('kind', '=', ref.kind)
    .where('timer_key', '=', ref.key)
    .where('fired_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
  if (!row) return whyNotClaimed(db, ref, now);
  return runClaimed(db, handlers, row, now, policy);
}

type TimerRow = Selectable<ScheduledTimersTable>;

/** Runs the handler of a timer this run has claimed, then marks it fired or records the failure. */
async function runClaimed(db: Db, handlers: ReadonlyMap<string, TimerHandler>, row: TimerRow, now: Date, policy: TimerPolicy): Promise<AttemptOutcome> {
  const update = () => db.updateTable('scheduled_timers').where('kind', '=', row.kind).where('timer_key', '=', row.timer_key).where('fired_at', 'is', null);
  try {
    const handler = handlers.get(row.kind);
    if (!handler) throw new Error(`No timer handler for ${row.kind}`);
    // The handler appends in its own transaction (an append must be a transaction's first write).
    await handler(row.payload, { kind: row.kind, key: row.timer_key, dueAt: row.due_at });
  } catch (error) {
    const attempts = row.attempts + 1;
    const parked = attempts >= policy.maxAttempts;
    await update()
      .set({
        attempts: sql`attempts + 1`,
        last_error: String(error).slice(0, 500),
        next_attempt_at: new Date(now.getTime() + timerBackoffMs(policy, attempts)),
        parked_at: parked ? now : null,
      })
      .execute();
    return { outcome: 'failed', error, parked };
  }
  await update().set({ fired_at: now, attempts: sql`attempts + 1`, last_error: null, next_attempt_at: null }).execute();
  return { outcome: 'fired' };
}

/**
 * Claims up to `limit` timers ready to try, first ready first: due, and past any back-off or lease
 * (both only ever lie after the due time), so a retry queues behind every timer that came due
 * before its back-off ended. Rows another sweep is claiming at the same moment are skipped, so
 * concurrent sweeps (several workers, a follow-up) take disjoint batches.
 */
async function claimReady(db: Db, at: Date, limit: number, leaseMs: number): Promise<TimerRow[]> {
  const claimed = await sql<TimerRow>`
    UPDATE scheduled_timers t SET next_attempt_at = ${new Date(at.getTime() + leaseMs)}
      FROM (SELECT kind, timer_key FROM scheduled_timers
             WHERE fired_at IS NULL AND parked_at IS NULL AND COALESCE(next_attempt_at, due_at) <= ${at}
             ORDER BY COALESCE(next_attempt_at, due_at)
             LIMIT ${limit}
               FOR UPDATE SKIP LOCKED) ready
     WHERE t.kind = ready.kind AND t.timer_key = ready.timer_key
    RETURNING t.*`.execute(db);
  return claimed.rows;
}

async function whyNotClaimed(db: Db, ref: { kind: string; key: string }, now: Date): Promise<{ outcome: FireOutcome; dueAt?: Date }> {
  const row = await db
    .selectFrom('scheduled_timers')
    .select(['fired_at', 'parked_at', 'due_at'])
    .where('kind', '=', ref.kind)
    .where('timer_key', '=', ref.key)
    .executeTakeFirst();
  if (!row) return { outcome: 'missing' };
  if (row.fired_at) return { outcome: 'done' };
  if (row.parked_at) return { outcome: 'parked' };
  if (row.due_at.getTime() > now.getTime()) return { outcome: 'not-due', dueAt: row.due_at };
  return { outcome: 'later' };
}

/**
 * Fires one timer if it is due and nobody else is firing it. A failing handler's error is recorded
 * on the row (attempts, last_error, back-off; parked after the last attempt) and thrown again.
 */
export async function fireTimer(
  db: Db,
  handlers: ReadonlyMap<string, TimerHandler>,
  ref: { kind: string; key: string },
  now: Date,
  policy: TimerPolicy = DEFAULT_TIMER_POLICY,
): Promise<FireOutcome> {
  const result = await attemptTimer(db, handlers, ref, now, policy);
  if (result.outcome === 'failed') throw result.error;
  return result.outcome;
}

export interface SweepOptions {
  /** Timers claimed per batch (first ready first); a worker that dies strands at most these until their lease ends. */
  batchSize?: number;
  /** A run stops taking batches after this long and reports `more` if due rows remain. */
  maxMs?: number;
  /** Timers fired at the same time within a batch. */
  concurrency?: number;
  policy?: TimerPolicy;
  /** Told about each timer parked by this run. */
  onParked?: (timer: { kind: string; key: string }, error: unknown) => void;
}

export interface SweepReport {
  fired: number;
  failed: number;
  parked: number;
  batches: number;
  /** The run stopped at `maxMs` with a full last batch: due timers may remain. */
  more: boolean;
}

export const DEFAULT_SWEEP = { batchSize: 50, maxMs: 5_000, concurrency: 4 } as const;

/**
 * The safety net: fire whatever is overdue, whether or not its delayed job ever ran, batch after
 * batch until a batch comes back short or `maxMs` has passed. Parked rows are skipped, rows
 * waiting out a back-off or held by another run are left for later, and a retry ranks by the end
 * of its back-off, behind every timer that came due before that: failing timers never starve the
 * others. Time moves on from `now` as the run goes (the clock it is given may be a test's).
 */
export async function drainTimers(db: Db, handlers: ReadonlyMap<string, TimerHandler>, now: Date, options: SweepOptions = {}): Promise<SweepReport> {
  const batchSize = options.batchSize ?? DEFAULT_SWEEP.batchSize;
  const maxMs = options.maxMs ?? DEFAULT_SWEEP.maxMs;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_SWEEP.concurrency);
  const policy = options.policy ?? DEFAULT_TIMER_POLICY;
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const report: SweepReport = { fired: 0, failed: 0, parked: 0, batches: 0, more: false };
  for (;;) {
    const batch = await claimReady(db, clock(), batchSize, policy.leaseMs);
    report.batches++;
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const row = batch[next++]!;
        const result = await runClaimed(db, handlers, row, clock(), policy).catch((error: unknown) => ({ outcome: 'failed' as const, error, parked: false }));
        if (result.outcome === 'fired') report.fired++;
        else if (result.outcome === 'failed') {
          report.failed++;
          if (result.parked) {
            report.parked++;
            options.onParked?.({ kind: row.kind, key: row.timer_key }, result.error);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    if (batch.length < batchSize) return report;
    if (Date.now() - started >= maxMs) return { ...report, more: true };
  }
}

/**
 * Gives each timer due after `since` and within `horizonMs` of `now` its delayed job again (at most
 * `limit`, soonest first). A job still waiting under the timer's id makes this a no-op; one lost
 * with Redis' data (or with an API process running the jobs itself) is back, so the timer fires on
 * time instead of at the first sweep after it is due. The sweep passes its own start as `since`:
 * a timer that came due while it ran gets a job due at once. Queue failures end the pass quietly:
 * the sweep remains the net.
 */
export async function enqueueUpcomingTimers(db: Db, queue: JobQueue, since: Date, now: Date, horizonMs: number, limit = 500): Promise<number> {
  const upcoming = await db
    .selectFrom('scheduled_timers')
    .select(['kind', 'timer_key', 'due_at'])
    .where('fired_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('due_at', '>', since)
    .where('due_at', '<=', new Date(now.getTime() + horizonMs))
    .orderBy('due_at')
    .limit(limit)
    .execute();
  let enqueued = 0;
  for (const row of upcoming) {
    const ok = await enqueueTimer(queue, { kind: row.kind, key: row.timer_key, dueAt: row.due_at }, now).then(
      () => true,
      () => false,
    );
    if (ok) enqueued++;
    else break; // the queue is away: the next sweep tries again
  }
  return enqueued;
}

/** `drainTimers`, answering how many timers it fired. */
export async function sweepTimers(db: Db, handlers: ReadonlyMap<string, TimerHandler>, now: Date, options: SweepOptions = {}): Promise<number> {
  return (await drainTimers(db, handlers, now, options)).fired;
}
