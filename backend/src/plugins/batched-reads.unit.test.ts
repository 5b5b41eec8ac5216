import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

describe('batchedReads', () => {
  it('reads the keys asked for in one turn with one query, each reader getting its own row', async () => {
    const queries: string[][] = [];
    const read = batchedReads(async (keys: string[]) => {
      queries.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, { key }]));
    });
    const answers = await Promise.all([read('a'), read('b'), read('a'), read('gone')]);
    expect(answers).toEqual([{ key: 'a' }, { key: 'b' }, { key: 'a' }, undefined]);
    expect(queries).toEqual([['a', 'b', 'gone']]);
    expect(await read('c')).toEqual({ key: 'c' });
    expect(queries).toHaveLength(2);
  });

  it('fails every reader of a batch whose query failed, and reads the next turn anew', async () => {
    let fail = true;
    const read = batchedReads(async (keys: string[]) => {
      if (fail) throw new Error('database away');
      return new Map(keys.map((key) => [key, key]));
    });
    const failed = [read('a'), read('b')].map((answer) => answer.then(() => 'read', (error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['database away', 'database away']);
    fail = false;
    expect(await read('a')).toBe('a');
  });
});
