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
  throw new ConflictError(`Sorry, ${item.name} is sold out.`, { reason: 'sold_out', item });
}
