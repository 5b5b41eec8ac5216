import { sql } from 'kysely';
import { noCounters, remainingOf, stockKey, type StockCounters, type StockItemRef } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

// What stock reads: the counters of one item (locked, for a decision), the admin's capacity from the
// catalogue, and what is left of a festival's rooms and seats, read from the counters in one indexed
// query, never cached: a hold acknowledged to one buyer is what the next reader sees.

/** The admin's capacity (availableRooms / availableSeats; a tournament's 0 seats = unlimited), null when the item is gone. */
export async function capacityOf(db: Executor, item: StockItemRef): Promise<number | null> {
  const row =
    item.kind === 'accommodation'
      ? await db.selectFrom('accommodations').select('available_rooms as capacity').where('id', '=', item.id).executeTakeFirst()
      : await db.selectFrom('tournaments').select('available_seats as capacity').where('id', '=', item.id).executeTakeFirst();
  return row ? Number(row.capacity) : null;
}

/**
 * The item's counters; `lock` takes the counter row's lock first (in a transaction whose first write,
 * if it appends, is already done). No row yet: nothing held or set aside, and nothing to lock.
 */
export async function countersOf(db: Executor, item: StockItemRef, { lock = false } = {}): Promise<StockCounters> {
  const row = (
    await sql<StockCounters>`
      SELECT held, reserved FROM stock_levels WHERE item_kind = ${item.kind} AND item_id = ${item.id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db)
  ).rows[0];
  return row ? { held: Number(row.held), reserved: Number(row.reserved) } : noCounters;
}

interface LevelRow {
  kind: StockItemRef['kind'];
  id: number;
  capacity: number;
  held: number;
  reserved: number;
}

/** Each room type's and tournament's remaining units (null: unlimited) of one festival or several, keyed by `stockKey`. */
export async function remainingStock(db: Executor, festivalId: string | readonly string[]): Promise<Map<string, number | null>> {
  const ids = typeof festivalId === 'string' ? [festivalId] : [...new Set(festivalId)];
  if (ids.length === 0) return new Map();
  const festivals = sql.join(ids);
  const rows = await sql<LevelRow>`
    SELECT 'accommodation' AS kind, a.id, a.available_rooms AS capacity, coalesce(s.held, 0) AS held, coalesce(s.reserved, 0) AS reserved
      FROM accommodations a LEFT JOIN stock_levels s ON s.item_kind = 'accommodation' AND s.item_id = a.id
     WHERE a.festival_id IN (${festivals})
    UNION ALL
    SELECT 'tournament', t.id, t.available_seats, coalesce(s.held, 0), coalesce(s.reserved, 0)
      FROM tournaments t LEFT JOIN stock_levels s ON s.item_kind = 'tournament' AND s.item_id = t.id
     WHERE t.festival_id IN (${festivals})`.execute(db);
  return new Map(rows.rows.map((row) => [stockKey(row.kind, row.id), remainingOf(Number(row.capacity), Number(row.held), Number(row.reserved), row.kind === 'tournament' && Number(row.capacity) === 0)]));
}

/**
 * The first of `items` with nothing left, read without a lock: a cheap early refusal for a buyer
 * who cannot win. An item that looks free here is still decided by the hold, under its row lock.
 */
export async function firstSoldOut<T extends StockItemRef>(db: Executor, items: readonly T[]): Promise<T | null> {
  for (const item of items) {
    const table = item.kind === 'accommodation' ? sql`accommodations` : sql`tournaments`;
    const column = item.kind === 'accommodation' ? sql`available_rooms` : sql`available_seats`;
    const row = (
      await sql<{ capacity: number; held: number; reserved: number }>`
        SELECT c.${column} AS capacity, coalesce(s.held, 0) AS held, coalesce(s.reserved, 0) AS reserved
          FROM ${table} c LEFT JOIN stock_levels s ON s.item_kind = ${item.kind} AND s.item_id = c.id
         WHERE c.id = ${item.id}`.execute(db)
    ).rows[0];
    if (!row) continue;
    const unlimited = item.kind === 'tournament' && Number(row.capacity) === 0;
    if (remainingOf(Number(row.capacity), Number(row.held), Number(row.reserved), unlimited) === 0) return item;
  }
  return null;
}
