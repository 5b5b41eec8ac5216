import { describe, expect, it } from 'vitest';
import { ReadAfterArrival } from './read-after-arrival';

/** A read whose answer is the value at the moment it starts, finished by hand. */
function source() {
  let value = 0;
  const started: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      const seen = value;
      started.push({ resolve: () => resolve(seen), reject });
    });
  return { load, started, set: (next: number) => void (value = next) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reads shared only with requests that came before them', () => {
  it('never answers a request with a read that started before it arrived, and shares the next one', async () => {
    const reads = new ReadAfterArrival<number>();
    const db = source();
    const first = reads.read('f', db.load);
    expect(db.started).toHaveLength(1);

    db.set(1); // a write acknowledged after the first read began
    const second = reads.read('f', db.load);
    const third = reads.read('f', db.load);
    expect(db.started).toHaveLength(1); // they wait for the running read to end

    db.started[0]!.resolve();
    expect(await first).toBe(0);
    await settle();
    expect(db.started).toHaveLength(2); // one more read for both
    db.started[1]!.resolve();
    expect(await second).toBe(1);
    expect(await third).toBe(1);

    // nothing is kept: a later request reads again
    db.set(2);
    const later = reads.read('f', db.load);
    expect(db.started).toHaveLength(3);
    db.started[2]!.resolve();
    expect(await later).toBe(2);
  });

  it('keeps keys apart, and a failed read fails only those who shared it', async () => {
    const reads = new ReadAfterArrival<number>();
    const db = source();
    const a = reads.read('a', db.load);
    const b = reads.read('b', db.load);
    expect(db.started).toHaveLength(2);
    const afterA = reads.read('a', db.load);
    db.started[0]!.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await settle();
    expect(db.started).toHaveLength(3);
    db.started[2]!.resolve();
    expect(await afterA).toBe(0);
    db.started[1]!.resolve();
    expect(await b).toBe(0);
  });
});
