import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullmqQueue, bullmqOptions } from '@pokerfest/infra';
import { freePort, redisTestUrl, uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { projections } from '@pokerfest/projections';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { createTestApp, type TestApp } from '@pokerfest/backend/testing/test-app';
import type { SessionClient } from '@pokerfest/backend/testing/session-client';
import { confirmedOrder } from '@pokerfest/backend/modules/loyalty/testing/loyalty-fixture';
import { bookableFestival, fullOrder, type BookableFestival } from '@pokerfest/backend/testing/booking-fixture';
import { startWorker, type RunningWorker } from './worker';

// The Prometheus endpoints of the API and of the worker, scraped over HTTP as Prometheus would:
// each on a port of its own, the shop's port serving none of it; a booking moves the counters.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

async function scrape(port: number): Promise<Sample[]> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return (await response.text())
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named so whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

const projectionNames = projections.map((p) => p.name);

describe('the API in embedded mode', () => {
  let t: TestApp;
  let admin: SessionClient;
  let player: SessionClient;
  let festival: BookableFestival;

  beforeAll(async () => {
    t = await createTestApp({ metrics: true, env: { ORDER_RATE_LIMIT_MAX: '1' } });
    admin = (await loggedInAs(t, 'admin')).client;
    player = (await loggedInAs(t, 'player')).client;
    festival = await bookableFestival(admin);
  });
  afterAll(async () => t?.close());

  it('counts a booking, times its route by pattern, and shows the backlog gauges', async () => {
    const port = t.metrics!.server.port;
    const before = await scrape(port);
    expect(valueOf(before, 'pokerfest_orders_total', { outcome: 'placed' })).toBe(0);
    expect(valueOf(before, 'pokerfest_payment_verdicts_total', { outcome: 'succeeded' })).toBe(0);
    expect(valueOf(before, 'process_cpu_seconds_total')).toBeGreaterThan(0);

    const orderId = await confirmedOrder(player, festival);
    expect((await player.get(`/api/orders/${orderId}`)).statusCode).toBe(200);
    expect((await player.post('/api/login', { username: 'nobody-here', password: 'wrong-password' })).statusCode).toBe(401);
    expect((await player.post('/api/orders', fullOrder(festival))).statusCode).toBe(429);

    const after = await scrape(port);
    expect(valueOf(after, 'pokerfest_orders_total', { outcome: 'placed' })).toBe(1);
    expect(valueOf(after, 'pokerfest_orders_total', { outcome: 'confirmed' })).toBe(1);
    expect(valueOf(after, 'pokerfest_payment_verdicts_total', { outcome: 'succeeded' })).toBe(1);
    expect(valueOf(after, 'pokerfest_payment_verdicts_total', { outcome: 'failed' })).toBe(0);
    expect(valueOf(after, 'pokerfest_http_request_duration_seconds_count', { method: 'POST', route: '/api/orders', status_code: '201' })).toBe(1);
    expect(valueOf(after, 'pokerfest_http_request_duration_seconds_count', { method: 'GET', route: '/api/orders/:id', status_code: '200' })).toBe(1);
    expect(valueOf(after, 'pokerfest_login_failures_total')).toBe(1);
    expect(valueOf(after, 'pokerfest_rate_limited_total', { route: '/api/orders' })).toBe(1);
    // the route pattern, never the URL: no series names the order
    expect(after.filter((s) => Object.values(s.labels).some((value) => value.includes(orderId)))).toEqual([]);

    for (const projection of projectionNames) {
      expect(valueOf(after, 'pokerfest_projection_lag_events', { projection })).toBeGreaterThanOrEqual(0);
      expect(valueOf(after, 'pokerfest_projection_lag_seconds', { projection })).toBeGreaterThanOrEqual(0);
    }
    // the in-process runner catches every projection up
    await expect.poll(async () => (await scrape(port)).filter((s) => s.name === 'pokerfest_projection_lag_events' && s.value === 0).length, { timeout: 15_000 }).toBe(
      projectionNames.length,
    );
    expect(valueOf(after, 'pokerfest_timers', { state: 'overdue' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'pokerfest_timers', { state: 'parked' })).toBe(0);
    // no queue to count without Redis
    expect(after.some((s) => s.name === 'pokerfest_queue_jobs')).toBe(false);
  });

  it('is served only on its own port, bound to loopback, never through the shop', async () => {
    expect(t.metrics!.server.host).toBe('127.0.0.1');
    for (const url of ['/metrics', '/api/metrics']) {
      const answer = await t.server.inject({ method: 'GET', url });
      expect(answer.body).not.toContain('pokerfest_');
    }
    expect((await fetch(`http://127.0.0.1:${t.metrics!.server.port}/other`)).status).toBe(404);
  });
});

const redisUrl = await redisTestUrl();

describe.skipIf(!redisUrl)('the API on BullMQ and a worker process', () => {
  let t: TestApp;
  let worker: RunningWorker;
  let workerPort: number;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    t = await createTestApp({
      metrics: true,
      env: { REDIS_URL: redisUrl, BULLMQ_PREFIX: uniqueTestPrefix(), ORDER_HOLD_MS: '3000' },
      queue: (config) => new BullmqQueue(bullmqOptions(config, config.REDIS_URL!, logger)),
    });
    if (!t.database.url) throw new Error('a worker needs a real Postgres');
    workerPort = await freePort();
    worker = await startWorker({ ...t.config, WORKER_METRICS_PORT: workerPort }, logger);
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('each process counts what it appended; both show the queue and the backlog', async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    const player = (await loggedInAs(t, 'player')).client;
    const festival = await bookableFestival(admin);
    // left unpaid: the worker's hold timer expires it
    expect((await player.post('/api/orders', fullOrder(festival))).statusCode).toBe(201);

    const api = await scrape(t.metrics!.server.port);
    expect(valueOf(api, 'pokerfest_orders_total', { outcome: 'placed' })).toBe(1);
    expect(valueOf(api, 'pokerfest_queue_jobs', { state: 'failed' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(api, 'pokerfest_queue_jobs', { state: 'delayed' })).toBeGreaterThanOrEqual(0);

    await expect.poll(async () => valueOf(await scrape(workerPort), 'pokerfest_orders_total', { outcome: 'expired' }), { timeout: 20_000, interval: 200 }).toBe(1);
    const scraped = await scrape(workerPort);
    expect(valueOf(scraped, 'pokerfest_orders_total', { outcome: 'placed' })).toBe(0);
    expect(valueOf(scraped, 'pokerfest_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    for (const projection of projectionNames) expect(valueOf(scraped, 'pokerfest_projection_lag_seconds', { projection })).toBeGreaterThanOrEqual(0);
    // the worker's runs catch every projection up
    await expect.poll(async () => (await scrape(workerPort)).filter((s) => s.name === 'pokerfest_projection_lag_events' && s.value === 0).length, { timeout: 15_000 }).toBe(
      projectionNames.length,
    );
    // the API measures no process's traffic but its own: the worker serves no HTTP series
    expect(scraped.some((s) => s.name === 'pokerfest_http_request_duration_seconds_count')).toBe(false);
  }, 60_000);
});
