import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import { foldEvents } from '../shared/decider';
import { waitingListDecider, type OfferUnits, type WaitingListCommand } from './waiting-list-decider';
import type { WaitingListEvent } from './waiting-list-events';
import { positionOf, type WaitingListState } from './waiting-list-state';

const now = new Date('2026-11-24T10:00:00.000Z');
const joined = (n: number): WaitingListEvent => ({
  type: 'WaitingListJoined',
  data: { entryId: `e${n}`, userId: n, email: `p${n}@example.test`, name: `Player ${n}`, nights: null, joinedAt: new Date(now.getTime() + n).toISOString() },
});
const units = (reservedUnits: number, openOffers = 0): OfferUnits => ({ reservedUnits, openOffers, offerIds: ['o1', 'o2', 'o3', 'o4', 'o5'], offerHours: 12, now });

/** Given these events, when this command, then these events. */
function given(events: readonly WaitingListEvent[]) {
  const state: WaitingListState = foldEvents(waitingListDecider, events);
  return { state, when: (command: WaitingListCommand) => waitingListDecider.decide(command, state) };
}

const fiveWaiting = [1, 2, 3, 4, 5].map(joined);
const offerTo = (entry: number, offerId: string) => expect.objectContaining({ type: 'OfferMade', data: expect.objectContaining({ entryId: `e${entry}`, offerId, userId: entry }) });

describe('waiting list decider', () => {
  it('offers two units to the first two of five waiting, held for the offer hours', () => {
    const events = given(fiveWaiting).when({ type: 'MakeOffers', ...units(2) });
    expect(events).toEqual([offerTo(1, 'o1'), offerTo(2, 'o2')]);
    expect(events[0]!.data).toMatchObject({ expiresAt: '2026-11-24T22:00:00.000Z', madeAt: now.toISOString() });
  });

  it('offers nothing more for units already held by open offers', () => {
    const made = given(fiveWaiting).when({ type: 'MakeOffers', ...units(2) });
    expect(given([...fiveWaiting, ...made]).when({ type: 'MakeOffers', ...units(2, 2) })).toEqual([]);
    // a third unit set aside: the third in line
    expect(given([...fiveWaiting, ...made]).when({ type: 'MakeOffers', ...units(3, 2) })).toEqual([offerTo(3, 'o1')]);
  });

  it('passes an expired offer to the third in line in the same decision', () => {
    const made = given(fiveWaiting).when({ type: 'MakeOffers', ...units(2) });
    const events = given([...fiveWaiting, ...made]).when({ type: 'LapseOffer', offerId: 'o1', reason: 'expired', units: { ...units(2, 2), offerIds: ['o6'] } });
    expect(events).toEqual([{ type: 'OfferLapsed', data: { offerId: 'o1', reason: 'expired', lapsedAt: now.toISOString() } }, offerTo(3, 'o6')]);
    const after = foldEvents(waitingListDecider, [...fiveWaiting, ...made, ...events]);
    expect(after.entries.map((entry) => entry.entryId)).toEqual(['e2', 'e3', 'e4', 'e5']);
  });

  it('lapses an offer once: a second expiry decides nothing', () => {
    const made = given(fiveWaiting).when({ type: 'MakeOffers', ...units(1) });
    const lapsed = given([...fiveWaiting, ...made]).when({ type: 'LapseOffer', offerId: 'o1', reason: 'expired', units: { ...units(1, 1), offerIds: ['o7'] } });
    expect(given([...fiveWaiting, ...made, ...lapsed]).when({ type: 'LapseOffer', offerId: 'o1', reason: 'expired', units: units(1, 1) })).toEqual([]);
  });

  it('refuses to put a player on a list twice', () => {
    expect(() => given(fiveWaiting).when({ type: 'Join', entryId: 'e9', userId: 3, email: 'x@example.test', name: 'Again', nights: null, now })).toThrow(ConflictError);
    expect(() => given(fiveWaiting).when({ type: 'Join', entryId: 'e9', userId: 3, email: 'x@example.test', name: 'Again', nights: null, now })).toThrow(
      expect.objectContaining({ details: { reason: 'already_waiting' } }),
    );
    expect(given(fiveWaiting).when({ type: 'Join', entryId: 'e9', userId: 9, email: 'x@example.test', name: 'New', nights: 3, now })).toHaveLength(1);
  });

  it('moves an entry with a reason, and refuses a move without one or out of range', () => {
    const events = given(fiveWaiting).when({ type: 'MoveEntry', entryId: 'e5', position: 1, reason: 'Booked by phone first', adminId: 7, now });
    expect(events).toEqual([{ type: 'EntryMoved', data: { entryId: 'e5', position: 1, reason: 'Booked by phone first', adminId: 7, movedAt: now.toISOString() } }]);
    const moved = foldEvents(waitingListDecider, [...fiveWaiting, ...events]);
    expect(positionOf(moved, 'e5')).toBe(1);
    expect(positionOf(moved, 'e1')).toBe(2);
    expect(given([...fiveWaiting, ...events]).when({ type: 'MakeOffers', ...units(1) })).toEqual([offerTo(5, 'o1')]);
    expect(() => given(fiveWaiting).when({ type: 'MoveEntry', entryId: 'e5', position: 1, reason: '  ', adminId: 7, now })).toThrow(ValidationError);
    expect(() => given(fiveWaiting).when({ type: 'MoveEntry', entryId: 'e5', position: 6, reason: 'x', adminId: 7, now })).toThrow(ValidationError);
  });

  it('lapses the offer of a player who leaves while offered, and offers the unit to the next', () => {
    const made = given(fiveWaiting).when({ type: 'MakeOffers', ...units(1) });
    const events = given([...fiveWaiting, ...made]).when({ type: 'Leave', entryId: 'e1', reason: 'link', now, units: { ...units(1, 1), offerIds: ['o8'] } });
    expect(events).toEqual([
      { type: 'OfferLapsed', data: { offerId: 'o1', reason: 'declined', lapsedAt: now.toISOString() } },
      { type: 'WaitingListLeft', data: { entryId: 'e1', reason: 'link', leftAt: now.toISOString() } },
      offerTo(2, 'o8'),
    ]);
  });

  it('a player waiting (not offered) leaves without any offer being made', () => {
    expect(given(fiveWaiting).when({ type: 'Leave', entryId: 'e4', reason: 'player', now, units: units(0) })).toEqual([
      { type: 'WaitingListLeft', data: { entryId: 'e4', reason: 'player', leftAt: now.toISOString() } },
    ]);
  });

  it('hands back units nobody waits for', () => {
    expect(given([joined(1)]).when({ type: 'MakeOffers', ...units(3) })).toEqual([offerTo(1, 'o1'), { type: 'UnitsReturned', data: { units: 2, at: now.toISOString() } }]);
    expect(given([]).when({ type: 'MakeOffers', ...units(1) })).toEqual([{ type: 'UnitsReturned', data: { units: 1, at: now.toISOString() } }]);
  });

  it('records an accepted offer and the entry leaves as bought', () => {
    const made = given(fiveWaiting).when({ type: 'MakeOffers', ...units(1) });
    const events = given([...fiveWaiting, ...made]).when({ type: 'AcceptOffer', offerId: 'o1', orderId: 'order-1', now });
    expect(events.map((event) => event.type)).toEqual(['OfferAccepted', 'WaitingListLeft']);
    const after = foldEvents(waitingListDecider, [...fiveWaiting, ...made, ...events]);
    expect([after.entries.length, after.offers.length]).toEqual([4, 0]);
    expect(given([...fiveWaiting, ...made, ...events]).when({ type: 'AcceptOffer', offerId: 'o1', orderId: 'order-1', now })).toEqual([]);
  });
});
