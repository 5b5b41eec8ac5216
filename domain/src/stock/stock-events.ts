// Rooms and seats as counted units: what the stock context decides and what it tells the contexts
// that follow it. Stock keeps no stream: its state is each item's counter row, and these events are
// applied to that row and handed to its followers in the transaction that changed it.

import type { EventTypes } from '../shared/streams';

export type StockKind = 'accommodation' | 'tournament';

/** A room type or tournament, as stock counts it. */
export interface StockItemRef {
  kind: StockKind;
  id: number;
}

/** With its name, for the refusal a buyer reads. */
export interface StockItem extends StockItemRef {
  name: string;
}

/** A waiting list's offer a unit was set aside for, and the player it was made to: only they may take it. */
export interface StockClaim {
  offerId: string;
  userId: number;
}

/** A unit on sale is held by `holder` (an order). */
export interface UnitHeld { type: 'UnitHeld'; data: { item: StockItem; holder: string } }
/** A unit set aside for the item's waiting list is held by `holder`, under the offer `claim`. */
export interface SetAsideUnitTaken { type: 'SetAsideUnitTaken'; data: { item: StockItem; holder: string; claim: StockClaim } }
/** `holder` gave `units` back: they are free again. */
export interface UnitsReleased { type: 'UnitsReleased'; data: { item: StockItem; holder: string; units: number } }
/** Free units moved aside for the item's waiting list: no buyer can take them. */
export interface UnitsSetAside { type: 'UnitsSetAside'; data: { item: StockItemRef; units: number } }
/** Units set aside that the waiting list hands back to sale. */
export interface SetAsideReturned { type: 'SetAsideReturned'; data: { item: StockItemRef; units: number } }
/** The admin changed the item's rooms or seats (a tournament's 0 = unlimited). */
export interface CapacityChanged { type: 'CapacityChanged'; data: { item: StockItemRef; from: number; to: number } }
/** The item is deleted from the catalogue: its counters go with it. */
export interface StockRetired { type: 'StockRetired'; data: { item: StockItemRef } }

export type StockEvent = UnitHeld | SetAsideUnitTaken | UnitsReleased | UnitsSetAside | SetAsideReturned | CapacityChanged | StockRetired;

/** Every stock event type once (the compiler refuses a missing one): what the map of followers lists. */
export const STOCK_EVENT_TYPES: EventTypes<StockEvent> = {
  UnitHeld: true,
  SetAsideUnitTaken: true,
  UnitsReleased: true,
  UnitsSetAside: true,
  SetAsideReturned: true,
  CapacityChanged: true,
  StockRetired: true,
};

/** `accommodation:12` keys: one map entry per item. */
export function stockKey(kind: StockKind, id: number): string {
  return `${kind}:${id}`;
}

/** Locks in one order (rooms, then seats by id) so two transactions never wait on each other's rows. */
export function lockOrder<T extends StockItemRef>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'accommodation' ? -1 : 1));
}

/** The units a capacity stands for: a tournament's 0 seats are unlimited. */
export function saleableUnits(kind: StockKind, capacity: number): number {
  return kind === 'tournament' && capacity === 0 ? Infinity : capacity;
}

/** Whether this event gives units back to sale (a buyer turned away a moment ago might now win). */
export function freesUnits(event: StockEvent): boolean {
  switch (event.type) {
    case 'UnitsReleased':
    case 'SetAsideReturned':
      return true;
    case 'CapacityChanged':
      return saleableUnits(event.data.item.kind, event.data.to) > saleableUnits(event.data.item.kind, event.data.from);
    default:
      return false;
  }
}
