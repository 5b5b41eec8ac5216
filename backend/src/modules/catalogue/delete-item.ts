import { ConflictError } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';

const WAITING_LIST_REFUSAL = 'Players are on its waiting list: lower its capacity or deactivate the festival instead.';

export type ItemTable = 'accommodations' | 'tournaments' | 'extras';

/** The items orders hold stock of, by the `item_kind` of their holds. */
const stocked = {
  accommodations: {
    kind: 'accommodation',
    hasBookings: () => 'This room type has bookings: lower its available rooms or deactivate the festival instead.',
  },
  tournaments: {
    kind: 'tournament',
    // 0 seats means unlimited, so "lower it to 0" would be the wrong advice.
    hasBookings: (held: number) =>
      `This tournament has bookings: lower its available seats to the ${held} already booked (0 means unlimited) or deactivate the festival instead.`,
  },
} as const;

/**
 * Deletes a room type, tournament or extra; false when there is none with that id.
 *
 * A room type or tournament with an unreleased stock hold (a pending order still within its hold,
 * or a confirmed one, whose hold is kept) is refused with 409 and nothing is deleted: its holds
 * would stop counting and a re-created item would sell the same rooms or seats again. Holds of
 * expired or cancelled orders are released and do not block.
 *
 * Race-free against an order being placed: placement (`holdStock`) takes its unit with an upsert
 * on the item's `stock_levels` row. This makes sure that row exists and locks it first, then reads
 * its count, which includes every hold committed before the lock was granted; a placement that
 * comes after waits for this transaction and, the item being gone, fails with "no longer offered".
 * (A foreign key from `stock_holds` cannot do it: a hold names its item by `item_kind` + `item_id`,
 * one column for two tables, and released holds must not block.)
 *
 * Extras have no stock and may be deleted at any time: an order keeps its own priced lines (the
 * `OrderPlaced` event carries each extra's name, description, price and quantity), and nothing
 * reads an order's extras back from the catalogue.
 */
export async function deleteCatalogueItem(db: Db, table: ItemTable, id: number): Promise<boolean> {
  if (table === 'extras') {
    const gone = await db.deleteFrom('extras').where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }
  const stock = stocked[table];
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!item) return false;
    await trx.insertInto('stock_levels').values({ item_kind: stock.kind, item_id: id }).onConflict((oc) => oc.columns(['item_kind', 'item_id']).doNothing()).execute();
    const { held } = await trx
      .selectFrom('stock_levels')
      .select('held')
      .where('item_kind', '=', stock.kind)
      .where('item_id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (Number(held) > 0) throw new ConflictError(stock.hasBookings(Number(held)), { reason: 'has_bookings', held: Number(held) });
    // Players waiting for it (their list commands take the same counter row): deleting it would
    // leave their entries and open offers with an item that no longer exists.
    const waiting = await trx
      .selectFrom('waiting_list_entries')
      .select((eb) => eb.fn.countAll<string>().as('entries'))
      .where('item_kind', '=', stock.kind)
      .where('item_id', '=', id)
      .where('status', '<>', 'done')
      .executeTakeFirstOrThrow();
    if (Number(waiting.entries) > 0) throw new ConflictError(WAITING_LIST_REFUSAL, { reason: 'has_waiting_list', waiting: Number(waiting.entries) });
    const gone = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('stock_levels').where('item_kind', '=', stock.kind).where('item_id', '=', id).execute();
    return gone.numDeletedRows > 0n;
  });
}
