import { sql } from 'kysely';
import { decideHold, NotFoundError, type StockItem } from '@pokerfest/domain';
import type { Trx } from '@pokerfest/infra';

// Rooms and seats held by orders. What is left of an item is its capacity (the admin's
// availableRooms / availableSeats; 0 seats = unlimited) minus its unreleased holds, counted while
// the item's row is locked: two orders for the last room cannot both see it free. Whether that
// leaves a unit for this order is the domain's decision (decideHold: sold out, with its reason).

async function lockedCapacity(trx: Trx, item: StockItem): Promise<number> {
  const query =
    item.kind === 'accommodation'
      ? sql<{ capacity: number }>`SELECT available_rooms AS capacity FROM accommodations WHERE id = ${item.id} FOR UPDATE`
      : sql<{ capacity: number }>`SELECT available_seats AS capacity FROM tournaments WHERE id = ${item.id} FOR UPDATE`;
  const row = (await query.execute(trx)).rows[0];
  if (!row) throw new NotFoundError(`${item.name} is no longer offered`);
  return Number(row.capacity);
}

/** Locks in one order (rooms, then seats by id) so two orders never wait on each other's rows. */
function lockOrder(items: readonly StockItem[]): StockItem[] {
  return [...items].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'accommodation' ? -1 : 1));
}

async function heldUnits(trx: Trx, item: StockItem): Promise<number> {
  const row = await trx
    .selectFrom('stock_holds')
    .select((eb) => eb.fn.countAll<string>().as('held'))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

export async function holdStock(trx: Trx, orderId: string, items: readonly StockItem[]): Promise<void> {
  for (const item of lockOrder(items)) {
    const capacity = await lockedCapacity(trx, item);
    // Counted in a statement after the lock was granted, so it sees every hold committed before it.
    decideHold(item, { capacity, held: await heldUnits(trx, item) });
    await trx.insertInto('stock_holds').values({ order_id: orderId, item_kind: item.kind, item_id: item.id }).execute();
  }
}

/**
 * Returns the listed rooms and seats of the order (all of them when it ends, the removed or lapsed
 * ones when it changes); releasing twice releases nothing more.
 */
export async function releaseStock(trx: Trx, orderId: string, items: readonly StockItem[], now: Date): Promise<number> {
  let released = 0;
  for (const item of lockOrder(items)) {
    const result = await trx
      .updateTable('stock_holds')
      .set({ released_at: now })
      .where('order_id', '=', orderId)
      .where('item_kind', '=', item.kind)
      .where('item_id', '=', item.id)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    released += Number(result.numUpdatedRows);
  }
  return released;
}
