import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/services';
import { registerBacklogGauges } from './backlog';
import { ShopMetrics } from './shop-metrics';

// A scrape never hangs on a source that does not answer: it leaves that source's series out and counts the failure.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const failuresOf = async (metrics: ShopMetrics, source: string) =>
  (await metrics.collectFailures.get()).values.find((sample) => sample.labels.source === source)?.value ?? 0;

it('answers a scrape within the timeout when the queue does not answer, without the queue series', async () => {
  const metrics = new ShopMetrics();
  registerBacklogGauges(metrics, {
    db: database.db,
    projections: ['orders'],
    jobCounts: () => new Promise(() => undefined),
    now: () => new Date(),
    // long enough for the database's reads on a loaded machine; the queue never answers at all
    collectTimeoutMs: 1_000,
  });
  const started = Date.now();
  const text = await metrics.registry.metrics();
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(text).not.toMatch(/^pokerfest_queue_jobs\{/m);
  expect(text).toMatch(/^pokerfest_projection_lag_events\{projection="orders"\} 0$/m);
  expect(text).toMatch(/^pokerfest_timers\{state="overdue"\} 0$/m);
  expect(await failuresOf(metrics, 'queue')).toBe(1);
  expect(await failuresOf(metrics, 'projections')).toBe(0);
});

it('leaves the database gauges out, and counts the failures, when the database fails', async () => {
  const metrics = new ShopMetrics();
  const broken = await createTestDatabase();
  await broken.close();
  registerBacklogGauges(metrics, { db: broken.db, projections: ['orders'], now: () => new Date(), collectTimeoutMs: 500 });
  const text = await metrics.registry.metrics();
  expect(text).not.toMatch(/^pokerfest_projection_lag_(events|seconds)\{/m);
  expect(text).not.toMatch(/^pokerfest_timers\{/m);
  expect(await failuresOf(metrics, 'projections')).toBe(1);
  expect(await failuresOf(metrics, 'timers')).toBe(1);
});
