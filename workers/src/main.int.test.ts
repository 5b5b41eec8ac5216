import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EventStore } from '@pokerfest/infra';
import { createTestDatabase, redisTestUrl, type TestDatabase } from '@pokerfest/infra/testing/services';
import { streamSummaries, waitForProjections } from '@pokerfest/projections';

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
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
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

  const store = new EventStore({ db: database.db });
  const result = await store.append({
    streamId: 'order-worker-test',
    streamType: 'order',
    expectedVersion: 0,
    events: [{ type: 'OrderPlaced', data: {} }],
    metadata: { correlationId: 'c', causationId: null, actorId: null, occurredAt: new Date().toISOString() },
  });
  const caughtUp = await waitForProjections(database.db, [streamSummaries.name], result.position, 30_000);
  expect(caughtUp, logs.join('')).toBe(true);

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(logs.join('')).toContain('worker stopped');
}, 60_000);
