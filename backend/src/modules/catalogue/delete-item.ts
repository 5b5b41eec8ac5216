import type { StockItemRef } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import type { Stock } from '../stock';

export type ItemTable = 'accommodations' | 'tournaments' | 'extras';

/** The items stock counts units of, by the kind stock knows them as. */
const stockKinds = { accommodations: 'accommodation', tournaments: 'tournament' } as const;

/**
 * Deletes a room type, tournament or extra; false when there is none with that id.
 *
 * A room type or tournament is deleted only if stock lets it go (`Stock.retire`): refused with 409
 * while an order holds a unit (a pending order within its hold, or a confirmed one, whose hold is
 * kept), as its holds would stop counting and a re-created item would sell the same rooms or seats
 * again, and while players wait for it (the waiting list, following stock, refuses). Holds of
 * expired or cancelled orders are released and do not block.
 *
 * Race-free against an order being placed: the item's row is locked first, then stock locks the
 * item's counter row, which a placement's hold takes its unit on; the count it reads includes every
 * hold committed before the lock was granted, and a placement that comes after waits for this
 * transaction and, the item being gone, fails with "no longer offered". (A foreign key from
 * `stock_holds` cannot do it: a hold names its item by `item_kind` + `item_id`, one column for two
 * tables, and released holds must not block.)
 *
 * Extras have no stock and may be deleted at any time: an order keeps its own priced lines (the
 * `OrderPlaced` event carries each extra's name, description, price and quantity), and nothing
 * reads an order's extras back from the catalogue.
 */
export async function deleteCatalogueItem(deps: { db: Db; stock: Stock; now: () => Date }, table: ItemTable, id: number): Promise<boolean> {
  if (table === 'extras') {
    const gone = await deps.db.deleteFrom('extras').where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  }
  const item: StockItemRef = { kind: stockKinds[table], id };
  return deps.stock.transaction(deps.db, deps.now(), `delete-${item.kind}-${id}`, async (run) => {
    const found = await run.trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!found) return false;
    await deps.stock.retire(run, item);
    const gone = await run.trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    return gone.numDeletedRows > 0n;
  });
}
