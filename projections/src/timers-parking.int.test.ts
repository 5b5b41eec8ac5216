import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { drainTimers, listParkedTimers, rearmParkedTimers, timerBackoffMs, timerBacklog, writeDueRow, type TimerHandler, type TimerPolicy } from '@pokerfest/infra';
import { createTestJobs, type TestJobs } from '@pokerfest/infra/testing/jobs';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { buildJobCatalogue } from './jobs';

// A timer whose handler always throws is tried TIMER_MAX_ATTEMPTS times with a growing back-off,
// then parked; it never holds up the timers behind it, and an operator can re-arm it.
let database: TestDatabase;
let jobs: TestJobs;
const fired = new Map<string, number>();
let refundsWork = false;
const parkedNotices: string[] = [];
const policy: TimerPolicy = { maxAttempts: 3, backoffMs: 200, backoffMaxMs: 400, leaseMs: 10_000 };
const handlers = new Map<string, TimerHandler>([
  ['reminder', async (payload) => void fired.set(String(payload.id), (fired.get(String(payload.id)) ?? 0) + 1)],
  [
    'refund-unknown-intent',
    async (payload) => {
      if (!refundsWork) throw new Error(`No such payment intent: ${String(payload.id)}`);
      fired.set(String(payload.id), (fired.get(String(payload.id)) ?? 0) + 1);
    },
  ],
]);

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await createTestJobs();
  const catalogue = buildJobCatalogue({
    db: database.db,
    queue: jobs.queue,
    projections: [],
    contexts: [{ timers: handlers }],
    batchSize: 100,
    projectionTickMs: 60_000,
    timerSweepMs: 300,
    timerPolicy: policy,
    now: () => new Date(),
    onError: () => undefined,
    onParked: (timer) => void parkedNotices.push(timer.key),
  });
  await jobs.runner.start(catalogue.definitions, catalogue.repeating);
});
afterAll(async () => {
  await jobs?.runner.close();
  await database?.close();
});

const SWEEPS_WAIT = { timeout: 20_000, interval: 50 };
const notFiredOnce = (ids: readonly string[]) => ids.filter((id) => fired.get(id) !== 1).length;

/** Milliseconds until `check` passes: how long the sweeps took, for the log. */
async function timed(check: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await vi.waitFor(check, SWEEPS_WAIT);
  return Date.now() - started;
}

it('backs off twice as long after each failure, up to the ceiling', () => {
  expect([1, 2, 3, 4, 40].map((attempts) => timerBackoffMs(policy, attempts))).toEqual([200, 400, 400, 400, 400]);
  expect([1, 2, 3, 8, 9, 10].map((attempts) => timerBackoffMs({ ...policy, backoffMs: 30_000, backoffMaxMs: 3_600_000 }, attempts))).toEqual([
    30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000,
  ]);
});

it('600 always-failing timers, older than 300 good ones, are parked after their attempts and never hold the good ones up', async () => {
  const longAgo = Date.now() - 3600_000;
  const failing = Array.from({ length: 600 }, () => randomUUID());
  const good = Array.from({ length: 300 }, () => randomUUID());
  // The failing ones are due first: the sweep used to take the 500 oldest, all of them failing, every run.
  // All in one statement, so the runner's sweeps meet them together.
  await database.db
    .insertInto('scheduled_timers')
    .values([
      ...failing.map((id, i) => ({ kind: 'refund-unknown-intent', timer_key: id, due_at: new Date(longAgo + i), payload: JSON.stringify({ id }) })),
      ...good.map((id, i) => ({ kind: 'reminder', timer_key: id, due_at: new Date(longAgo + 10_000 + i), payload: JSON.stringify({ id }) })),
    ])
    .execute();

  const goodMs = await timed(async () => expect(notFiredOnce(good), 'good timers not fired once').toBe(0));
  const parkedMs = await timed(async () => {
    expect((await timerBacklog(database.db, new Date())).parked, 'parked timers').toBe(failing.length);
    expect(parkedNotices, 'parked notices').toHaveLength(failing.length);
  });
  console.log(`good timers behind 600 failing ones fired within ${goodMs} ms; the failing ones parked after ${policy.maxAttempts} attempts ${parkedMs} ms later`);

  const parked = await listParkedTimers(database.db, { kind: 'refund-unknown-intent' });
  expect(parked).toHaveLength(failing.length);
  expect(parked.every((timer) => timer.attempts === policy.maxAttempts && /No such payment intent/.test(timer.lastError ?? ''))).toBe(true);
  expect(new Set(parkedNotices)).toEqual(new Set(failing)); // each told once
  expect(await timerBacklog(database.db, new Date())).toEqual({ overdue: 0, parked: failing.length });

  // Parked means left alone: more sweeps (every 300 ms) try them no more. A sleep, not a wait: nothing may happen.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rows = await database.db.selectFrom('scheduled_timers').select(['attempts', 'fired_at']).where('kind', '=', 'refund-unknown-intent').execute();
  expect(rows.every((row) => row.attempts === policy.maxAttempts && row.fired_at === null)).toBe(true);

  // The cause is fixed; the operator re-arms one, then the rest of the kind.
  refundsWork = true;
  expect(await rearmParkedTimers(database.db, { kind: 'refund-unknown-intent', key: failing[0] })).toBe(1);
  await expect.poll(() => fired.get(failing[0]!), SWEEPS_WAIT).toBe(1);
  expect(await rearmParkedTimers(database.db, { kind: 'refund-unknown-intent' })).toBe(failing.length - 1);
  await expect.poll(() => notFiredOnce(failing), SWEEPS_WAIT).toBe(0);
  // a timer is marked fired once its handler has returned, a moment after the handler counted it
  await expect.poll(() => timerBacklog(database.db, new Date()), SWEEPS_WAIT).toEqual({ overdue: 0, parked: 0 });
  expect([...fired.values()].every((count) => count === 1)).toBe(true);
});

it('one sweep run takes batch after batch until a short one, and stops at its time budget', async () => {
  const ids = Array.from({ length: 250 }, () => randomUUID());
  // Due in an hour, and swept here as if it were then: the runner's own sweep leaves them alone.
  const due = new Date(Date.now() + 3600_000);
  for (const id of ids) await writeDueRow(database.db, { kind: 'reminder', key: id, dueAt: due, payload: { id } });
  const now = new Date(due.getTime() + 1);
  // each handler takes 20 ms (a sleep: the slowness is the scenario), so the 200 ms budget ends the run early
  const slow = new Map<string, TimerHandler>([['reminder', async (payload, timer) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handlers.get('reminder')!(payload, timer);
  }]]);
  const budgeted = await drainTimers(database.db, slow, now, { batchSize: 20, maxMs: 200, concurrency: 2, policy });
  expect(budgeted.more).toBe(true);
  expect(budgeted.fired).toBeLessThan(ids.length);
  const rest = await drainTimers(database.db, handlers, now, { batchSize: 20, concurrency: 4, policy });
  expect(rest.more).toBe(false);
  expect(budgeted.fired + rest.fired).toBe(ids.length);
  expect(rest.batches).toBeGreaterThan(1);
  expect(ids.every((id) => fired.get(id) === 1)).toBe(true);
});
