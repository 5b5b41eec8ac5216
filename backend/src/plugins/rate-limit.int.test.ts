import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { onPostgresServer, uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { createTestApp, type TestApp } from '../testing/test-app';

// With REDIS_URL the per-address limits are counted in Redis, shared by every API instance. While
// Redis does not answer (frozen here: a redis-server of this test's own), each instance counts for
// itself instead, at once. REDIS_URL needs a database server, so this runs on Postgres only.
const runs = (await onPostgresServer()) && redisServerAvailable();

const MAX = 4;
let redis: OwnRedis;
let client: Redis;
let a: TestApp;
let b: TestApp;
const prefix = uniqueTestPrefix();

beforeAll(async () => {
  if (!runs) return;
  redis = await startOwnRedis();
  client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  // 500 ms, not 200: on a busy CI machine a live Redis may take longer than 200 ms now and then
  const env = { REDIS_URL: redis.url, BULLMQ_PREFIX: prefix, AUTH_RATE_LIMIT_MAX: String(MAX), REDIS_PROBE_INTERVAL_MS: '100', REDIS_REQUEST_TIMEOUT_MS: '500' };
  [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
}, 30_000);

afterAll(async () => {
  redis?.thaw();
  client?.disconnect();
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
});

async function reset(app: TestApp, address: string): Promise<{ code: number; ms: number }> {
  const started = performance.now();
  const answer = await app.server.inject({ method: 'POST', url: '/api/request-password-reset', remoteAddress: address, payload: { email: 'nobody@example.com' } });
  return { code: answer.statusCode, ms: performance.now() - started };
}

const codes = async (app: TestApp, address: string, n: number) => {
  const answers: Array<{ code: number; ms: number }> = [];
  for (let i = 0; i < n; i++) answers.push(await reset(app, address));
  return answers;
};

it.skipIf(!runs)('shares the counts between instances through Redis, and counts in each process while Redis is frozen', async () => {
  const shared = [...(await codes(a, '203.0.113.7', 3)), ...(await codes(b, '203.0.113.7', 3))].map((answer) => answer.code);
  expect(shared.slice(0, MAX)).not.toContain(429);
  expect(shared.slice(MAX)).toEqual([429, 429]);
  await client.connect();
  expect(Number(await client.get(`${prefix}-rate-limit-POST/api/request-password-reset-203.0.113.7`))).toBe(6);

  redis.freeze();
  let frozen: Array<{ code: number; ms: number }>;
  try {
    // the address limited in Redis starts afresh in each process; neither refuses everybody nor waits
    frozen = [...(await codes(a, '203.0.113.7', MAX + 1)), ...(await codes(b, '203.0.113.7', MAX + 1))];
  } finally {
    redis.thaw();
  }
  expect(frozen.map((answer) => answer.code === 429)).toEqual([false, false, false, false, true, false, false, false, false, true]);
  for (const answer of frozen) expect(answer.ms).toBeLessThan(1000);
  // each process waits out REDIS_REQUEST_TIMEOUT_MS (500) once; after it, Redis is not asked
  expect(frozen.filter((answer) => answer.ms >= 450).length).toBeLessThanOrEqual(2);

  // back: a probe finds Redis within REDIS_PROBE_INTERVAL_MS, and the counts are shared again
  const key = (address: string) => `${prefix}-rate-limit-POST/api/request-password-reset-${address}`;
  for (const [app, address] of [[a, '203.0.113.10'], [b, '203.0.113.11']] as const) {
    await vi.waitFor(
      async () => {
        await reset(app, address);
        expect(await client.get(key(address)), `${address} counted in Redis`).not.toBeNull();
      },
      { timeout: 5000, interval: 20 },
    );
  }
  const after = [...(await codes(a, '203.0.113.12', MAX)), ...(await codes(b, '203.0.113.12', 1))].map((answer) => answer.code);
  expect(after.at(-1)).toBe(429);
  expect(Number(await client.get(key('203.0.113.12')))).toBe(MAX + 1);
}, 30_000);

it.skipIf(!runs)('counts requests sent at once each on its own, in one exchange with Redis per turn', async () => {
  const address = '203.0.113.20';
  const answers = await Promise.all([a, b, a, b, a, b, a, b, a, b].map((app) => reset(app, address)));
  expect(answers.filter((answer) => answer.code === 429)).toHaveLength(10 - MAX);
  expect(Number(await client.get(`${prefix}-rate-limit-POST/api/request-password-reset-${address}`))).toBe(10);
});
