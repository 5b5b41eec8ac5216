import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import { freesUnits, lockOrder } from './stock-events';
import { stockDecider, type StockCommand } from './stock-decider';
import type { StockCounters } from './stock-counters';

const room = { kind: 'accommodation', id: 1, name: 'Hotel Vltava - Double Room' } as const;
const seat = { kind: 'tournament', id: 2, name: 'Main Event' } as const;
const counters = (held: number, reserved = 0): StockCounters => ({ held, reserved });
const decide = (command: StockCommand, state: StockCounters) => stockDecider.decide(command, state);
const hold = (item: typeof room | typeof seat, capacity: number, state: StockCounters) => decide({ type: 'Hold', item, holder: 'order-1', capacity }, state);
const claim = { offerId: 'offer-1', userId: 7 };

describe('a hold', () => {
  it('lets an order hold a unit while fewer are held than the capacity', () => {
    expect(hold(room, 2, counters(1))).toEqual([{ type: 'UnitHeld', data: { item: room, holder: 'order-1' } }]);
  });

  it('refuses the unit past the capacity: sold out, with the item, as a 409', () => {
    let refusal: unknown;
    try {
      hold(room, 2, counters(2));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ status: 409, message: 'Sorry, Hotel Vltava - Double Room is sold out.', details: { reason: 'sold_out', item: room } });
  });

  it('never sells out a tournament without a seat limit (0 seats), however many are held', () => {
    expect(() => hold(seat, 0, counters(10_000))).not.toThrow();
  });

  it('sells out a room type with no rooms at all', () => {
    expect(() => hold(room, 0, counters(0))).toThrow(ConflictError);
  });

  it('counts units set aside for the waiting list as taken', () => {
    expect(() => hold(room, 3, counters(1, 2))).toThrow(ConflictError);
  });

  it('takes a set-aside unit for an offer, even with none on sale, and only while one is set aside', () => {
    const offered = { type: 'Hold', item: room, holder: 'order-1', capacity: 3, claim } as const;
    expect(decide(offered, counters(1, 2))).toEqual([{ type: 'SetAsideUnitTaken', data: { item: room, holder: 'order-1', claim } }]);
    expect(() => decide(offered, counters(3, 0))).toThrow(ConflictError);
  });
});

describe('setting units aside for a waiting list', () => {
  const setAside = (capacity: number, state: StockCounters, waiting: number, promised = 0, item: typeof room | typeof seat = room) =>
    decide({ type: 'SetAside', item, capacity, demand: { waiting, promised } }, state);

  it('moves as many free units as entries wait, as far as they go', () => {
    expect(setAside(5, counters(2), 2)).toEqual([{ type: 'UnitsSetAside', data: { item: room, units: 2 } }]);
    expect(setAside(5, counters(4), 3)).toEqual([{ type: 'UnitsSetAside', data: { item: room, units: 1 } }]);
  });

  it('counts the units already set aside and not yet promised against those waiting', () => {
    // 2 set aside, 1 of them offered: the unoffered one covers one of the three waiting
    expect(setAside(10, counters(2, 2), 3, 1)).toEqual([{ type: 'UnitsSetAside', data: { item: room, units: 2 } }]);
  });

  it('sets nothing aside for nobody waiting, nothing free, or an unlimited tournament', () => {
    expect(setAside(5, counters(0), 0)).toEqual([]);
    expect(setAside(2, counters(2), 4)).toEqual([]);
    expect(setAside(0, counters(3), 4, 0, seat)).toEqual([]);
  });
});

describe('releases, returns, capacity and deletion', () => {
  it('gives back what is held, and set-aside units only as far as there are', () => {
    const released = decide({ type: 'Release', item: room, holder: 'order-1', units: 1 }, counters(2));
    expect(released.reduce(stockDecider.evolve, counters(2))).toEqual(counters(1));
    expect(decide({ type: 'Release', item: room, holder: 'order-1', units: 3 }, counters(2))).toMatchObject([{ data: { units: 2 } }]);
    expect(decide({ type: 'ReturnSetAside', item: room, units: 2 }, counters(0, 2))).toEqual([{ type: 'SetAsideReturned', data: { item: room, units: 2 } }]);
    expect(decide({ type: 'ReturnSetAside', item: room, units: 3 }, counters(0, 2))).toEqual([]);
  });

  it('records a changed capacity, and which changes free units', () => {
    const [raised] = decide({ type: 'ChangeCapacity', item: room, from: 2, to: 3 }, counters(2));
    expect(raised).toEqual({ type: 'CapacityChanged', data: { item: room, from: 2, to: 3 } });
    expect(freesUnits(raised!)).toBe(true);
    expect(freesUnits(decide({ type: 'ChangeCapacity', item: room, from: 2, to: 1 }, counters(2))[0]!)).toBe(false);
    expect(freesUnits(decide({ type: 'ChangeCapacity', item: seat, from: 50, to: 0 }, counters(50))[0]!)).toBe(true);
    expect(decide({ type: 'ChangeCapacity', item: room, from: 2, to: 2 }, counters(2))).toEqual([]);
  });

  it('refuses to retire an item orders hold units of, with the advice for its kind', () => {
    expect(() => decide({ type: 'Retire', item: room }, counters(1))).toThrow('This room type has bookings: lower its available rooms or deactivate the festival instead.');
    expect(() => decide({ type: 'Retire', item: seat }, counters(4))).toThrow('lower its available seats to the 4 already booked (0 means unlimited)');
    expect(decide({ type: 'Retire', item: room }, counters(0, 1))).toEqual([{ type: 'StockRetired', data: { item: room } }]);
  });

  it('locks rooms before seats, each by id', () => {
    expect(lockOrder([seat, { ...room, id: 9 }, room])).toEqual([room, { ...room, id: 9 }, seat]);
  });
});
