import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, expect, it } from 'vitest';
import { silentLogger } from '../testing/jobs';
import { redisTestUrl, uniqueTestPrefix } from '../testing/services';
import { TcpProxy } from '../testing/tcp-proxy';
import { BullmqRunner } from './bullmq';

// The workers' check of their job schedulers, on the run's Redis under a prefix of this test's
// own: nothing here flushes anything (the flush and restart tests start their own redis-server).
const redisUrl = await redisTestUrl();

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TICKS_WAIT = { timeout: 10_000, interval: 10 };

async function workers(count: number, prefix: string, ran: { ticks: number }): Promise<BullmqRunner[]> {
  const runners: BullmqRunner[] = [];
  for (let i = 0; i < count; i++) {
    // No periodic check here: the test calls it, so it knows exactly when it runs.
    const runner = new BullmqRunner({ redisUrl: redisUrl!, prefix, attempts: 1, backoffMs: 10, concurrency: 2, logger: silentLogger, scheduleCheckMs: 3_600_000 });
    closers.push(() => runner.close());
    await runner.start([{ name: 'tick', process: async () => void ran.ticks++ }], [{ id: 'tick-minutely', name: 'tick', everyMs: 60_000 }]);
    runners.push(runner);
  }
  return runners;
}

function queueOf(prefix: string): Queue {
  const queue = new Queue('jobs', { connection: { url: redisUrl! }, prefix });
  closers.push(() => queue.close());
  return queue;
}

it.skipIf(!redisUrl)('leaves healthy schedules alone; three workers restoring a lost one at the same moment run its job at once, and at most once more', async () => {
  const prefix = uniqueTestPrefix();
  const ran = { ticks: 0 };
  const runners = await workers(3, prefix, ran);
  await expect.poll(() => ran.ticks, TICKS_WAIT).toBeGreaterThanOrEqual(1); // a new scheduler runs its job at once
  await sleep(300); // a sleep, not a wait: the other workers' schedulers must not run it again in this time
  expect(ran.ticks).toBe(1);
  for (const runner of runners) expect(await runner.checkSchedules()).toEqual([]);

  const queue = queueOf(prefix);
  await queue.removeJobScheduler('tick-minutely');
  expect(await queue.getJobSchedulersCount()).toBe(0);
  const restored = await Promise.all(runners.map((runner) => runner.checkSchedules()));
  expect(restored.flat()).toContain('tick-minutely');
  expect(await queue.getJobSchedulersCount()).toBe(1);
  await expect.poll(() => ran.ticks, TICKS_WAIT).toBeGreaterThanOrEqual(2);
  await sleep(500); // a sleep, not a wait: time for any further (unwanted) runs to show
  // Restored at once; a worker that upserts while another's fresh job is already running adds one run at most.
  expect(ran.ticks).toBeLessThanOrEqual(3);
  for (const runner of runners) expect(await runner.checkSchedules()).toEqual([]);
});

it.skipIf(!redisUrl)('restores a schedule whose next job is gone', async () => {
  const prefix = uniqueTestPrefix();
  const ran = { ticks: 0 };
  const [runner] = await workers(1, prefix, ran);
  await expect.poll(() => ran.ticks, TICKS_WAIT).toBeGreaterThanOrEqual(1);
  const queue = queueOf(prefix);
  const scheduler = await queue.getJobScheduler('tick-minutely');
  expect(scheduler?.next).toBeGreaterThan(Date.now());
  // As if the worker died between taking a job and adding the next one: the scheduler stays, its next job is gone.
  const redis = new Redis(redisUrl!);
  closers.push(async () => redis.disconnect());
  const jobId = `repeat:tick-minutely:${scheduler!.next}`;
  await redis.zrem(`${prefix}:jobs:delayed`, jobId);
  await redis.del(`${prefix}:jobs:${jobId}`);
  expect(await queue.getJobState(jobId)).toBe('unknown');

  expect(await runner!.checkSchedules()).toEqual(['tick-minutely']);
  const next = (await queue.getJobScheduler('tick-minutely'))?.next;
  expect(await queue.getJobState(`repeat:tick-minutely:${next}`)).not.toBe('unknown');
  expect(await runner!.checkSchedules()).toEqual([]);
});

it.skipIf(!redisUrl)('a check while Redis is unreachable fails quietly; after the reconnect the worker looks at once', async () => {
  const prefix = uniqueTestPrefix();
  const target = new URL(redisUrl!);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
  await proxy.up();
  closers.push(() => proxy.down());
  const viaProxy = new URL(redisUrl!);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const ran = { ticks: 0 };
  const warnings: string[] = [];
  const runner = new BullmqRunner({
    redisUrl: viaProxy.toString(),
    prefix,
    attempts: 1,
    backoffMs: 10,
    concurrency: 1,
    logger: { error: () => undefined, warn: (_object, message) => void warnings.push(message ?? '') },
    scheduleCheckMs: 3_600_000,
  });
  closers.push(() => runner.close());
  await runner.start([{ name: 'tick', process: async () => void ran.ticks++ }], [{ id: 'tick-minutely', name: 'tick', everyMs: 60_000 }]);
  await expect.poll(() => ran.ticks, TICKS_WAIT).toBeGreaterThanOrEqual(1);

  await proxy.down();
  await expect(runner.checkSchedules()).resolves.toEqual([]);
  expect(warnings).toContain('could not check the repeating jobs in Redis; trying again');
  // Redis loses the schedule while this worker cannot see it.
  const queue = queueOf(prefix);
  await queue.removeJobScheduler('tick-minutely');

  await proxy.up();
  await expect.poll(() => ran.ticks, TICKS_WAIT).toBeGreaterThanOrEqual(2); // no periodic check for an hour: the reconnect alone restored it
  expect(warnings).toContain('repeating jobs were missing from Redis and are registered again');
  expect(await queue.getJobSchedulersCount()).toBe(1);
});
