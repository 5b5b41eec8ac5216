import { describe, expect, it } from 'vitest';
import type { SalesQueueStatus } from '@pokerfest/domain';
import { formatDateTime } from '../catalogue';
import { readingOf, serverNow } from './queue-reading';
import { queueStatus } from './testing';
import { bookingHold, itemOnSaleFrom, opensWholeFestival, queueMayRun, TURN_NEEDED } from './sales-hold';

const NOW = Date.parse('2027-01-15T09:00:00.000Z');
const OPENS = '2027-01-15T10:00:00.000Z';
const DAY = 24 * 3600_000;

const reading = (over: Partial<SalesQueueStatus>, deviceNow = NOW) => readingOf(queueStatus(NOW, { festivalId: 'f', ...over }), deviceNow);

describe('the server’s clock', () => {
  it('keeps how far the device is from the server', () => {
    const late = reading({}, NOW - 90_000);
    expect(late.clockOffsetMs).toBe(90_000);
    expect(serverNow(late, NOW - 90_000)).toBe(NOW);
    expect(serverNow(undefined, NOW)).toBe(NOW);
  });
});

describe('whether to ask for the queue at all', () => {
  it('asks only when some "sales open at" is ahead or recent enough for a queue to run', () => {
    expect(queueMayRun([null, undefined], NOW)).toBe(false);
    expect(queueMayRun([null, OPENS], NOW)).toBe(true);
    expect(queueMayRun([new Date(NOW - 2 * DAY).toISOString()], NOW)).toBe(true);
    expect(queueMayRun([new Date(NOW - 8 * DAY).toISOString()], NOW)).toBe(false);
  });
});

describe('what holds the festival’s booking back', () => {
  it('is the opening’s time before sales open, even before the status arrives', () => {
    expect(bookingHold(undefined, OPENS, NOW)).toBe(`Sales open on ${formatDateTime(OPENS)}`);
    expect(bookingHold(undefined, null, NOW)).toBeNull();
    expect(bookingHold(undefined, '2027-01-15T08:00:00.000Z', NOW)).toBeNull();
    expect(bookingHold(reading({}), OPENS, NOW)).toBe(`Sales open on ${formatDateTime(OPENS)}`);
    // in the waiting room the opening is still ahead
    expect(bookingHold(reading({ state: 'waiting' }), OPENS, NOW)).toBe(`Sales open on ${formatDateTime(OPENS)}`);
  });

  it('is the visitor’s turn while the queue runs, and nothing once it has come', () => {
    const after = { serverTime: '2027-01-15T10:01:00.000Z' };
    expect(bookingHold(reading({ state: 'waiting', position: 4, ahead: 3, ...after }), OPENS, NOW)).toBe(TURN_NEEDED);
    expect(bookingHold(reading({ state: 'not_joined', ...after }), OPENS, NOW)).toBe(TURN_NEEDED);
    expect(bookingHold(reading({ state: 'admitted', admission: { token: 't', expiresAt: '2027-01-15T10:16:00.000Z' }, ...after }), OPENS, NOW)).toBeNull();
    expect(bookingHold(reading({ state: 'open', opensAt: null }), OPENS, NOW)).toBeNull();
  });

  it('leaves the festival bookable when the opening is only some rooms’ or seats’', () => {
    expect(opensWholeFestival(reading({}), null)).toBe(false);
    expect(opensWholeFestival(reading({}), '2027-01-15T10:00:00Z')).toBe(true);
    expect(bookingHold(reading({ state: 'waiting' }), null, NOW)).toBeNull();
  });
});

describe('a room or seat whose own sales open later', () => {
  it('says from when it is on sale, and nothing once it is', () => {
    expect(itemOnSaleFrom(OPENS, NOW)).toBe(`On sale from ${formatDateTime(OPENS)}`);
    expect(itemOnSaleFrom(OPENS, Date.parse(OPENS))).toBeNull();
    expect(itemOnSaleFrom(null, NOW)).toBeNull();
  });
});
