import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@pokerfest/infra';
import { createTestDatabase, onPostgresServer } from '@pokerfest/infra/testing/services';
import { loggedInAs } from '../../testing/accounts';
import { bookableFestival } from '../../testing/booking-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { salesQueue } from './index';

// The board's timer runs for the process's whole life: a round whose database has gone (an
// outage, or the pool closed under it at shutdown) must be tried again at the next tick, not end
// the process as an unhandled rejection (the compiled server exited 1 on SIGTERM once under load).
describe('the queue board', () => {
  it('keeps ticking while its database fails, and stops cleanly', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), QUEUE_TICK_MS: '50', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'board-')) });
    const { board, openings } = salesQueue(database.db, config, () => new Date());
    await board.step();
    await database.close();
    // the catalogue changed: each round reads the openings again, from the closed database
    openings.forget();
    const failures: unknown[] = [];
    const heard = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', heard);
    try {
      // counted where each round starts (a spy on the board's own step would handle its rejections)
      const rounds = vi.spyOn(openings, 'current');
      board.start();
      // several rounds against the closed database
      await expect.poll(() => rounds.mock.calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
      await expect(board.stop()).resolves.toBeUndefined();
      expect(failures).toEqual([]);
    } finally {
      process.off('unhandledRejection', heard);
    }
  });
});

/** Holds the result of the board's next read of a queue's places (ordered by position) until let go. */
function heldPlacesRead() {
  let armed = false;
  const queries = new Set<unknown>();
  let held!: () => void;
  const reached = new Promise<void>((resolve) => (held = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const node = args.node;
      if (armed && SelectQueryNode.is(node) && JSON.stringify(node.from).includes('sales_queue_places') && JSON.stringify(node.orderBy ?? '').includes('"position"')) {
        armed = false;
        queries.add(args.queryId);
      }
      return node;
    },
    async transformResult(args) {
      if (queries.delete(args.queryId)) {
        held();
        await released;
      }
      return args.result;
    },
  };
  return { plugin, arm: () => (armed = true), reached, release };
}

// Only with a pool of connections: the embedded database runs one query at a time, so a join
// cannot be written while a re-read's answer is on its way (and holding that answer would hold
// the join too). CI runs it (REQUIRE_SERVICES=1).
const onPostgres = await onPostgresServer();

describe.skipIf(!onPostgres)('a place taken while the board re-reads its queue', () => {
  const opensAt = Date.parse('2027-02-01T10:00:00.000Z');
  const now = () => new Date(opensAt - 2 * 60_000);
  let t: TestApp;
  afterAll(() => t?.close());

  it('still shows when the re-read, begun before the place was taken, answers after it', async () => {
    t = await createTestApp({ now });
    const admin = (await loggedInAs(t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: 10 });
    expect((await admin.patch(`/api/admin/products/${festival.productId}`, { salesOpenAt: new Date(opensAt).toISOString() })).statusCode).toBe(200);
    const read = heldPlacesRead();
    const { board } = salesQueue(t.database.db.withPlugin(read.plugin), t.config, now);
    await board.step();
    const visitor = { browserId: 'a-browser-of-its-own', userId: null };
    expect((await board.status(festival.productId, visitor, false)).state).toBe('not_joined');
    // a round's re-read has the places before the join, and answers only once the join is written
    read.arm();
    const round = board.step();
    await read.reached;
    expect((await board.status(festival.productId, visitor, true)).state).toBe('waiting');
    read.release();
    await round;
    expect((await board.status(festival.productId, visitor, false)).state).toBe('waiting');
    // the next re-read shows it from the table
    await board.step();
    expect((await board.status(festival.productId, visitor, false)).state).toBe('waiting');
    await board.stop();
  });
});
