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

async function serverWith(database: DatabaseHandle, queue: JobQueue) {
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ready-')) });
  const server = await createServer(
    { config, db: database.db, store: new EventStore({ db: database.db }), queue, distDir: fakeDist(), now: () => new Date() },
    pino({ level: 'silent' }),
  );
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
  expect(response.json()).toEqual({ status: 'ready', database: 'up', queue: 'up', queueKind: 'in-process', overdueTimers: 2, parkedTimers: 1 });
});

it('leaves the timer counts out when the database does not answer', async () => {
  const server = await serverWith(await unreachableDatabase(), new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } }));
  const body = (await server.inject('/api/ready')).json();
  expect(body).not.toHaveProperty('overdueTimers');
  expect(body).not.toHaveProperty('parkedTimers');
});
