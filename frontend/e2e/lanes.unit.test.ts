import { describe, expect, it } from 'vitest';
import { dealToLanes, laneCount } from './lanes';

describe('browser lanes', () => {
  it('deals every file to exactly one lane, the longest first to the lane with the least so far', () => {
    const measured = { 'a.e2e.ts': 100, 'b.e2e.ts': 60, 'c.e2e.ts': 50, 'd.e2e.ts': 40, 'e.e2e.ts': 10 };
    const lanes = dealToLanes(Object.keys(measured), 2, measured);
    expect(lanes).toEqual([
      ['a.e2e.ts', 'd.e2e.ts'],
      ['b.e2e.ts', 'c.e2e.ts', 'e.e2e.ts'],
    ]);
    expect(lanes.flat().sort()).toEqual(Object.keys(measured));
  });

  it('counts a file it has not measured as an average one, and deals the same way every time', () => {
    const files = ['new-1.e2e.ts', 'new-2.e2e.ts', 'new-3.e2e.ts', 'old.e2e.ts'];
    const lanes = dealToLanes(files, 2, { 'old.e2e.ts': 45 });
    expect(lanes).toEqual([['old.e2e.ts'], ['new-1.e2e.ts', 'new-2.e2e.ts', 'new-3.e2e.ts']]);
    expect(dealToLanes([...files].reverse(), 2, { 'old.e2e.ts': 45 })).toEqual(lanes);
  });

  it('reads E2E_LANES as 1 to 4 lanes, 1 otherwise', () => {
    expect(laneCount(undefined)).toBe(1);
    expect(laneCount('2')).toBe(2);
    expect(laneCount('4')).toBe(4);
    for (const wrong of ['0', '5', '1.5', 'two', '']) expect(laneCount(wrong)).toBe(1);
  });
});
