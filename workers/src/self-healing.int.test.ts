import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { BullmqRunner, EventStore, TIMER_SWEEP_JOB, type JobRunner, type Position } from '@pokerfest/infra';
import { silentLogger } from '@pokerfest/infra/testing/jobs';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@pokerfest/infra/testing/services';
import { Queue } from 'bullmq';
import { createBookable, expiryEffects, placeOverdueOrders, unfiredHoldTimers, type Bookable } from '@pokerfest/backend/modules/orders/testing/overdue-orders';
import { startTestJobs } from '@pokerfest/backend/testing/context-jobs';
import { projections, waitForProjections } from '@pokerfest/projections';
import { testMetadata } from '@pokerfest/projections/testing/fixtures';

// Redis loses its data under running workers (FLUSHALL; a restart without persistence): the
// workers put their repeating jobs back by themselves, and the sweep drains what piled up.
// These tests flush and restart Redis, so they start a redis-server of their own.
const haveRedis = redisServerAvailable();

let database: TestDatabase;
let redis: OwnRedis;
let bookable: Bookable;
const runners: JobRunner[] = [];

beforeAll(async () => {
  if (!haveRedis) return;
  database = await createTestDatabase();
  redis = await startOwnRedis();
  bookable = await createBookable(database.db);
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
});
afterAll(async () => {
  await redis?.stop();
  await database?.close();
});

/** Every repeating job a worker schedules (a tick per projection, the sweep, housekeeping, each context's checks), as its catalogue says. */
let repeatingJobs = 0;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A worker as `workers/src/worker.ts` builds it, with the default timings unless told otherwise. */
async function startWorker(prefix: string, options: { scheduleCheckMs?: number | undefined } = {}): Promise<BullmqRunner> {
  const runner = new BullmqRunner({
    redisUrl: redis.url,
    prefix,
    attempts: 3,
    backoffMs: 100,
    concurrency: 4,
    logger: silentLogger,
    scheduleCheckMs: options.scheduleCheckMs ?? 5_000,
  });
  runners.push(runner);
  const catalogue = await startTestJobs(runner, { db: database.db, store: new EventStore({ db: database.db }), queue: runner.queue }, { batchSize: 1000, projectionTickMs: 500, timerSweepMs: 60_000 });
  repeatingJobs = catalogue.repeating.length;
  return runner;
}

/** Events of a stream type no read model reads: every projection must still pass them. */
async function appendNotes(count: number): Promise<void> {
  const store = new EventStore({ db: database.db });
  for (let i = 0; i < count; i++) {
    await store.append({ streamId: `note-${randomUUID()}`, streamType: 'note', expectedVersion: 0, events: [{ type: 'NoteRecorded', data: { i } }], metadata: testMetadata() });
  }
}

async function lastPosition(): Promise<Position> {
  const row = await database.db
    .selectFrom('es_events')
    .select([sql<string>`transaction_id::text`.as('tx'), sql<string>`global_position::text`.as('pos')])
    .orderBy('transaction_id', 'desc')
    .orderBy('global_position', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { transactionId: row.tx, globalPosition: row.pos };
}

/** Milliseconds until `check` passes (polled every 100 ms); past `timeoutMs`, where the recovery stood. */
async function timeToRecover(check: () => Promise<void>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  await vi.waitFor(check, { timeout: timeoutMs, interval: 100 }).catch(async (error: unknown) => {
    throw new Error(`not recovered within ${timeoutMs} ms: ${JSON.stringify(await state())}`, { cause: error });
  });
  return Date.now() - started;
}

async function onQueue<T>(prefix: string, read: (queue: Queue) => Promise<T>): Promise<T> {
  const queue = new Queue('jobs', { connection: { url: redis.url }, prefix });
  try {
    return await read(queue);
  } finally {
    await queue.close();
  }
}

const schedulerCount = (prefix: string) => onQueue(prefix, (queue) => queue.getJobSchedulersCount());

let currentPrefix = '';
async function state() {
  const checkpoints = await database.db.selectFrom('projection_checkpoints').selectAll().execute();
  const timers = await database.db.selectFrom('scheduled_timers').select(['kind', (eb) => eb.fn.countAll<string>().as('n')]).where('fired_at', 'is', null).groupBy('kind').execute();
  return { last: await lastPosition(), checkpoints: checkpoints.map((c) => [c.projection, String(c.last_transaction_id), String(c.last_position)]), timers, schedulers: await schedulerCount(currentPrefix).catch(String) };
}

/** Milliseconds from `since` until every repeating job is scheduled again (polled every 50 ms); NaN after 30 s, for the log. */
function schedulesBack(prefix: string, since: number): Promise<number> {
  return vi
    .waitFor(async () => expect(await schedulerCount(prefix)).toBeGreaterThanOrEqual(repeatingJobs), { timeout: Math.max(0, since + 30_000 - Date.now()), interval: 50 })
    .then(
      () => Date.now() - since,
      () => Number.NaN,
    );
}

const projectedTo = (position: Position) => waitForProjections(database.db, projections.map((p) => p.name), position, 0);

/** Overdue timers fired and every projection at the log's end: the measured recovery. */
async function recovered(orderIds: readonly string[], position: Position): Promise<void> {
  expect({ unfiredTimers: await unfiredHoldTimers(database.db, orderIds), projectionsAtEnd: await projectedTo(position) }).toEqual({ unfiredTimers: 0, projectionsAtEnd: true });
}

/** The sweeps a worker runs as it starts are over: no sweep job waits or runs (the schedule's next one is a minute away). */
async function startSweepsOver(prefix: string): Promise<void> {
  const sweepsPending = () => onQueue(prefix, async (queue) => (await queue.getJobs(['waiting', 'active', 'prioritized'])).filter((job) => job?.name === TIMER_SWEEP_JOB).map((job) => job.id));
  await expect.poll(sweepsPending, { timeout: 10_000, interval: 50 }).toEqual([]);
}

/**
 * Two running workers with a backlog the next sweep (a minute away) would take: unpaid orders whose
 * holds are overdue and whose delayed jobs were lost. Their events are projected already.
 */
async function workersWithOverdueTimers(prefix: string, scheduleCheckMs?: number): Promise<string[]> {
  currentPrefix = prefix;
  await startWorker(prefix, { scheduleCheckMs });
  await startWorker(prefix, { scheduleCheckMs });
  expect(await schedulerCount(prefix)).toBe(repeatingJobs);
  await startSweepsOver(prefix);
  const orderIds = await placeOverdueOrders(database.db, bookable, 200);
  const placed = await lastPosition();
  await timeToRecover(async () => expect(await projectedTo(placed), 'projections at the placed orders').toBe(true), 20_000);
  expect(await unfiredHoldTimers(database.db, orderIds)).toBe(orderIds.length);
  return orderIds;
}

it.skipIf(!haveRedis)(
  'after FLUSHALL under two running workers, overdue timers fire and projections catch up without a restart',
  async () => {
    const prefix = uniqueTestPrefix();
    const orderIds = await workersWithOverdueTimers(prefix);
    // And holds ending 10 s from now, whose delayed jobs go with the flush.
    const soonDue = Date.now() + 10_000;
    const soon = await placeOverdueOrders(database.db, bookable, 20, { expiresInMs: 10_000 });

    await redis.flushAll();
    const flushedAt = Date.now();
    const rescheduled = schedulesBack(prefix, flushedAt);
    // Events no wake-up announces: only the projections' ticks, gone with the data, would run them.
    await appendNotes(60);
    const position = await lastPosition();
    expect(await projectedTo(position)).toBe(false);

    await timeToRecover(() => recovered(orderIds, position), 30_000);
    const recoveryMs = Date.now() - flushedAt;
    console.log(
      `FLUSHALL (JOB_SCHEDULE_CHECK_MS 5000): schedules back after ${seconds(await rescheduled)}; ` +
        `${orderIds.length} overdue timers fired and ${projections.length} projections caught up ${seconds(recoveryMs)} after the flush`,
    );
    expect(await schedulerCount(prefix)).toBe(repeatingJobs);
    expect(await expiryEffects(database.db, orderIds)).toEqual({ expiredOnce: orderIds.length, releasedOnce: orderIds.length, stillHeld: 0, doubled: 0 });
    // One check interval plus the work.
    expect(recoveryMs).toBeLessThan(15_000);

    // The restored sweep gave the holds coming due their delayed jobs back: on time, not a sweep (60 s) late.
    await timeToRecover(async () => expect(await unfiredHoldTimers(database.db, soon), 'unfired timers due soon').toBe(0), 30_000);
    const lateMs = Date.now() - soonDue;
    console.log(`holds due 10 s after the flush, their jobs lost with it: fired ${seconds(lateMs)} after they were due`);
    expect(lateMs).toBeLessThan(5_000);
  },
  90_000,
);

it.skipIf(!haveRedis)(
  'after Redis restarts empty, the reconnected workers put their schedules back at once',
  async () => {
    const prefix = uniqueTestPrefix();
    // A check interval far beyond the bound: only the reconnect can bring the schedules back in time.
    const orderIds = await workersWithOverdueTimers(prefix, 600_000);

    await redis.restart();
    const restartedAt = Date.now();
    const rescheduled = schedulesBack(prefix, restartedAt);
    await appendNotes(60);
    const position = await lastPosition();

    await timeToRecover(() => recovered(orderIds, position), 30_000);
    const recoveryMs = Date.now() - restartedAt;
    console.log(
      `Redis restarted empty: schedules back after ${seconds(await rescheduled)}; ${orderIds.length} overdue timers fired and projections caught up ${seconds(recoveryMs)} after the restart`,
    );
    expect(await schedulerCount(prefix)).toBe(repeatingJobs);
    expect(await expiryEffects(database.db, orderIds)).toEqual({ expiredOnce: orderIds.length, releasedOnce: orderIds.length, stillHeld: 0, doubled: 0 });
    expect(recoveryMs).toBeLessThan(15_000);
  },
  90_000,
);

it.skipIf(!haveRedis)(
  'a worker that starts with 1,300 overdue timers drains them in seconds',
  async () => {
    const prefix = uniqueTestPrefix();
    const orderIds = await placeOverdueOrders(database.db, bookable, 1300);
    expect(await unfiredHoldTimers(database.db, orderIds)).toBe(1300);

    const started = Date.now();
    await startWorker(prefix);
    const drainMs = await timeToRecover(async () => expect(await unfiredHoldTimers(database.db, orderIds), 'unfired overdue timers').toBe(0), 60_000);
    console.log(`drained ${orderIds.length} overdue hold-expiry timers in ${seconds(Date.now() - started)} with one worker (${Math.round(orderIds.length / ((Date.now() - started) / 1000))} timers/s)`);
    expect(await expiryEffects(database.db, orderIds)).toEqual({ expiredOnce: orderIds.length, releasedOnce: orderIds.length, stillHeld: 0, doubled: 0 });
    expect(drainMs).toBeLessThan(30_000);
  },
  120_000,
);
