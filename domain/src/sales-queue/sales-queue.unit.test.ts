import { describe, expect, it } from 'vitest';
import { admissionsDue, bucketCapacity, estimatedWaitSeconds } from './admission-rate';
import { phaseOf } from './opening';
import { drawnPositions, givenUpIfSeenBefore } from './waiting-order';

const at = (ms: number) => new Date(Date.UTC(2027, 0, 15, 10) + ms);

describe('an opening', () => {
  const rules = { waitingRoomMs: 10 * 60_000 };
  it('counts down, gathers its waiting room in the last minutes, then opens', () => {
    expect(phaseOf(at(0), at(-10 * 60_000 - 1), rules)).toBe('countdown');
    expect(phaseOf(at(0), at(-10 * 60_000), rules)).toBe('waiting_room');
    expect(phaseOf(at(0), at(-1), rules)).toBe('waiting_room');
    expect(phaseOf(at(0), at(0), rules)).toBe('open');
  });
});

describe('the admission rate', () => {
  it('lets through exactly the rate over time, whatever the tick', () => {
    let bucket = { tokens: 0, refilledAt: at(0) };
    let admitted = 0;
    for (let ms = 137; ms <= 60_000; ms += 137) {
      const due = admissionsDue(bucket, { now: at(ms), perMinute: 120, paused: false, waiting: 10_000, burstMs: 1000 });
      admitted += due.admit;
      bucket = due.bucket;
    }
    expect(admitted).toBeGreaterThanOrEqual(119);
    expect(admitted).toBeLessThanOrEqual(120);
  });

  it('does not save up while nobody waits or while paused: no burst afterwards', () => {
    const idle = admissionsDue({ tokens: 0, refilledAt: at(0) }, { now: at(60_000), perMinute: 600, paused: false, waiting: 0, burstMs: 1000 });
    expect(idle.admit).toBe(0);
    expect(idle.bucket.tokens).toBe(bucketCapacity(600, 1000));
    const afterIdle = admissionsDue(idle.bucket, { now: at(60_000), perMinute: 600, paused: false, waiting: 1000, burstMs: 1000 });
    expect(afterIdle.admit).toBe(10);
    const paused = admissionsDue({ tokens: 0, refilledAt: at(0) }, { now: at(60_000), perMinute: 600, paused: true, waiting: 1000, burstMs: 1000 });
    expect(paused.admit).toBe(0);
    expect(paused.bucket).toEqual({ tokens: 0, refilledAt: at(60_000) });
    expect(admissionsDue({ tokens: 8, refilledAt: at(0) }, { now: at(1000), perMinute: 600, paused: true, waiting: 1000, burstMs: 1000 }).admit).toBe(0);
  });

  it('never lets through more than wait', () => {
    expect(admissionsDue({ tokens: 5, refilledAt: at(0) }, { now: at(0), perMinute: 600, paused: false, waiting: 2, burstMs: 1000 }).admit).toBe(2);
  });

  it('estimates the wait from the people ahead, none while paused', () => {
    expect(estimatedWaitSeconds(0, 60, false)).toBe(1);
    expect(estimatedWaitSeconds(119, 60, false)).toBe(120);
    expect(estimatedWaitSeconds(10, 60, true)).toBeNull();
  });
});

describe('the waiting order', () => {
  it('draws the places of those who came before the opening, and leaves out later arrivals', () => {
    const arrivals = [
      { id: 'first-comer', joinedAt: at(-500_000), draw: 0.9 },
      { id: 'refresher', joinedAt: at(-1000), draw: 0.1 },
      { id: 'middle', joinedAt: at(-2000), draw: 0.5 },
      { id: 'late', joinedAt: at(5), draw: 0.0 },
    ];
    expect([...drawnPositions(arrivals, at(0))]).toEqual([
      ['refresher', 1],
      ['middle', 2],
      ['first-comer', 3],
    ]);
    expect(drawnPositions(arrivals, at(0), 11).get('refresher')).toBe(11);
  });

  it('keeps a place for a while after its holder stopped asking', () => {
    // seen at 0: kept at 180 s (0 is not before the cut-off), given up 1 ms later
    expect(at(0) < givenUpIfSeenBefore(at(180_000), 180_000)).toBe(false);
    expect(at(0) < givenUpIfSeenBefore(at(180_001), 180_000)).toBe(true);
  });
});
