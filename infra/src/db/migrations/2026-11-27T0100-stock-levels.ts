import { sql, type Kysely } from 'kysely';

// What is left of each room type and tournament, kept as counters beside the per-order holds: a
// unit is taken with one conditional statement on the item's counter row (no count under a lock),
// the catalogue reads what is left per festival with one indexed query, and units set aside for the
// item's waiting list (`reserved`) are not for sale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stock_levels (
      item_kind text NOT NULL CHECK (item_kind IN ('accommodation', 'tournament')),
      item_id   integer NOT NULL,
      held      integer NOT NULL DEFAULT 0 CHECK (held >= 0),
      reserved  integer NOT NULL DEFAULT 0 CHECK (reserved >= 0),
      PRIMARY KEY (item_kind, item_id)
    )`.execute(db);
  await sql`
    INSERT INTO stock_levels (item_kind, item_id, held)
    SELECT item_kind, item_id, count(*) FROM stock_holds WHERE released_at IS NULL GROUP BY item_kind, item_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS stock_levels`.execute(db);
}
