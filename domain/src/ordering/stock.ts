// Whether an order may hold one more unit of a room type or tournament. The counts come from the
// caller, read while the item's row is locked, so two orders for the last room cannot both be told yes.
import { ConflictError } from '../shared/errors';
import type { StockItem } from './order-events';

/** An item's stock when its row is locked: the admin's capacity (a tournament's 0 seats = unlimited) and the units held. */
export interface StockLevel {
  capacity: number;
  held: number;
}

export function unlimitedStock(item: StockItem, level: StockLevel): boolean {
  return item.kind === 'tournament' && level.capacity === 0;
}

/** Sold out is a refusal with its reason and the item, answered 409 before anything is held. */
export function decideHold(item: StockItem, level: StockLevel): void {
  if (unlimitedStock(item, level) || level.held < level.capacity) return;
  throw soldOut(item);
}

/** The 409 of a buyer who came after the last unit. */
export function soldOut(item: StockItem): ConflictError {
  return new ConflictError(`Sorry, ${item.name} is sold out.`, { reason: 'sold_out', item });
}

/**
 * What a buyer can still take of an item: its capacity less the units held by orders and those set
 * aside for its waiting list; null for an unlimited tournament.
 */
export function remainingOf(capacity: number, held: number, reserved: number, unlimited: boolean): number | null {
  return unlimited ? null : Math.max(0, capacity - held - reserved);
}

/** "12 Hotel Sacher – Double Room" keys: one map entry per item. */
export function stockKey(kind: StockItem['kind'], id: number): string {
  return `${kind}:${id}`;
}
