import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { connectDatabase, EventStore, migrateToLatest, type DatabaseHandle } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { readCheckpoint } from './checkpoints';
import { catchUp, rebuildProjection, runProjectionOnce } from './runner';
import { appendSampleStreams } from './testing/fixtures';
import { createStreamSummariesTable, streamSummaries, streamSummaryRows } from './testing/stream-summaries';

// Real Postgres when the run has one; otherwise an embedded database on disk, which the
// killed process and this test open in turn (PGlite recovers from its write-ahead log).
let server: TestDatabase | undefined;
let dataDir = '';

beforeAll(async () => {
  server = await createTestDatabase();
  if (!server.url) {
    await server.close();
    server = undefined;
    dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  }
});
afterAll(async () => server?.close());

async function open(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined = server;
  if (!handle) {
    handle = await connectDatabase({ dataDir, poolMax: 1, statementTimeoutMs: 60_000, idleInTransactionTimeoutMs: 60_000 });
    await migrateToLatest(handle.db);
  }
  await createStreamSummariesTable(handle.db);
  return handle;
}

const summaries = (handle: DatabaseHandle) => streamSummaryRows(handle.db);

it('a worker killed mid-batch loses and duplicates nothing', async () => {
  let handle = await open();
  await appendSampleStreams(new EventStore({ db: handle.db }), 15, 4);
  const checkpointBefore = await readCheckpoint(handle.db, streamSummaries.name);
  if (!server) await handle.close();

  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'testing', 'crashing-worker.ts')], {
    env: { ...process.env, CRASH_DATABASE_URL: server?.url ?? '', CRASH_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('MID-BATCH')) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', () => reject(new Error(`worker exited before the kill: ${output.join('')}`)));
  });
  await new Promise((resolve) => child.once('exit', resolve));
  expect(output.join('')).not.toContain('FINISHED');

  handle = await open();
  const deps = { db: handle.db, batchSize: 1000, now: () => new Date() };
  expect(await readCheckpoint(handle.db, streamSummaries.name)).toEqual(checkpointBefore);
  expect(await summaries(handle)).toEqual([]);

  // The dead session's lock goes with it; retry until the server has noticed.
  await vi.waitFor(async () => expect((await runProjectionOnce(deps, streamSummaries)).status).not.toBe('locked'), { timeout: 10_000, interval: 50 });
  await catchUp(deps, streamSummaries);
  const afterRecovery = await summaries(handle);
  expect(afterRecovery).toHaveLength(15);
  expect(afterRecovery.every((row) => row.last_version === 4)).toBe(true);
  await rebuildProjection(deps, streamSummaries);
  expect(await summaries(handle)).toEqual(afterRecovery);
  if (!server) await handle.close();
}, 120_000);
