import {
  DEFAULT_SWEEP,
  DEFAULT_TIMER_POLICY,
  attemptTimer,
  drainTimers,
  enqueueTimer,
  enqueueUpcomingTimers,
  checksOf,
  housekeepingOf,
  timerHandlersOf,
  timerJobId,
  timerSettings,
  type Config,
  TIMER_FIRE_JOB,
  TIMER_SWEEP_JOB,
  type ContextJobs,
  type Db,
  type EventStore,
  type JobDefinition,
  type JobQueue,
  type RepeatingJob,
  type TimerPolicy,
} from '@pokerfest/infra';
import type { Projection } from './projection';
import { projectionNamed } from './registry';
import { catchUp, type RunnerDeps } from './runner';

export const PROJECTION_RUN_JOB = 'projection-run';
export const HOUSEKEEPING_JOB = 'housekeeping';
/** A sweep that ran out of its time budget with due timers left asks for this follow-up at once. */
export const TIMER_SWEEP_MORE_JOB_PREFIX = 'timer-sweep-more';
const HOUSEKEEPING_EVERY_MS = 3600_000;

/** A context's periodic check runs as this job (its next run is the retry). */
export function checkJobName(name: string): string {
  return `check-${name}`;
}

/** One fixed id per projection: at most one wake-up waits, however many events arrive. */
export function projectionJobId(name: string): string {
  return `projection-${name}`;
}

export interface JobCatalogueDeps {
  db: Db;
  queue: JobQueue;
  projections: readonly Projection[];
  /** Each bounded context's timer handlers and housekeeping (its `jobs.ts`), and the mail outbox's. */
  contexts: readonly ContextJobs[];
  batchSize: number;
  projectionTickMs: number;
  timerSweepMs: number;
  now: () => Date;
  onError: (error: unknown, message: string) => void;
  /** Attempts, back-off and lease of failing timers (DEFAULT_TIMER_POLICY when not given). */
  timerPolicy?: TimerPolicy;
  /** One sweep run: due rows per batch, time budget, timers fired at once (DEFAULT_SWEEP when not given). */
  sweep?: { batchSize?: number; maxMs?: number; concurrency?: number };
  /** Told about each timer parked after its last attempt (onError when not given). */
  onParked?: (timer: { kind: string; key: string }, error: unknown) => void;
}

export interface JobCatalogue {
  definitions: JobDefinition[];
  repeating: RepeatingJob[];
}

/**
 * The same job definitions run in the worker process (BullMQ) and inside the API (embedded mode):
 * the projection runs, and the durable timers and hourly housekeeping of the contexts given.
 */
export function buildJobCatalogue(deps: JobCatalogueDeps): JobCatalogue {
  const runner: RunnerDeps = { db: deps.db, batchSize: deps.batchSize, now: deps.now, queue: deps.queue, onError: deps.onError };
  const policy = deps.timerPolicy ?? DEFAULT_TIMER_POLICY;
  const timerHandlers = timerHandlersOf(deps.contexts);
  const housekeeping = housekeepingOf(deps.contexts);
  const checks = checksOf(deps.contexts);
  const onParked =
    deps.onParked ??
    ((timer: { kind: string; key: string }, error: unknown) => deps.onError(error, `timer ${timer.kind} ${timer.key} parked after ${policy.maxAttempts} failed attempts`));
  const definitions: JobDefinition[] = [
    {
      name: PROJECTION_RUN_JOB,
      attempts: 1, // the next tick is the retry
      process: async (data) => {
        await catchUp(runner, projectionNamed(String((data as { projection?: unknown }).projection), deps.projections));
      },
    },
    {
      name: TIMER_FIRE_JOB,
      // A failing handler's timer waits out its own back-off: a retry of this job then finds it
      // waiting and leaves it to the sweep. Retries still help when the database itself failed.
      process: async (data) => {
        const { kind, key } = data as { kind: string; key: string };
        const result = await attemptTimer(deps.db, timerHandlers, { kind, key }, deps.now(), policy);
        // Early: Node measures a delay from its loop's cached time, which a busy loop leaves behind
        // the wall clock, so a delayed job can start before its timer is due by as much as the loop
        // was late. It is sent again for the rest (an id of its own: a queue drops a job under the
        // running one's id) instead of waiting for the sweep, minutes away.
        if (result.outcome === 'not-due' && result.dueAt) {
          await enqueueTimer(deps.queue, { kind, key, dueAt: result.dueAt, jobId: `${timerJobId(kind, key)}-early-${deps.now().getTime()}` }, deps.now());
          return;
        }
        if (result.outcome !== 'failed') return;
        if (result.parked) onParked({ kind, key }, result.error);
        throw result.error;
      },
    },
    {
      name: TIMER_SWEEP_JOB,
      attempts: 1,
      process: async () => {
        const sweep = { ...DEFAULT_SWEEP, ...deps.sweep };
        const startedAt = deps.now();
        const report = await drainTimers(deps.db, timerHandlers, startedAt, { ...sweep, policy, onParked });
        // Out of time with due timers left: go on at once in a new job (and let other jobs in between).
        if (report.more) await deps.queue.enqueue(TIMER_SWEEP_JOB, {}, { jobId: `${TIMER_SWEEP_MORE_JOB_PREFIX}-${Date.now()}`, attempts: 1 });
        // Timers coming due before the next sweep get their delayed jobs back if Redis lost them.
        else await enqueueUpcomingTimers(deps.db, deps.queue, startedAt, deps.now(), deps.timerSweepMs, sweep.batchSize);
      },
    },
    {
      name: HOUSEKEEPING_JOB,
      attempts: 1,
      process: async () => {
        await housekeeping(deps.now());
      },
    },
    ...checks.map((check) => ({ name: checkJobName(check.name), attempts: 1, process: () => check.run(deps.now()) })),
  ];
  const repeating: RepeatingJob[] = [
    ...deps.projections.map((p) => ({
      id: `tick-${projectionJobId(p.name)}`,
      name: PROJECTION_RUN_JOB,
      everyMs: deps.projectionTickMs,
      data: { projection: p.name },
      // a process that starts catches up at once (what was appended while none ran), not a tick later
      runAtStart: true,
    })),
    // A worker that starts (after a restart, an outage, a deploy) sweeps at once, not a period later.
    { id: 'tick-timer-sweep', name: TIMER_SWEEP_JOB, everyMs: deps.timerSweepMs, runAtStart: true },
    { id: 'tick-housekeeping', name: HOUSEKEEPING_JOB, everyMs: HOUSEKEEPING_EVERY_MS },
    ...checks.map((check) => ({ id: `tick-${checkJobName(check.name)}`, name: checkJobName(check.name), everyMs: check.everyMs, runAtStart: true })),
  ];
  return { definitions, repeating };
}

/** What a running process reports through: a pino logger, or anything with the same two methods. */
export interface CatalogueLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The catalogue's timings and timer policy as the configuration says them, and where it reports:
 * the part the worker process and the API's embedded runner share.
 */
export function configuredCatalogue(
  config: Config,
  logger: CatalogueLogger,
): Pick<JobCatalogueDeps, 'batchSize' | 'projectionTickMs' | 'timerSweepMs' | 'timerPolicy' | 'sweep' | 'onParked' | 'onError'> {
  return {
    batchSize: config.PROJECTION_BATCH_SIZE,
    projectionTickMs: config.PROJECTION_TICK_MS,
    timerSweepMs: config.TIMER_SWEEP_MS,
    ...timerSettings(config),
    onParked: (timer, error) => logger.error({ err: error, timer }, 'timer parked after its last attempt; re-arm it once the cause is fixed (docs/operations.md)'),
    onError: (error, message) => logger.warn({ err: error }, message),
  };
}

/** After each committed append, nudge every projection. A queue outage only delays them to the next tick. */
export function wakeProjectionsOnAppend(
  store: EventStore,
  queue: JobQueue,
  projections: readonly Projection[],
  onError: (error: unknown, message: string) => void,
): () => void {
  return store.onAppended(() => {
    for (const projection of projections) {
      queue
        .enqueue(PROJECTION_RUN_JOB, { projection: projection.name }, { jobId: projectionJobId(projection.name), attempts: 1 })
        .catch((error: unknown) => onError(error, 'projection wake-up not enqueued'));
    }
  });
}
