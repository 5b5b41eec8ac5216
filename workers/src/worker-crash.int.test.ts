import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@pokerfest/infra/testing/services';
import { createBookable, expiryEffects, placeOverdueOrders, unfiredHoldTimers } from '@pokerfest/backend/modules/orders/testing/overdue-orders';

// A real worker process is killed with SIGKILL while its sweep works through a backlog of overdue
// hold expiries; a second worker finishes. Timers are at-least-once, so what must hold is the
// effect: every order expired, exactly once (one OrderExpired, one StockReleased, its seat free).
const haveRedis = redisServerAvailable();
let database: TestDatabase;
let redis: OwnRedis;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!haveRedis) return;
  database = await createTestDatabase();
  redis = await startOwnRedis();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await redis?.stop();
  await database?.close();
});

function startWorkerProcess(prefix: string, logs: string[]): ChildProcess {
  const child = spawn(process.execPath, compiledServerArguments('worker'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      BULLMQ_PREFIX: prefix,
      SESSION_SECRET: 'w'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'worker-data-')),
      LOG_LEVEL: 'warn',
      // A dead worker's claimed timers go back to the others after the lease; short here.
      TIMER_LEASE_MS: '2000',
      TIMER_SWEEP_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  children.push(child);
  return child;
}

const WORKER_WAIT = { timeout: 60_000, interval: 50 };

it.skipIf(!haveRedis)(
  'a worker killed mid-backlog loses no timer, and the effects happen once',
  async () => {
    if (!database.url) throw new Error('a real Postgres is needed for worker processes');
    const orderIds = await placeOverdueOrders(database.db, await createBookable(database.db), 1500);
    const prefix = uniqueTestPrefix();

    const logsA: string[] = [];
    const first = startWorkerProcess(prefix, logsA);
    const firstExit = new Promise((resolve) => first.once('exit', resolve));
    await vi.waitFor(async () => expect(await unfiredHoldTimers(database.db, orderIds), `the first worker firing (${logsA.join('')})`).toBeLessThanOrEqual(orderIds.length - 300), WORKER_WAIT);
    first.kill('SIGKILL');
    await firstExit;
    const leftAtKill = await unfiredHoldTimers(database.db, orderIds);
    const heldByTheDead = await database.db
      .selectFrom('scheduled_timers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('timer_key', 'in', orderIds)
      .where('fired_at', 'is', null)
      .where('next_attempt_at', '>', new Date())
      .executeTakeFirstOrThrow();
    expect(leftAtKill).toBeGreaterThan(0);

    const killedAt = Date.now();
    const logsB: string[] = [];
    const second = startWorkerProcess(prefix, logsB);
    await vi.waitFor(async () => expect(await unfiredHoldTimers(database.db, orderIds), `the second worker finishing (${logsB.join('')})`).toBe(0), WORKER_WAIT);
    console.log(
      `killed the first worker with ${leftAtKill} of ${orderIds.length} timers left (${heldByTheDead.n} claimed by it); ` +
        `the second worker fired the rest within ${((Date.now() - killedAt) / 1000).toFixed(1)} s of the kill`,
    );

    expect(await expiryEffects(database.db, orderIds)).toEqual({ expiredOnce: orderIds.length, releasedOnce: orderIds.length, stillHeld: 0, doubled: 0 });

    const secondExit = new Promise<number | null>((resolve) => second.once('exit', (code) => resolve(code)));
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  },
  180_000,
);
