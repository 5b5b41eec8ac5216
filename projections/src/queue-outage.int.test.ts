import { afterAll, beforeAll, expect, it } from 'vitest';
import { BullmqRunner, EventStore } from '@pokerfest/infra';
import { silentLogger } from '@pokerfest/infra/testing/jobs';
import { createTestDatabase, redisTestUrl, uniqueTestPrefix, type TestDatabase } from '@pokerfest/infra/testing/services';
import { TcpProxy } from '@pokerfest/infra/testing/tcp-proxy';
import { readCheckpoint, waitForProjections } from './checkpoints';
import { appendSampleStreams } from './testing/fixtures';
import { startProjectionJobs } from './testing/projection-jobs';
import { createStreamSummariesTable, streamSummaries, streamSummaryRows } from './testing/stream-summaries';

// Redis is cut off for real through a TCP proxy; the embedded mode has no Redis to lose.
const redisUrl = await redisTestUrl();

let database: TestDatabase;
let proxy: TcpProxy;
let runner: BullmqRunner;

beforeAll(async () => {
  if (!redisUrl) return;
  database = await createTestDatabase();
  await createStreamSummariesTable(database.db);
  const target = new URL(redisUrl);
  proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
  await proxy.up();
  const viaProxy = new URL(redisUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  runner = new BullmqRunner({
    redisUrl: viaProxy.toString(),
    prefix: uniqueTestPrefix(),
    attempts: 1,
    backoffMs: 50,
    concurrency: 2,
    logger: silentLogger,
  });
});
afterAll(async () => {
  await runner?.close();
  await proxy?.down();
  await database?.close();
});

it.skipIf(!redisUrl)('appends succeed while Redis is unreachable, and the tick catches projections up once it is back', async () => {
  const store = new EventStore({ db: database.db });
  const wakeFailures: unknown[] = [];
  await startProjectionJobs({
    db: database.db,
    store,
    queue: runner.queue,
    runner,
    projections: [streamSummaries],
    batchSize: 500,
    projectionTickMs: 300,
    onWakeError: (error) => wakeFailures.push(error),
  });

  await proxy.down();
  const started = Date.now();
  await appendSampleStreams(store, 10, 3);
  const appendMs = Date.now() - started;
  const [last] = await database.db.selectFrom('es_events').select('stream_id').orderBy('global_position', 'desc').limit(1).execute();
  const [lastEvent] = (await store.readStream(last!.stream_id)).slice(-1);

  await expect.poll(() => wakeFailures.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(appendMs).toBeLessThan(15_000);
  expect(await waitForProjections(database.db, [streamSummaries.name], lastEvent!.position, 0)).toBe(false);

  await proxy.up();
  expect(await waitForProjections(database.db, [streamSummaries.name], lastEvent!.position, 20_000)).toBe(true);
  const checkpoint = await readCheckpoint(database.db, streamSummaries.name);
  expect(checkpoint.globalPosition).not.toBe('0');
  const rows = await streamSummaryRows(database.db);
  expect(rows).toHaveLength(10);
}, 60_000);
