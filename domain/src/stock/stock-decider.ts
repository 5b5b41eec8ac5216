// The stock context's decisions, pure: whether a buyer may hold a unit, what a release gives back,
// how many free units go aside for a waiting list, what the admin's capacity change and an item's
// deletion mean for the counters. The counters come from the caller, read under the item's counter
// row lock (the capacity, in the command, read after it), so two decisions on one item never see the
// same units free.
import { ConflictError } from '../shared/errors';
import { decideBy, type Decider } from '../shared/decider';
import type { StockClaim, StockEvent, StockItem, StockItemRef } from './stock-events';
import { evolveStock, freeUnits, noCounters, unlimitedStock, type StockCounters } from './stock-counters';

/** What an item's waiting list asks of its stock, counted while the counter row is locked. */
export interface WaitingDemand {
  /** Entries in line without an offer. */
  waiting: number;
  /** Units set aside that open offers already promise to someone. */
  promised: number;
}

export type StockCommand =
  /** `claim`: the unit is the one set aside for that waiting-list offer, not one on sale. */
  | { type: 'Hold'; item: StockItem; holder: string; capacity: number; claim?: StockClaim }
  /** `units`: what the holder's unreleased holds of the item come to. */
  | { type: 'Release'; item: StockItem; holder: string; units: number }
  | { type: 'SetAside'; item: StockItemRef; capacity: number; demand: WaitingDemand }
  | { type: 'ReturnSetAside'; item: StockItemRef; units: number }
  | { type: 'ChangeCapacity'; item: StockItemRef; from: number; to: number }
  | { type: 'Retire'; item: StockItemRef };

/** The 409 of a buyer who came after the last unit. */
export function soldOut(item: StockItem): ConflictError {
  return new ConflictError(`Sorry, ${item.name} is sold out.`, { reason: 'sold_out', item });
}

/** An item orders still hold units of cannot be deleted: its holds would stop counting. */
export function stillBooked(item: StockItemRef, held: number): ConflictError {
  const message =
    item.kind === 'accommodation'
      ? 'This room type has bookings: lower its available rooms or deactivate the festival instead.'
      : // 0 seats means unlimited, so "lower it to 0" would be the wrong advice.
        `This tournament has bookings: lower its available seats to the ${held} already booked (0 means unlimited) or deactivate the festival instead.`;
  return new ConflictError(message, { reason: 'has_bookings', held });
}

/**
 * A unit on sale while held and set-aside units stay below the capacity (always, for an unlimited
 * tournament); with a claim, one of the units set aside. Sold out is a refusal, answered 409.
 */
function hold(command: Extract<StockCommand, { type: 'Hold' }>, counters: StockCounters): StockEvent[] {
  const { item, holder, capacity, claim } = command;
  if (claim) {
    if (counters.reserved > 0) return [{ type: 'SetAsideUnitTaken', data: { item, holder, claim } }];
    throw soldOut(item);
  }
  if (unlimitedStock(item, capacity) || counters.held + counters.reserved < capacity) return [{ type: 'UnitHeld', data: { item, holder } }];
  throw soldOut(item);
}

/**
 * Free units go to the waiting list first: as many as entries wait beyond the units set aside and
 * not yet promised, as far as the free units go. Nobody waiting, or unlimited: none.
 */
function setAside(command: Extract<StockCommand, { type: 'SetAside' }>, counters: StockCounters): StockEvent[] {
  const { waiting, promised } = command.demand;
  const unpromised = Math.max(counters.reserved - promised, 0);
  const wanted = Math.max(waiting - unpromised, 0);
  const units = Math.min(freeUnits(command.item, command.capacity, counters), wanted);
  return units > 0 ? [{ type: 'UnitsSetAside', data: { item: command.item, units } }] : [];
}

/** More than are set aside cannot go back: the list decided on counts that have moved since (it decides again). */
function returnSetAside(command: Extract<StockCommand, { type: 'ReturnSetAside' }>, counters: StockCounters): StockEvent[] {
  if (command.units <= 0 || command.units > counters.reserved) return [];
  return [{ type: 'SetAsideReturned', data: { item: command.item, units: command.units } }];
}

/** A holder gives back what it holds, never more than the counter says is held. */
function release(command: Extract<StockCommand, { type: 'Release' }>, counters: StockCounters): StockEvent[] {
  const units = Math.min(command.units, counters.held);
  return units > 0 ? [{ type: 'UnitsReleased', data: { item: command.item, holder: command.holder, units } }] : [];
}

export const decideStock = decideBy<StockCounters, StockCommand, StockEvent>({
  Hold: hold,
  Release: release,
  SetAside: setAside,
  ReturnSetAside: returnSetAside,
  ChangeCapacity: ({ item, from, to }) => (from === to ? [] : [{ type: 'CapacityChanged', data: { item, from, to } }]),
  Retire: (command, counters) => {
    if (counters.held > 0) throw stillBooked(command.item, counters.held);
    return [{ type: 'StockRetired', data: { item: command.item } }];
  },
});

export const stockDecider: Decider<StockCounters, StockCommand, StockEvent> = {
  initialState: noCounters,
  evolve: evolveStock,
  decide: decideStock,
};
