import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EventStore, fireTimer, sweepTimers, TIMER_FIRE_JOB, timerJobId, writeDueRow, type TimerHandler } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { createTestJobs, type TestJobs } from '@pokerfest/infra/testing/jobs';
import { startProjectionJobs } from './testing/projection-jobs';
import type { Projection } from './projection';
import { testMetadata } from './testing/fixtures';

let database: TestDatabase;
let jobs: TestJobs;
let store: EventStore;
const fired: string[] = [];
const handlers = new Map<string, TimerHandler>([['reminder', async (payload) => void fired.push(String(payload.orderId))]]);

/** A read model whose events arm a timer, as hold expiry and points-after-check-in will. */
const reminders: Projection = {
  name: 'reminders',
  handles: ['ReminderRequested'],
  tables: [],
  async apply(context, events) {
    for (const event of events) {
      const { orderId, inMs } = event.data as { orderId: string; inMs: number };
      await context.schedule({ kind: 'reminder', key: orderId, dueAt: new Date(event.recordedAt.getTime() + inMs), payload: { orderId } });
    }
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await createTestJobs();
  store = new EventStore({ db: database.db });
  await startProjectionJobs({ db: database.db, store, queue: jobs.queue, runner: jobs.runner, projections: [reminders], contexts: [{ timers: handlers }], batchSize: 100, projectionTickMs: 200 });
});
afterAll(async () => {
  await jobs?.runner.close();
  await database?.close();
});

const TIMER_WAIT = { timeout: 10_000, interval: 20 };

it('an event arms a durable timer whose delayed job fires it once, on time', async () => {
  const orderId = randomUUID();
  const appendedAt = Date.now();
  await store.append({
    streamId: `order-${orderId}`,
    streamType: 'order',
    expectedVersion: 0,
    events: [{ type: 'ReminderRequested', data: { orderId, inMs: 700 } }],
    metadata: testMetadata(),
  });
  await expect.poll(() => database.db.selectFrom('scheduled_timers').select('kind').where('timer_key', '=', orderId).executeTakeFirst(), TIMER_WAIT).toEqual({ kind: 'reminder' });
  await expect.poll(() => fired, TIMER_WAIT).toContain(orderId);
  expect(Date.now() - appendedAt).toBeGreaterThanOrEqual(650);
  // the handler runs before the timer row is marked fired: wait for the mark, not just the effect
  const firedAt = async () => (await database.db.selectFrom('scheduled_timers').select('fired_at').where('timer_key', '=', orderId).executeTakeFirstOrThrow()).fired_at;
  await expect.poll(firedAt, TIMER_WAIT).toBeInstanceOf(Date);
  expect(await fireTimer(database.db, handlers, { kind: 'reminder', key: orderId }, new Date())).toBe('done');
  expect(fired.filter((id) => id === orderId)).toHaveLength(1);
});

it('the sweep fires an overdue timer whose job was lost, and only once', async () => {
  const orderId = randomUUID();
  await writeDueRow(database.db, { kind: 'reminder', key: orderId, dueAt: new Date(Date.now() - 1000), payload: { orderId } });
  await writeDueRow(database.db, { kind: 'reminder', key: orderId, dueAt: new Date(Date.now() + 99_999), payload: { orderId } });
  expect(await fireTimer(database.db, handlers, { kind: 'reminder', key: randomUUID() }, new Date())).toBe('missing');
  expect(await sweepTimers(database.db, handlers, new Date())).toBe(1);
  expect(await sweepTimers(database.db, handlers, new Date())).toBe(0);
  expect(fired.filter((id) => id === orderId)).toHaveLength(1);
});

it('does not fire a timer before it is due, and records a failing handler for the next sweep', async () => {
  const orderId = randomUUID();
  await writeDueRow(database.db, { kind: 'reminder', key: orderId, dueAt: new Date(Date.now() + 60_000), payload: { orderId } });
  expect(await fireTimer(database.db, handlers, { kind: 'reminder', key: orderId }, new Date())).toBe('not-due');
  const failing = new Map<string, TimerHandler>([['reminder', async () => Promise.reject(new Error('mail server down'))]]);
  const later = new Date(Date.now() + 61_000);
  expect(await sweepTimers(database.db, failing, later)).toBe(0);
  const row = await database.db.selectFrom('scheduled_timers').selectAll().where('timer_key', '=', orderId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ fired_at: null, attempts: 1, last_error: expect.stringContaining('mail server down'), parked_at: null });
  // it waits out its back-off (30 s after the first failure), then the sweep tries again
  const backoff = row.next_attempt_at!.getTime() - later.getTime();
  expect(backoff).toBeGreaterThanOrEqual(30_000);
  expect(backoff).toBeLessThan(31_000);
  expect(await sweepTimers(database.db, handlers, later)).toBe(0);
  expect(await sweepTimers(database.db, handlers, new Date(later.getTime() + 31_000))).toBe(1);
});

it('a delayed job that starts before its timer is due sends itself again for the rest, and the timer fires on time, once', async () => {
  const orderId = randomUUID();
  const dueAt = new Date(Date.now() + 400);
  await writeDueRow(database.db, { kind: 'reminder', key: orderId, dueAt, payload: { orderId } });
  // as a busy process's timer does: it starts while the row is not yet due
  await jobs.queue.enqueue(TIMER_FIRE_JOB, { kind: 'reminder', key: orderId }, { jobId: timerJobId('reminder', orderId) });
  await expect.poll(() => fired, TIMER_WAIT).toContain(orderId);
  expect(Date.now()).toBeGreaterThanOrEqual(dueAt.getTime());
  // long before the sweep (the test's sweep never runs)
  expect(Date.now() - dueAt.getTime()).toBeLessThan(5_000);
  expect(fired.filter((id) => id === orderId)).toHaveLength(1);
});
