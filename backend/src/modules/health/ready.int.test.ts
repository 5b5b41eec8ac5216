import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { BullmqQueue, connectDatabase, EventStore, InProcessJobs, loadConfig, writeDueRow, type DatabaseHandle, type JobQueue } from '@pokerfest/infra';
import { createServer } from '../../app';
import { fakeDist } from '../../testing/test-app';
import { createTestDatabase } from '@pokerfest/infra/testing/services';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function serverWith(database: DatabaseHandle, queue: JobQueue, env: Record<string, string> = {}, logger = pino({ level: 'silent' })) {
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ready-')), ...env });
  const server = await createServer({ config, db: database.db, store: new EventStore({ db: database.db }), queue, distDir: fakeDist(), now: () => new Date() }, logger);
  closers.push(() => server.close(), () => queue.close(), () => database.close());
  return server;
}

const unreachableDatabase = () =>
  connectDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: '', poolMax: 1, statementTimeoutMs: 1000, idleInTransactionTimeoutMs: 1000 });

it('answers 503 when the database is unreachable', async () => {
  const server = await serverWith(await unreachableDatabase(), new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } }));
  const response = await server.inject('/api/ready');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down', queue: 'up' });
  expect((await server.inject('/api/health')).statusCode).toBe(200);
});

it('answers 503 when the queue is unreachable', async () => {
  const queue = new BullmqQueue({ redisUrl: 'redis://127.0.0.1:1', attempts: 1, backoffMs: 10, concurrency: 1, logger: { error: () => undefined, warn: () => undefined } });
  const server = await serverWith(await createTestDatabase(), queue);
  const response = await server.inject('/api/ready');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', database: 'up', queue: 'down', queueKind: 'bullmq' });
});

it('counts overdue and parked timers in its details; parked ones leave it ready', async () => {
  const database = await createTestDatabase();
  const server = await serverWith(database, new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } }));
  const past = new Date(Date.now() - 60_000);
  for (const key of ['a', 'b', 'c']) await writeDueRow(database.db, { kind: 'reminder', key, dueAt: past });
  await writeDueRow(database.db, { kind: 'reminder', key: 'later', dueAt: new Date(Date.now() + 60_000) });
  await writeDueRow(database.db, { kind: 'reminder', key: 'done', dueAt: past });
  await database.db.updateTable('scheduled_timers').set({ fired_at: new Date() }).where('timer_key', '=', 'done').execute();
  await database.db.updateTable('scheduled_timers').set({ parked_at: new Date(), attempts: 10, last_error: 'Error: no such intent' }).where('timer_key', '=', 'c').execute();

  const response = await server.inject('/api/ready');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready', database: 'up', queue: 'up', queueKind: 'in-process', overdueTimers: 2, parkedTimers: 1, payments: { refundsWithoutTimer: 0, repairedLast24Hours: { verdictRecovered: 0, refundTimerRearmed: 0, intentWithoutOrder: 0 } }, invoicing: { ready: false, missing: ['address'] } });
});

it('leaves the timer counts out when the database does not answer', async () => {
  const server = await serverWith(await unreachableDatabase(), new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } }));
  const body = (await server.inject('/api/ready')).json();
  expect(body).not.toHaveProperty('overdueTimers');
  expect(body).not.toHaveProperty('parkedTimers');
  expect(body).not.toHaveProperty('invoicing');
});

const inProcess = () => new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } });
const production = { NODE_ENV: 'production', DEMO_WEBHOOK_SECRET: 'd'.repeat(32) };

it("says in production that invoices wait for the seller's name and address, stays ready, and warns once at start", async () => {
  const database = await createTestDatabase();
  const lines: Array<{ level: number; msg: string; missing?: string[] }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = await serverWith(database, inProcess(), { ...production, SELLER_NAME: 'Shop GmbH', SELLER_ADDRESS: '' }, logger);
  await server.ready();
  const warnings = lines.filter((line) => line.msg.includes('seller'));
  expect(warnings).toEqual([expect.objectContaining({ level: 40, missing: ['address'] })]);

  const response = await server.inject('/api/ready');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ status: 'ready', invoicing: { ready: false, missing: ['address'] } });

  // an admin's complete seller in Settings is what counts, not the configured one
  const complete = { legalName: 'Shop GmbH', address: 'Ring 1\n1010 Vienna', registrationNumber: '', supportEmail: 'help@shop.example', invoicePrefix: 'INV', creditNotePrefix: 'CN', taxes: { hotel: { kind: 'none', note: 'n' }, tournaments: { kind: 'none', note: 'n' }, extras: { kind: 'none', note: 'n' } } };
  await database.db.insertInto('shop_settings').values({ name: 'seller', value: JSON.stringify(complete), created_by: null }).execute();
  expect((await server.inject('/api/ready')).json().invoicing).toEqual({ ready: true, missing: [] });
});

it('is ready for invoicing with a configured seller that has a name and an address, and does not warn', async () => {
  const lines: Array<{ msg: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const server = await serverWith(await createTestDatabase(), inProcess(), { ...production, SELLER_NAME: 'Shop GmbH', SELLER_ADDRESS: 'Ring 1, 1010 Vienna' }, logger);
  await server.ready();
  expect((await server.inject('/api/ready')).json().invoicing).toEqual({ ready: true, missing: [] });
  expect(lines.filter((line) => line.msg.includes('seller'))).toEqual([]);
});
