import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@pokerfest/infra';
import { createTestDatabase } from '@pokerfest/infra/testing/services';
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
