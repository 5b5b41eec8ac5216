import { sql } from 'kysely';
import { NotFoundError, soldOut, type StockItem } from '@pokerfest/domain';
import type { Executor, Trx } from '@pokerfest/infra';

// Rooms and seats held by orders: one `stock_holds` row per order and item (what the order holds,
// released item by item) and the item's counters in `stock_levels` (held by orders, set aside for
// its waiting list). A unit is taken with one conditional statement on the counter row: the row
// lock orders two buyers of the last room, and the second sees the first's unit once it commits.
// A buyer who finds none left is refused with the domain's 409 (soldOut).

/** The admin's capacity (availableRooms / availableSeats; a tournament's 0 seats = unlimited), null when the item is gone. */
export async function capacityOf(db: Executor, item: Pick<StockItem, 'kind' | 'id'>): Promise<number | null> {
  const row =
    item.kind === 'accommodation'
      ? await db.selectFrom('accommodations').select('available_rooms as capacity').where('id', '=', item.id).executeTakeFirst()
      : await db.selectFrom('tournaments').select('available_seats as capacity').where('id', '=', item.id).executeTakeFirst();
  return row ? Number(row.capacity) : null;
}

const capacityNow = (item: StockItem) =>
  item.kind === 'accommodation'
    ? sql<number>`(SELECT available_rooms FROM accommodations WHERE id = ${item.id})`
    : sql<number>`(SELECT available_seats FROM tournaments WHERE id = ${item.id})`;

/** Locks in one order (rooms, then seats by id) so two orders never wait on each other's rows. */
export function lockOrder<T extends Pick<StockItem, 'kind' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'accommodation' ? -1 : 1));
}

/**
 * One unit more held, if one is left: the upsert takes the counter row's lock and re-reads it as
 * committed, so its condition counts every unit taken before. Answers the counters after (null:
 * none was left). An unlimited tournament only counts.
 */
async function takeUnit(trx: Trx, item: StockItem, unlimited: boolean): Promise<{ held: number; reserved: number } | null> {
  const taken = await sql<{ held: number; reserved: number }>`
    INSERT INTO stock_levels AS s (item_kind, item_id, held) VALUES (${item.kind}, ${item.id}, 1)
    ON CONFLICT (item_kind, item_id) DO UPDATE SET held = s.held + 1
      WHERE ${unlimited} OR s.held + s.reserved < ${capacityNow(item)}
    RETURNING s.held, s.reserved`.execute(trx);
  return taken.rows[0] ?? null;
}

/** The unit the item's waiting list set aside for an offer becomes the order's. */
async function takeReservedUnit(trx: Trx, item: StockItem): Promise<{ held: number; reserved: number } | null> {
  const taken = await trx
    .updateTable('stock_levels')
    .set((eb) => ({ held: eb('held', '+', 1), reserved: eb('reserved', '-', 1) }))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('reserved', '>', 0)
    .returning(['held', 'reserved'])
    .executeTakeFirst();
  return taken ?? null;
}

export interface HoldOptions {
  /** The item an accepted waiting-list offer set a unit aside for: that unit is taken, not one on sale. */
  offered?: Pick<StockItem, 'kind' | 'id'>;
}

export async function holdStock(trx: Trx, orderId: string, items: readonly StockItem[], options: HoldOptions = {}): Promise<void> {
  for (const item of lockOrder(items)) {
    const capacity = await capacityOf(trx, item);
    if (capacity === null) throw new NotFoundError(`${item.name} is no longer offered`);
    const unlimited = item.kind === 'tournament' && capacity === 0;
    const offered = options.offered?.kind === item.kind && options.offered.id === item.id;
    const taken = offered ? await takeReservedUnit(trx, item) : unlimited || capacity > 0 ? await takeUnit(trx, item, unlimited) : null;
    // Read again now that the counter row is locked: the upsert's condition saw the catalogue as
    // its statement began, and an admin may have deleted the item or lowered its capacity since.
    const capacityNowLocked = await capacityOf(trx, item);
    if (capacityNowLocked === null) throw new NotFoundError(`${item.name} is no longer offered`);
    const stillUnlimited = item.kind === 'tournament' && capacityNowLocked === 0;
    if (!taken || (!stillUnlimited && !offered && taken.held + taken.reserved > capacityNowLocked)) throw soldOut(item);
    await trx.insertInto('stock_holds').values({ order_id: orderId, item_kind: item.kind, item_id: item.id }).execute();
  }
}

/**
 * Returns the listed rooms and seats of the order (all of them when it ends, the removed or lapsed
 * ones when it changes); releasing twice releases nothing more. Answers the items a unit went back to.
 */
export async function releaseStock(trx: Trx, orderId: string, items: readonly StockItem[], now: Date): Promise<StockItem[]> {
  const freed: StockItem[] = [];
  for (const item of lockOrder(items)) {
    const result = await trx
      .updateTable('stock_holds')
      .set({ released_at: now })
      .where('order_id', '=', orderId)
      .where('item_kind', '=', item.kind)
      .where('item_id', '=', item.id)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    const released = Number(result.numUpdatedRows);
    if (released === 0) continue;
    await trx
      .updateTable('stock_levels')
      .set((eb) => ({ held: eb('held', '-', released) }))
      .where('item_kind', '=', item.kind)
      .where('item_id', '=', item.id)
      .execute();
    freed.push(item);
  }
  return freed;
}
