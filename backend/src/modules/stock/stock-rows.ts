import { sql } from 'kysely';
import { evolveStock, noCounters, type StockCounters, type StockEvent, type StockItemRef } from '@pokerfest/domain';
import type { Trx } from '@pokerfest/infra';

// The only writes of `stock_levels` (an item's counters) and `stock_holds` (what each holder holds of
// an item, released item by item) in the code base: stock's decided events applied to the rows.

const capacityNow = (item: StockItemRef) =>
  item.kind === 'accommodation'
    ? sql<number>`(SELECT available_rooms FROM accommodations WHERE id = ${item.id})`
    : sql<number>`(SELECT available_seats FROM tournaments WHERE id = ${item.id})`;

/**
 * The flash-sale path's one statement: a unit more held if the counters leave one (an unlimited
 * tournament always), the decider's rule written where the row lock is taken. The upsert locks the
 * row and re-reads it as committed, so its condition counts every unit taken before, and it keeps
 * the lock even when the condition refuses. Answers the counters after, or null when it took none.
 */
export async function takeUnitIfFree(trx: Trx, item: StockItemRef): Promise<StockCounters | null> {
  const unlimited = item.kind === 'tournament' ? sql`${capacityNow(item)} = 0` : sql`false`;
  const taken = await sql<StockCounters>`
    INSERT INTO stock_levels AS s (item_kind, item_id, held) VALUES (${item.kind}, ${item.id}, 1)
    ON CONFLICT (item_kind, item_id) DO UPDATE SET held = s.held + 1
      WHERE ${unlimited} OR s.held + s.reserved < ${capacityNow(item)}
    RETURNING s.held, s.reserved`.execute(trx);
  const row = taken.rows[0];
  return row ? { held: Number(row.held), reserved: Number(row.reserved) } : null;
}

/** A unit set aside for the waiting list becomes a holder's, if one is; the counters after, or null. */
export async function takeSetAsideUnit(trx: Trx, item: StockItemRef): Promise<StockCounters | null> {
  const taken = await trx
    .updateTable('stock_levels')
    .set((eb) => ({ held: eb('held', '+', 1), reserved: eb('reserved', '-', 1) }))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('reserved', '>', 0)
    .returning(['held', 'reserved'])
    .executeTakeFirst();
  return taken ? { held: Number(taken.held), reserved: Number(taken.reserved) } : null;
}

/** Decided events written to the item's counter row in one statement (the row deleted when the item is retired). */
export async function applyToCounters(trx: Trx, item: StockItemRef, events: readonly StockEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (events.some((event) => event.type === 'StockRetired')) {
    await trx.deleteFrom('stock_levels').where('item_kind', '=', item.kind).where('item_id', '=', item.id).execute();
    return;
  }
  const change = events.reduce(evolveStock, noCounters);
  if (change.held === 0 && change.reserved === 0) return;
  // the row to insert is checked (held, reserved >= 0) before the conflict is seen: a row that is not
  // there yet only ever gains units, so it is written with the gains alone
  await sql`
    INSERT INTO stock_levels AS s (item_kind, item_id, held, reserved) VALUES (${item.kind}, ${item.id}, ${Math.max(change.held, 0)}, ${Math.max(change.reserved, 0)})
    ON CONFLICT (item_kind, item_id) DO UPDATE SET held = s.held + ${change.held}, reserved = s.reserved + ${change.reserved}`.execute(trx);
}

/** Makes sure the item has a counter row, so that locking it orders this transaction against every hold. */
export async function ensureCounterRow(trx: Trx, item: StockItemRef): Promise<void> {
  await trx.insertInto('stock_levels').values({ item_kind: item.kind, item_id: item.id }).onConflict((oc) => oc.columns(['item_kind', 'item_id']).doNothing()).execute();
}

export async function recordHold(trx: Trx, holder: string, item: StockItemRef): Promise<void> {
  await trx.insertInto('stock_holds').values({ order_id: holder, item_kind: item.kind, item_id: item.id }).execute();
}

/** Marks the holder's unreleased holds of the item released; answers how many there were (none: released before). */
export async function releaseHolds(trx: Trx, holder: string, item: StockItemRef, now: Date): Promise<number> {
  const result = await trx
    .updateTable('stock_holds')
    .set({ released_at: now })
    .where('order_id', '=', holder)
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
