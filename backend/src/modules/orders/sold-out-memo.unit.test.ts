import { describe, expect, it } from 'vitest';
import { SoldOutMemo } from './sold-out-memo';

const room = { kind: 'accommodation' as const, id: 7, name: 'Hotel Sacher - Double Room' };
const seat = { kind: 'tournament' as const, id: 7, name: 'Main Event' };

describe('SoldOutMemo', () => {
  it('answers an item seen sold out until its entry is ttl old, then asks again', () => {
    let now = 1000;
    const memo = new SoldOutMemo(250, () => now);
    memo.remember('vienna', room, memo.generation(room));
    expect(memo.soldOut('vienna', [seat, room])).toEqual(room);
    expect(memo.soldOut('vienna', [seat])).toBeNull();
    expect(memo.soldOut('prague', [room])).toBeNull();
    now += 249;
    expect(memo.soldOut('vienna', [room])).toEqual(room);
    now += 1;
    expect(memo.soldOut('vienna', [room])).toBeNull();
  });

  it('forgets an item given back at once, and keeps no verdict of a read begun before the release', () => {
    const memo = new SoldOutMemo(60_000, () => 0);
    memo.remember('vienna', room, memo.generation(room));
    const before = memo.generation(room);
    memo.forget([room]);
    expect(memo.soldOut('vienna', [room])).toBeNull();
    memo.remember('vienna', room, before);
    expect(memo.soldOut('vienna', [room])).toBeNull();
    memo.remember('vienna', room, memo.generation(room));
    expect(memo.soldOut('vienna', [room])).toEqual(room);
  });

  it('remembers nothing with a ttl of 0', () => {
    const memo = new SoldOutMemo(0, () => 0);
    memo.remember('vienna', room, 0);
    expect(memo.soldOut('vienna', [room])).toBeNull();
  });
});
