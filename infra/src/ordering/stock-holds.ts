import { sql } from 'kysely';
import { ConflictError, NotFoundError, type StockItem } from '@pokerfest/domain';
import type { Trx } from '../db';

// Rooms and seats held by orders. What is left of an item is its capacity (the admin's
// availableRooms / availableSeats; 0 seats = unlimited) minus its unreleased holds, counted while
// the item's row is locked: two orders for the last room cannot both see it free.

async function lockedCapacity(trx: Trx, item: StockItem): Promise<number> {
  const query =
    item.kind === 'accommodation'
      ? sql<{ capacity: number }>`SELECT available_rooms AS capacity FROM accommodations WHERE id = ${item.id} FOR UPDATE`
      : sql<{ capacity: number }>`SELECT available_seats AS capacity FROM tournaments WHERE id = ${item.id} FOR UPDATE`;
  const row = (await query.execute(trx)).rows[0];
  if (!row) throw new NotFoundError(`${item.name} is no longer offered`);
  return Number(row.capacity);
}

async function activeHolds(trx: Trx, item: StockItem): Promise<number> {
  const row = await trx
    .selectFrom('stock_holds')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Locks in one order (rooms, then seats by id) so two orders never wait on each other's rows. */
function lockOrder(items: readonly StockItem[]): StockItem[] {
  return [...items].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'accommodation' ? -1 : 1));
}

export async function holdStock(trx: Trx, orderId: string, items: readonly StockItem[]): Promise<void> {
  for (const item of lockOrder(items)) {
    const capacity = await lockedCapacity(trx, item);
    const unlimited = item.kind === 'tournament' && capacity === 0;
    if (!unlimited && (await activeHolds(trx, item)) >= capacity) {
      throw new ConflictError(`Sorry, ${item.name} is sold out.`, { reason: 'sold_out', item });
    }
    await trx.insertInto('stock_holds').values({ order_id: orderId, item_kind: item.kind, item_id: item.id }).execute();
  }
}

/** Returns the order's rooms and seats; releasing twice releases nothing more. */
export async function releaseStock(trx: Trx, orderId: string, now: Date): Promise<number> {
  const released = await trx
    .updateTable('stock_holds')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}
