import { describe, expect, it } from 'vitest';
import type { SalesQueueStatus } from '@pokerfest/domain';
import { queueStatus } from './testing';
import { aheadText, announcement, clockText, countdownParts, countdownText, leadText, panelView, waitText } from './panel-state';

const NOW = Date.parse('2027-01-15T09:59:00.000Z');
const OPENS = '2027-01-15T10:00:00.000Z';

const status = (over: Partial<SalesQueueStatus>): SalesQueueStatus => queueStatus(NOW, over);

describe('the sales panel for a queue status', () => {
  it('counts down to the opening, with the waiting room’s own time', () => {
    expect(panelView(status({}), NOW)).toEqual({ kind: 'countdown', opensAt: OPENS, waitingRoomOpensAt: '2027-01-15T09:50:00.000Z', msLeft: 60_000 });
    expect(panelView(status({}), NOW + 120_000)).toMatchObject({ kind: 'countdown', msLeft: 0 });
  });

  it('shows nothing when there is no queue, and joining while the page takes its place', () => {
    expect(panelView(status({ state: 'open', opensAt: null }), NOW)).toEqual({ kind: 'open' });
    expect(panelView(status({ state: 'countdown', opensAt: null }), NOW)).toEqual({ kind: 'open' });
    expect(panelView(status({ state: 'not_joined' }), NOW)).toEqual({ kind: 'joining' });
  });

  it('is the waiting room before the opening (no place yet), the queue after it', () => {
    expect(panelView(status({ state: 'waiting', estimatedWaitSeconds: 60 }), NOW)).toEqual({ kind: 'waiting-room', opensAt: OPENS, msLeft: 60_000, paused: false });
    const after = NOW + 61_000;
    expect(panelView(status({ state: 'waiting' }), after)).toEqual({ kind: 'drawing', paused: false });
    expect(panelView(status({ state: 'waiting', position: 3, ahead: 2, estimatedWaitSeconds: 90, paused: true }), after)).toEqual({
      kind: 'in-queue',
      position: 3,
      ahead: 2,
      estimatedWaitSeconds: 90,
      paused: true,
    });
  });

  it('is the visitor’s turn until the admission expires', () => {
    const admission = { token: 't', expiresAt: '2027-01-15T10:15:00.000Z' };
    expect(panelView(status({ state: 'admitted', admission }), Date.parse('2027-01-15T10:00:00.000Z'))).toEqual({ kind: 'admitted', expiresAt: admission.expiresAt, msLeft: 900_000 });
    // an admitted status without its admission is read again as a place being taken
    expect(panelView(status({ state: 'admitted' }), NOW)).toEqual({ kind: 'joining' });
  });
});

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 15 * 60 + 9) * 1000)).toEqual({ days: 2, hours: 3, minutes: 15, seconds: 9 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('says the time left in words, leaving out the empty leading units', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 15 * 60 + 9) * 1000)).toBe('2 days, 3 hours, 15 minutes and 9 seconds');
    expect(countdownText(3600_000)).toBe('1 hour, 0 minutes and 0 seconds');
    expect(countdownText(61_000)).toBe('1 minute and 1 second');
    expect(countdownText(0)).toBe('0 seconds');
  });

  it('says how long before the opening the waiting room opens', () => {
    expect(leadText(600_000)).toBe('10 minutes');
    expect(leadText(60_000)).toBe('1 minute');
    expect(leadText(3 * 3600_000)).toBe('3 hours');
  });

  it('writes a turn’s time left as a clock', () => {
    expect(clockText(14 * 60_000 + 5_000)).toBe('14:05');
    expect(clockText(3_725_000)).toBe('1:02:05');
    expect(clockText(0)).toBe('0:00');
  });
});

describe('the place in words', () => {
  it('counts the people ahead', () => {
    expect(aheadText(0)).toBe('Nobody is ahead of you');
    expect(aheadText(1)).toBe('1 person ahead of you');
    expect(aheadText(1234)).toBe('1,234 people ahead of you');
  });

  it('estimates the wait in minutes, or says it is unknown while paused', () => {
    expect(waitText(30)).toBe('Estimated wait: less than a minute');
    expect(waitText(150)).toBe('Estimated wait: about 3 min');
    expect(waitText(4 * 3600)).toBe('Estimated wait: about 4 hours');
    expect(waitText(null)).toBe('Estimated wait: not known while the queue is paused');
  });

  it('announces only what changed in kind, the same words whatever the place or the second', () => {
    const inQueue = (position: number, paused = false) => announcement({ kind: 'in-queue', position, ahead: position - 1, estimatedWaitSeconds: 60, paused });
    expect(inQueue(9)).toBe(inQueue(3));
    expect(inQueue(3, true)).not.toBe(inQueue(3));
    expect(announcement({ kind: 'countdown', opensAt: OPENS, waitingRoomOpensAt: null, msLeft: 5_000 })).toBe(
      announcement({ kind: 'countdown', opensAt: OPENS, waitingRoomOpensAt: null, msLeft: 4_000 }),
    );
    expect(announcement({ kind: 'admitted', expiresAt: OPENS, msLeft: 1 })).toBe("It's your turn: you can book now.");
  });
});
