import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderStream } from '@pokerfest/domain';
import { EventStore } from '@pokerfest/infra';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';
import { createTestDatabase, redisTestUrl, type TestDatabase } from '@pokerfest/infra/testing/services';
import { projections, waitForProjections } from '@pokerfest/projections';
import { createBookable, placeOverdueOrders } from '@pokerfest/backend/modules/orders/testing/overdue-orders';

// The worker process only exists beside real Postgres and Redis; the embedded mode runs jobs in the API.
const redisUrl = await redisTestUrl();
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

it.skipIf(!redisUrl)('keeps projections up to date and exits 0 on SIGTERM after finishing its batch', async () => {
  if (!database.url) throw new Error('a real Postgres is needed beside Redis');
  const prefix = `w${Date.now()}`;
  const child = spawn(process.execPath, compiledServerArguments('worker'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: prefix,
      SESSION_SECRET: 'w'.repeat(40),
      // The demo webhook secret it is not given is generated here, not in the working copy.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'worker-data-')),
      LOG_LEVEL: 'info',
      PROJECTION_TICK_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // placed through an event store without the inline hook: only the worker's runs build its row
  const [orderId] = await placeOverdueOrders(database.db, await createBookable(database.db), 1, { expiresInMs: 10 * 60_000 });
  const [placed] = (await new EventStore({ db: database.db }).readStream(orderStream, orderId!)).slice(-1);
  const caughtUp = await waitForProjections(database.db, projections.map((p) => p.name), placed!.position, 30_000);
  expect(caughtUp, logs.join('')).toBe(true);
  const row = await database.db.selectFrom('order_views').select(['status', 'last_version']).where('id', '=', orderId!).executeTakeFirst();
  expect(row).toEqual({ status: 'pending', last_version: placed!.streamVersion });

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(logs.join('')).toContain('worker stopped');
}, 60_000);
