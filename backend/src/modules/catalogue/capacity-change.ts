import { sql } from 'kysely';
import type { Db, Executor } from '@pokerfest/infra';
import type { Stock } from '../stock';
import type { ItemTable } from './delete-item';

// The admin's rooms and seats are the catalogue's; the units they stand for are stock's. An update
// that changes them runs in one transaction with stock, which hears the change: units added go to
// the item's waiting list first, and the API's sold-out memo forgets the item at once.

const capacityColumns = { accommodations: 'available_rooms', tournaments: 'available_seats' } as const;
const stockKinds = { accommodations: 'accommodation', tournaments: 'tournament' } as const;

export interface CapacityChangeDeps {
  db: Db;
  stock: Stock;
  now: () => Date;
}

/**
 * Runs `update` (the item's row, changed) on its own when it leaves the capacity alone; otherwise
 * with the row locked and its capacity read first, then tells stock `from` → `to` in the same
 * transaction. Answers what `update` answers (nothing: no such item, and nothing told).
 */
export async function updateItem<T>(deps: CapacityChangeDeps, table: ItemTable, id: number, changes: Record<string, unknown>, update: (db: Executor) => Promise<T | undefined>): Promise<T | undefined> {
  const column = table === 'extras' ? undefined : capacityColumns[table];
  const to = column && changes[column];
  if (table === 'extras' || !column || typeof to !== 'number') return update(deps.db);
  const item = { kind: stockKinds[table], id };
  return deps.stock.transaction(deps.db, deps.now(), `capacity-${item.kind}-${id}`, async (run) => {
    const before = (await sql<{ capacity: number }>`SELECT ${sql.ref(column)} AS capacity FROM ${sql.table(table)} WHERE id = ${id} FOR UPDATE`.execute(run.trx)).rows[0];
    if (!before) return undefined;
    const updated = await update(run.trx);
    if (updated !== undefined) await deps.stock.changeCapacity(run, item, Number(before.capacity), to);
    return updated;
  });
}
