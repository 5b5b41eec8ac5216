// An item's counter row: the stock context's state, which its decider decides on and its events
// evolve. The admin's capacity is the catalogue's; the commands that need it carry it, read by the
// caller after the counter row was locked.
import type { StockEvent, StockItemRef } from './stock-events';
import { saleableUnits } from './stock-events';

export interface StockCounters {
  /** Units held by orders. */
  held: number;
  /** Units set aside for the item's waiting list (offered or still to be). */
  reserved: number;
}

export const noCounters: StockCounters = { held: 0, reserved: 0 };

export function unlimitedStock(item: Pick<StockItemRef, 'kind'>, capacity: number): boolean {
  return saleableUnits(item.kind, capacity) === Infinity;
}

/** Units neither held nor set aside (none for an unlimited tournament: nothing is ever set aside for it). */
export function freeUnits(item: Pick<StockItemRef, 'kind'>, capacity: number, counters: StockCounters): number {
  return unlimitedStock(item, capacity) ? 0 : Math.max(capacity - counters.held - counters.reserved, 0);
}

/**
 * What a buyer can still take of an item: its capacity less the units held by orders and those set
 * aside for its waiting list; null for an unlimited tournament.
 */
export function remainingOf(capacity: number, held: number, reserved: number, unlimited: boolean): number | null {
  return unlimited ? null : Math.max(0, capacity - held - reserved);
}

export function evolveStock(counters: StockCounters, event: StockEvent): StockCounters {
  switch (event.type) {
    case 'UnitHeld':
      return { ...counters, held: counters.held + 1 };
    case 'SetAsideUnitTaken':
      return { held: counters.held + 1, reserved: counters.reserved - 1 };
    case 'UnitsReleased':
      return { ...counters, held: counters.held - event.data.units };
    case 'UnitsSetAside':
      return { ...counters, reserved: counters.reserved + event.data.units };
    case 'SetAsideReturned':
      return { ...counters, reserved: counters.reserved - event.data.units };
    case 'CapacityChanged':
      return counters;
    case 'StockRetired':
      return noCounters;
  }
}
