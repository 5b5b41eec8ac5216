import { expect, it } from 'vitest';
import { LocalCounters } from './rate-limit-store';

it('counts in fixed windows and forgets the oldest windows beyond its size', () => {
  const counters = new LocalCounters(2);
  expect(counters.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
  expect(counters.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
  expect(counters.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  counters.incr('b', 1000, 1100);
  counters.incr('c', 1000, 1200); // 'a' has the oldest window and goes
  expect(counters.incr('b', 1000, 1300)).toEqual({ current: 2, ttl: 800 });
  expect(counters.incr('a', 1000, 1300)).toEqual({ current: 1, ttl: 1000 });
});
