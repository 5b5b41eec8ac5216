import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { JobQueue } from '@pokerfest/infra';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';
import { uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { createTestApp, type TestApp } from '@pokerfest/backend/testing/test-app';
import { bookableFestival } from '@pokerfest/backend/modules/orders/testing/booking-fixture';
import { confirm, paidOrder, quote } from '@pokerfest/backend/modules/orders/testing/change-fixture';

// Players cancel paid bookings; the API writes each refund's durable timer with the cancellation and
// no job runs in it. A real worker process is killed with SIGKILL while it asks the provider for
// those refunds; a second worker finishes. Timers are at-least-once and the provider call is keyed
// by the refund, so what must hold is the money: every booking refunded, exactly once, in full.
const haveRedis = redisServerAvailable();
const ORDERS = 60;
let t: TestApp;
let redis: OwnRedis;
const children: ChildProcess[] = [];

/** The API enqueues nothing: the refunds wait as due timers for the worker's sweep. */
const idle: JobQueue = { kind: 'in-process', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };

beforeAll(async () => {
  if (!haveRedis) return;
  t = await createTestApp({ queue: idle });
  redis = await startOwnRedis();
}, 60_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await redis?.stop();
  await t?.close();
});

function startWorker(prefix: string, logs: string[]): ChildProcess {
  const child = spawn(process.execPath, compiledServerArguments('worker'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      REDIS_URL: redis.url,
      BULLMQ_PREFIX: prefix,
      SESSION_SECRET: 'w'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'worker-data-')),
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
      TIMER_LEASE_MS: '2000',
      TIMER_SWEEP_MS: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  children.push(child);
  return child;
}

async function refundsByOrder(orderIds: readonly string[]): Promise<Map<string, number[]>> {
  const rows = await t.database.db
    .selectFrom('demo_payment_refunds as r')
    .innerJoin('demo_payment_intents as i', 'i.id', 'r.intent_id')
    .select(['i.order_id', 'r.amount_cents'])
    .where('i.order_id', 'in', orderIds)
    .execute();
  const byOrder = new Map<string, number[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), Number(row.amount_cents)]);
  return byOrder;
}

const WORKER_WAIT = { timeout: 60_000, interval: 20 };

it.skipIf(!haveRedis)(
  'a worker killed between the cancellations and their refunds: every booking refunded exactly once',
  async () => {
    if (!t.database.url) throw new Error('a real Postgres is needed for worker processes');
    const admin = (await loggedInAs(t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: ORDERS });
    const orderIds: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const player = (await loggedInAs(t, 'player')).client;
      const orderId = await paidOrder(player, festival);
      await confirm(player, orderId, (await quote(player, orderId, { cancel: true })).quoteId);
      orderIds.push(orderId);
    }
    expect((await refundsByOrder(orderIds)).size).toBe(0);

    const prefix = uniqueTestPrefix();
    const logsA: string[] = [];
    const first = startWorker(prefix, logsA);
    const firstExit = new Promise((resolve) => first.once('exit', resolve));
    await vi.waitFor(async () => expect((await refundsByOrder(orderIds)).size, `the first worker refunding (${logsA.join('')})`).toBeGreaterThan(0), WORKER_WAIT);
    first.kill('SIGKILL');
    await firstExit;
    const atKill = (await refundsByOrder(orderIds)).size;

    const logsB: string[] = [];
    const second = startWorker(prefix, logsB);
    await vi.waitFor(async () => expect((await refundsByOrder(orderIds)).size, `the second worker finishing (${logsB.join('')})`).toBe(ORDERS), WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${ORDERS} refunds; the second made the rest`);
    const refunds = await refundsByOrder(orderIds);
    expect([...refunds.values()].filter((amounts) => amounts.length !== 1 || amounts[0] !== 82_550)).toEqual([]);

    const secondExit = new Promise<number | null>((resolve) => second.once('exit', (code) => resolve(code)));
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  },
  180_000,
);
