import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresServer } from '@pokerfest/infra/testing/services';
import { connectDatabase, createPaymentProvider, drainTimers, EventStore, type DatabaseHandle } from '@pokerfest/infra';
import { inlineProjector, projections } from '@pokerfest/projections';
import { createServer } from '../../app';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, roomOnly, type BookableFestival } from '../../testing/booking-fixture';
import { demoCard } from '../orders/testing/demo-payments';
import { lostJobs } from '../../testing/lost-jobs';
import { DOCUMENT_ISSUE_TIMER_KIND } from './pending-documents';
import { saveSeller } from './testing/document-fixture';

// Gapless numbers under load (issue 18): 100 orders confirmed at the same moment through two API
// instances (each with its own connection pool and event store, on one database), while a third
// caller, in the worker's role, issues the invoices that waited for the seller's address with the
// job catalogue's timer handlers. Every invoice takes its number in the transaction that issues
// it, so the numbers are 1..n with no gap and no duplicate, and its time once it has the number,
// so the times follow the numbers.

const CONFIRMED_AT_ONCE = 100;
const WAITING = 20;
const year = new Date().getUTCFullYear();

// Two API instances and a worker on one database: Postgres only (the embedded database is one
// process's); CI runs it (REQUIRE_SERVICES=1).
const onPostgres = await onPostgresServer();

let t: TestApp;
let second: { database: DatabaseHandle; server: FastifyInstance };
let worker: DatabaseHandle;
let festival: BookableFestival;
let player: SessionClient;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ queue: lostJobs });
  const database = await connectDatabase({ dataDir: '', databaseUrl: t.database.url, poolMax: 20, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 30_000 });
  const store = new EventStore({ db: database.db, inline: inlineProjector(projections), streamLockTimeoutMs: t.config.COMMAND_LOCK_TIMEOUT_MS });
  const now = () => new Date();
  const server = await createServer({ config: t.config, db: database.db, store, queue: lostJobs, distDir: t.distDir, now, payments: createPaymentProvider(t.config, database.db, { now }) }, pino({ level: 'silent' }));
  second = { database, server };
  worker = await connectDatabase({ dataDir: '', databaseUrl: t.database.url, poolMax: 10, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 30_000 });
  const admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: CONFIRMED_AT_ONCE + WAITING + 5 });
  player = (await loggedInAs(t, 'player')).client;
}, 60_000);
afterAll(async () => {
  await second?.server.close();
  await second?.database.close();
  await worker?.close();
  await t?.close();
});

/** A placed order with its payment intent: what is left is the card confirmation that confirms it. */
async function awaitingCard(): Promise<{ orderId: string; clientSecret: string }> {
  const order = await player.post('/api/orders', roomOnly(festival));
  expect(order.statusCode, order.body).toBe(201);
  const intent = await player.post('/api/create-payment-intent', { orderId: order.json().id, amount: 480 });
  expect(intent.statusCode, intent.body).toBe(201);
  return { orderId: order.json().id, clientSecret: intent.json().clientSecret };
}

async function pay(client: SessionClient, clientSecret: string): Promise<void> {
  const paid = await client.post('/api/payments/demo/confirm', { clientSecret, ...demoCard('4242 4242 4242 4242') });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
}

async function inBatches<T>(count: number, size: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - made.length) }, make))));
  return made;
}

const waitingTimers = async () =>
  Number((await t.database.db.selectFrom('scheduled_timers').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND).where('fired_at', 'is', null).executeTakeFirstOrThrow()).n);

describe.skipIf(!onPostgres)('invoice numbers under concurrent confirmations', () => {
  it(`${CONFIRMED_AT_ONCE} confirmations on two API instances and a worker's timers give consecutive numbers, no gap, no duplicate, dated in number order`, { timeout: 180_000 }, async () => {
    // the configured seller has no address: these orders' invoices wait on their timers
    for (const order of await inBatches(WAITING, 10, awaitingCard)) await pay(player, order.clientSecret);
    expect(await waitingTimers()).toBe(WAITING);
    await saveSeller(t.database.db);

    const orders = await inBatches(CONFIRMED_AT_ONCE, 10, awaitingCard);
    const onSecond = new SessionClient(second.server);
    onSecond.cookie = player.cookie;
    const handlers = testTimerHandlers({ db: worker.db, store: new EventStore({ db: worker.db, inline: inlineProjector(projections), streamLockTimeoutMs: t.config.COMMAND_LOCK_TIMEOUT_MS }), queue: lostJobs, config: t.config });
    const workerRole = async () => {
      // the worker's sweep, round after round, until no invoice waits
      while ((await waitingTimers()) > 0) await drainTimers(worker.db, handlers, new Date(), { batchSize: 5, concurrency: 4 });
    };

    const started = performance.now();
    await Promise.all([...orders.map((order, i) => pay(i % 2 === 0 ? player : onSecond, order.clientSecret)), workerRole()]);
    const seconds = (performance.now() - started) / 1000;

    const invoices = await t.database.db.selectFrom('order_documents').select(['order_id', 'number', 'sequence', 'issued_at']).where('kind', '=', 'invoice').orderBy('sequence').execute();
    const total = CONFIRMED_AT_ONCE + WAITING;
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(total);
    expect(new Set(invoices.map((invoice) => invoice.order_id)).size).toBe(total);
    expect(invoices.at(-1)?.number).toBe(`INV-${year}-${String(total).padStart(5, '0')}`);
    // a higher number never carries an earlier issue time
    const earlierThanItsPredecessor = invoices.filter((invoice, i) => i > 0 && invoice.issued_at < invoices[i - 1]!.issued_at).map((invoice) => invoice.number);
    expect(earlierThanItsPredecessor).toEqual([]);
    expect(await t.database.db.selectFrom('document_series').selectAll().execute()).toEqual([{ kind: 'invoice', year, last_sequence: total }]);
    expect(await waitingTimers()).toBe(0);
    // the whole confirmation is timed (card, webhook, order command, invoice): the figure is confirmations with their invoice per second
    console.log(`numbering: ${total} invoices (${CONFIRMED_AT_ONCE} confirmed at once on two API instances, ${WAITING} by the worker's timers) in ${seconds.toFixed(2)} s: ${(total / seconds).toFixed(1)} invoices issued per second, numbers 1..${total} without a gap or duplicate`);
  });
});
