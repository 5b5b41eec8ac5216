import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@pokerfest/infra/testing/services';
import { createBookable, expiryEffects, placeOverdueOrders, unfiredHoldTimers } from '@pokerfest/backend/modules/orders/testing/overdue-orders';
import { exitOf, terminated, WorkerProcesses } from './testing/worker-processes';

// A real worker process is killed with SIGKILL while its sweep works through a backlog of overdue
// hold expiries; a second worker finishes. Timers are at-least-once, so what must hold is the
// effect: every order expired, exactly once (one OrderExpired, one StockReleased, its seat free).
const haveRedis = redisServerAvailable();
let database: TestDatabase;
let redis: OwnRedis;
const workers = new WorkerProcesses();

beforeAll(async () => {
  if (!haveRedis) return;
  database = await createTestDatabase();
  redis = await startOwnRedis();
});
afterAll(async () => {
  workers.killAll();
  await redis?.stop();
  await database?.close();
});

const startWorkerProcess = (prefix: string, logs: string[]) => workers.start({ databaseUrl: database.url, redisUrl: redis.url, prefix, logs, env: { TIMER_SWEEP_MS: '2000' } });

const WORKER_WAIT = { timeout: 60_000, interval: 50 };

it.skipIf(!haveRedis)(
  'a worker killed mid-backlog loses no timer, and the effects happen once',
  async () => {
    if (!database.url) throw new Error('a real Postgres is needed for worker processes');
    const orderIds = await placeOverdueOrders(database.db, await createBookable(database.db), 1500);
    const prefix = uniqueTestPrefix();

    const logsA: string[] = [];
    const first = startWorkerProcess(prefix, logsA);
    const firstExit = exitOf(first);
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

    expect(await terminated(second)).toBe(0);
  },
  180_000,
);
