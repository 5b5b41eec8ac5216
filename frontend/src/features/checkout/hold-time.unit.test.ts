import { describe, expect, it } from 'vitest';
import { holdState, timeLeft } from './hold-time';

describe('the hold in words', () => {
  it('names the end with date, time and zone, and the time left', () => {
    const now = new Date('2026-11-23T20:30:01Z');
    expect(holdState('2026-11-23T20:45:00Z', now, 'Europe/Vienna')).toEqual({ kind: 'held', text: 'Held for you until Nov 23, 21:45 GMT+1 · 14:59 left' });
  });

  it('says expired once the end has passed', () => {
    expect(holdState('2026-11-23T20:45:00Z', new Date('2026-11-23T20:45:00Z'))).toEqual({ kind: 'expired' });
  });

  it('counts down in minutes and seconds, with hours past an hour', () => {
    expect(timeLeft(59_999)).toBe('0:59');
    expect(timeLeft(3_600_000 + 65_000)).toBe('1:01:05');
    expect(timeLeft(-5)).toBe('0:00');
  });
});
