import { describe, expect, it } from 'vitest';
import { SoldOutMemo } from './sold-out-memo';

const room = { kind: 'accommodation' as const, id: 7, name: 'Hotel Sacher - Double Room' };
const seat = { kind: 'tournament' as const, id: 7, name: 'Main Event' };

describe('SoldOutMemo', () => {
  it('answers an item seen sold out until its entry is ttl old, then asks again', () => {
    let now = 1000;
    const memo = new SoldOutMemo(250, () => now);
    memo.remember(room, memo.generation(room));
    expect(memo.soldOut([seat, room])).toEqual(room);
    expect(memo.soldOut([seat])).toBeNull();
    now += 249;
    expect(memo.soldOut([room])).toEqual(room);
    now += 1;
    expect(memo.soldOut([room])).toBeNull();
  });

  it('forgets an item given back at once, and keeps no verdict of a read begun before the release', () => {
    const memo = new SoldOutMemo(60_000, () => 0);
    memo.remember(room, memo.generation(room));
    const before = memo.generation(room);
    memo.forget([room]);
    expect(memo.soldOut([room])).toBeNull();
    memo.remember(room, before);
    expect(memo.soldOut([room])).toBeNull();
    memo.remember(room, memo.generation(room));
    expect(memo.soldOut([room])).toEqual(room);
  });

  it('remembers nothing with a ttl of 0', () => {
    const memo = new SoldOutMemo(0, () => 0);
    memo.remember(room, 0);
    expect(memo.soldOut([room])).toBeNull();
  });
});
