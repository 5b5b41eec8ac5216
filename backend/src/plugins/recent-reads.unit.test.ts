import { describe, expect, it } from 'vitest';
import { RecentReads } from './recent-reads';

interface Row {
  version: number;
  expiresAt?: number;
}

/** A load that answers when the test says so, as a query in flight does. */
function pending(): { load: () => Promise<Row | undefined>; answer: (row: Row | undefined) => void; calls: () => number } {
  let calls = 0;
  let answer: (row: Row | undefined) => void = () => undefined;
  return {
    load: () => {
      calls++;
      return new Promise<Row | undefined>((resolve) => (answer = resolve));
    },
    answer: (row) => answer(row),
    calls: () => calls,
  };
}

const reads = (ttlMs = 60_000) => new RecentReads<string, Row>({ ttlMs, maxEntries: 100 });
const loaded = (row: Row | undefined) => () => Promise.resolve(row);

describe('RecentReads', () => {
  it('keeps what it read, and shares one load between the readers who wait for it', async () => {
    const cache = reads();
    const query = pending();
    const [first, second] = [cache.read('a', query.load), cache.read('a', query.load)];
    query.answer({ version: 1 });
    expect(await Promise.all([first, second])).toEqual([{ version: 1 }, { version: 1 }]);
    expect(query.calls()).toBe(1);
    expect(await cache.read('a', loaded({ version: 2 }))).toEqual({ version: 1 });
  });

  it('keeps no miss and no failed read', async () => {
    const cache = reads();
    expect(await cache.read('a', loaded(undefined))).toBeUndefined();
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', loaded({ version: 1 }))).toEqual({ version: 1 });
  });

  it('does not keep a row whose key was forgotten while it was being read', async () => {
    const cache = reads();
    const query = pending();
    const old = cache.read('a', query.load);
    cache.forget('a');
    query.answer({ version: 1 });
    expect(await old).toEqual({ version: 1 });
    expect(await cache.read('a', loaded({ version: 2 }))).toEqual({ version: 2 });
  });

  it('does not keep a read under way when everything, or everything matching, is forgotten', async () => {
    const cache = reads();
    for (const forget of [() => cache.forgetAll(), () => cache.forgetWhere(() => false)]) {
      const query = pending();
      const old = cache.read('b', query.load);
      forget();
      query.answer({ version: 1 });
      await old;
      const fresh = pending();
      const read = cache.read('b', fresh.load);
      expect(fresh.calls()).toBe(1);
      fresh.answer({ version: 2 });
      expect(await read).toEqual({ version: 2 });
      cache.forget('b');
    }
  });

  it('forgets only the kept values that match', async () => {
    const cache = reads();
    await cache.read('a', loaded({ version: 1 }));
    await cache.read('b', loaded({ version: 2 }));
    cache.forgetWhere((row) => row.version === 1);
    expect(await cache.read('a', loaded({ version: 3 }))).toEqual({ version: 3 });
    expect(await cache.read('b', loaded({ version: 4 }))).toEqual({ version: 2 });
  });

  it('keeps what it wrote, unless a change was heard while writing; a read begun during the write is not kept', async () => {
    const cache = reads();
    await cache.write('a', { version: 1 }, async () => undefined);
    expect(await cache.read('a', loaded({ version: 0 }))).toEqual({ version: 1 });

    const during = pending();
    let saved: () => void = () => undefined;
    const written = cache.write('a', { version: 2 }, () => new Promise<void>((resolve) => (saved = resolve)));
    const read = cache.read('a', during.load);
    saved();
    await written;
    during.answer({ version: 1 });
    await read;
    expect(await cache.read('a', loaded({ version: 0 }))).toEqual({ version: 2 });

    const writing = cache.write('a', { version: 3 }, () => new Promise<void>((resolve) => (saved = resolve)));
    cache.forget('a');
    saved();
    await writing;
    expect(await cache.read('a', loaded({ version: 4 }))).toEqual({ version: 4 });
  });

  it('never keeps past a row’s own expiry, nor one already expired', async () => {
    const cache = reads();
    const past = Date.now() - 1;
    await cache.read('a', loaded({ version: 1, expiresAt: past }), (row) => row.expiresAt!);
    expect(await cache.read('a', loaded({ version: 2 }))).toEqual({ version: 2 });
  });

  it('keeps nothing while told changes may go unheard, or with a ttl of 0', async () => {
    const cache = reads();
    await cache.read('a', loaded({ version: 1 }));
    cache.keep(false);
    expect(cache.keepingNow).toBe(false);
    expect(await cache.read('a', loaded({ version: 2 }))).toEqual({ version: 2 });
    expect(await cache.read('a', loaded({ version: 3 }))).toEqual({ version: 3 });
    cache.keep(true);
    expect(await cache.read('a', loaded({ version: 4 }))).toEqual({ version: 4 });
    expect(await cache.read('a', loaded({ version: 5 }))).toEqual({ version: 4 });

    const off = reads(0);
    expect(off.keepingNow).toBe(false);
    await off.write('a', { version: 1 }, async () => undefined);
    expect(await off.read('a', loaded({ version: 2 }))).toEqual({ version: 2 });
  });
});
