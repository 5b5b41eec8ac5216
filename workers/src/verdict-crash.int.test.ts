import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { JobQueue } from '@pokerfest/infra';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { createTestApp, type TestApp } from '@pokerfest/backend/testing/test-app';
import { bookableFestival, fullOrder } from '@pokerfest/backend/testing/booking-fixture';
import { demoCard } from '@pokerfest/backend/modules/orders/testing/demo-payments';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { exitOf, WorkerProcesses } from './testing/worker-processes';

// Issue 27, item 7, with real processes: players pay with the demo card through the compiled API;
// for some of them the order is busy (its stream lock held by this test) when the card's verdict
// comes, so the API has charged the card and waits to record the verdict. The API is killed with
// SIGKILL right then. A worker, started afterwards, must leave every charged order confirmed (or
// refunded), never expired with the money kept: the hold's expiry asks the provider first, the
// provider's delivery comes again, and the reconciliation compares (a worker runs it as it starts,
// so here it is usually the one that finds them; lost-verdicts.int.test.ts shows each net alone).

const ORDERS = 12;
/** Charged cards whose verdicts the killed API never recorded. */
const CAUGHT = 8;
const HOLD_MS = 6_000;
const WAIT = { timeout: 60_000, interval: 50 };
const idleQueue: JobQueue = { kind: 'in-process', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };

const available = redisServerAvailable() && Boolean(process.env.DATABASE_URL);
let t: TestApp;
let redis: OwnRedis;
const workers = new WorkerProcesses();
let api: ApiProcess | undefined;

beforeAll(async () => {
  if (!available) return;
  // orders placed here hold for seconds, so the worker's hold expiry comes before the redelivery
  t = await createTestApp({ queue: idleQueue, env: { ORDER_HOLD_MS: String(HOLD_MS) } });
  redis = await startOwnRedis();
}, 60_000);
afterAll(async () => {
  api?.child.kill('SIGKILL');
  workers.killAll();
  await redis?.stop();
  await t?.close();
});

interface Checkout {
  orderId: string;
  clientSecret: string;
  cookie: string;
}

async function checkouts(): Promise<Checkout[]> {
  const admin = (await loggedInAs(t, 'admin')).client;
  const festival = await bookableFestival(admin, { rooms: ORDERS, seats: ORDERS });
  const placed: Checkout[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const player = (await loggedInAs(t, 'player')).client;
    const order = await player.post('/api/orders', fullOrder(festival));
    expect(order.statusCode, order.body).toBe(201);
    const orderId = String(order.json().id);
    const intent = await player.post('/api/create-payment-intent', { orderId, amount: 825.5 });
    expect(intent.statusCode, intent.body).toBe(201);
    placed.push({ orderId, clientSecret: intent.json().clientSecret, cookie: player.cookie! });
  }
  return placed;
}

async function eventsOf(orderId: string): Promise<string[]> {
  return (await t.store.readStream(`order-${orderId}`)).map((event) => event.type);
}

const succeededIntents = async (orderIds: readonly string[]) =>
  (await t.database.db.selectFrom('demo_payment_intents').select('order_id').where('order_id', 'in', orderIds).where('status', '=', 'succeeded').execute()).length;

it.skipIf(!available)(
  'an API killed between the charge and the verdict: every charged order ends confirmed, none expired with the money kept',
  async () => {
    const placed = await checkouts();
    const caught = placed.slice(0, CAUGHT);
    const prefix = uniqueTestPrefix();
    // the API's own delivery would come again only after a minute: the worker's hold expiry acts first
    api = await startApiProcess({ databaseUrl: t.database.url!, redisUrl: redis.url, prefix, env: { DEMO_WEBHOOK_REDELIVERY_MS: '60000', COMMAND_LOCK_TIMEOUT_MS: '30000' } });
    const apiExit = exitOf(api.child);

    // the caught orders are busy: their streams' locks held by this test until the API is dead
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockedAll = () => {};
    const locked = new Promise<void>((resolve) => (lockedAll = resolve));
    const holding = t.database.db.transaction().execute(async (trx) => {
      for (const { orderId } of caught) await sql`SELECT pg_advisory_xact_lock(1163088716, hashtext(${`order-${orderId}`}))`.execute(trx);
      lockedAll();
      await released;
    });
    await locked;

    const paying = placed.map(({ clientSecret, cookie }) =>
      fetch(`${api!.baseUrl}/api/payments/demo/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sid=${cookie}` },
        body: JSON.stringify({ clientSecret, ...demoCard('4242 4242 4242 4242') }),
      }).then((answer) => answer.status, () => 'killed' as const),
    );
    // every card is charged; the free orders' verdicts are recorded, the caught ones wait for their lock
    await vi.waitFor(async () => expect(await succeededIntents(placed.map((p) => p.orderId)), api!.logs.join('')).toBe(ORDERS), WAIT);
    // the free orders' checkouts have their answers: only the caught ones are in flight when the API dies
    expect(await Promise.all(paying.slice(CAUGHT))).toEqual(placed.slice(CAUGHT).map(() => 200));
    api.child.kill('SIGKILL');
    await apiExit;
    release();
    await holding;
    const answers = await Promise.all(paying);
    expect(answers.filter((status) => status === 'killed')).toHaveLength(CAUGHT);
    for (const { orderId } of caught) expect(await eventsOf(orderId)).not.toContain('PaymentSucceeded');

    // after the holds, a worker: each caught order is confirmed by its charge, none expired, nothing refunded
    const logs: string[] = [];
    const workerStarted = Date.now();
    workers.start({ databaseUrl: t.database.url, redisUrl: redis.url, prefix, logs });
    await vi.waitFor(async () => {
      const histories = await Promise.all(caught.map(({ orderId }) => eventsOf(orderId)));
      expect(histories.filter((types) => types.includes('OrderConfirmed')), logs.join('')).toHaveLength(CAUGHT);
    }, WAIT);
    console.log(`${CAUGHT} charged orders whose verdicts died with the API: all confirmed ${((Date.now() - workerStarted) / 1000).toFixed(1)} s after a worker started`);
    for (const { orderId } of placed) {
      const types = await eventsOf(orderId);
      expect(types.filter((type) => type === 'PaymentSucceeded'), orderId).toHaveLength(1);
      expect(types.filter((type) => type === 'OrderConfirmed'), orderId).toHaveLength(1);
      expect(types, orderId).not.toContain('OrderExpired');
      expect(types, orderId).not.toContain('RefundRequested');
    }
    const refunds = await t.database.db.selectFrom('demo_payment_refunds').select('id').execute();
    expect(refunds).toEqual([]);
  },
  120_000,
);
