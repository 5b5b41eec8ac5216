import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventStore, readAllAfter, START } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { readCheckpoint, waitForProjections } from './checkpoints';
import type { Projection } from './projection';
import { catchUp, rebuildProjection, runProjectionOnce, type RunnerDeps } from './runner';
import { appendSampleStreams, testMetadata } from './testing/fixtures';
import { appendsReadable } from './testing/log-head';
import { createStreamSummariesTable, streamSummaries, streamSummaryRows } from './testing/stream-summaries';

let database: TestDatabase;
let store: EventStore;
let deps: RunnerDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore({ db: database.db });
  deps = { db: database.db, batchSize: 50, now: () => new Date() };
  await createStreamSummariesTable(database.db);
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await rebuildProjection(deps, streamSummaries);
});

const summaries = () => streamSummaryRows(database.db);

describe('projection runner', () => {
  it('catches up in batches and in global order, then finds nothing more', async () => {
    const ids = await appendSampleStreams(store, 12, 9);
    await appendsReadable(database.db);
    const read = await catchUp(deps, streamSummaries);
    expect(read).toBeGreaterThanOrEqual(108);
    const rows = (await summaries()).filter((r) => ids.includes(r.stream_id));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.last_version === 9 && r.first_event_type === 'OrderPlaced' && r.last_event_type === 'Step8')).toBe(true);
    expect(await runProjectionOnce(deps, streamSummaries)).toMatchObject({ status: 'ran', read: 0 });
  });

  it('changes nothing when a batch is applied twice', async () => {
    await appendSampleStreams(store, 5, 4);
    await appendsReadable(database.db);
    const before = await readCheckpoint(database.db, streamSummaries.name);
    const batch = await readAllAfter(database.db, before, 1000);
    await catchUp(deps, streamSummaries);
    const once = await summaries();
    await database.db.transaction().execute((trx) => streamSummaries.apply({ trx, schedule: async () => undefined }, batch));
    expect(await summaries()).toEqual(once);
  });

  it('rebuilds from the log to exactly the incrementally built read model', async () => {
    await appendSampleStreams(store, 20, 5);
    await appendsReadable(database.db);
    await catchUp(deps, streamSummaries);
    const incremental = await summaries();
    const checkpoint = await readCheckpoint(database.db, streamSummaries.name);
    await sql`UPDATE stream_summaries SET last_event_type = 'corrupted'`.execute(database.db);
    await rebuildProjection(deps, streamSummaries);
    expect(await summaries()).toEqual(incremental);
    expect(await readCheckpoint(database.db, streamSummaries.name)).toEqual(checkpoint);
  });

  it('rolls a crashed batch back whole: no effect lost or doubled', async () => {
    await appendSampleStreams(store, 6, 3);
    await appendsReadable(database.db);
    const before = await summaries();
    const checkpoint = await readCheckpoint(database.db, streamSummaries.name);
    const crashing: Projection = {
      ...streamSummaries,
      async apply(context, events) {
        await streamSummaries.apply(context, events.slice(0, Math.ceil(events.length / 2)));
        throw new Error('worker died mid-batch');
      },
    };
    await expect(runProjectionOnce(deps, crashing)).rejects.toThrow('worker died mid-batch');
    expect(await summaries()).toEqual(before);
    expect(await readCheckpoint(database.db, streamSummaries.name)).toEqual(checkpoint);

    await catchUp(deps, streamSummaries);
    const after = await summaries();
    await rebuildProjection(deps, streamSummaries);
    expect(await summaries()).toEqual(after);
  });

  it('lets only one runner hold a projection at a time', async () => {
    await appendSampleStreams(store, 10, 3);
    await appendsReadable(database.db);
    const outcomes = await Promise.all([1, 2, 3].map(() => runProjectionOnce({ ...deps, batchSize: 1000 }, streamSummaries)));
    const ran = outcomes.filter((o) => o.status === 'ran' && o.read > 0);
    expect(ran).toHaveLength(1);
    const rebuilt = await summaries();
    await rebuildProjection(deps, streamSummaries);
    expect(await summaries()).toEqual(rebuilt);
  });

  it('waits for read-your-own-writes, bounded', async () => {
    const [streamId] = await appendSampleStreams(store, 1, 1);
    const [event] = await store.readStream(streamId!);
    await appendsReadable(database.db);
    expect(await waitForProjections(database.db, [streamSummaries.name], event!.position, 50)).toBe(false);
    const waiting = waitForProjections(database.db, [streamSummaries.name], event!.position, 2000);
    await catchUp(deps, streamSummaries);
    expect(await waiting).toBe(true);
  });

  it('moves its checkpoint past events it does not handle', async () => {
    const picky: Projection = { name: 'picky', handles: ['NothingEverHappens'], tables: [], apply: async () => undefined };
    await store.append({ streamId: 'other-1x', streamType: 'other', expectedVersion: 0, events: [{ type: 'X', data: {} }], metadata: testMetadata() });
    await appendsReadable(database.db);
    await catchUp(deps, picky);
    const checkpoint = await readCheckpoint(database.db, 'picky');
    expect(checkpoint).not.toEqual(START);
    expect(await readAllAfter(database.db, checkpoint, 10)).toEqual([]);
  });
});
