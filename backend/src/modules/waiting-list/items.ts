import { sql } from 'kysely';
import { NotFoundError, waitingListId, type WaitingDemand, type WaitingItemRef, type WaitingListId } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { countersOf } from '../stock';

// What the waiting list needs of the catalogue, of the item's stock counters and of its own registry.

export interface WaitingItem extends WaitingItemRef {
  name: string;
  festivalId: string;
  festivalName: string;
  /** The admin's capacity (a tournament's 0 seats = unlimited). */
  capacity: number;
}

export async function findItem(db: Executor, item: WaitingItemRef): Promise<WaitingItem | null> {
  const row =
    item.kind === 'accommodation'
      ? await db
          .selectFrom('accommodations as a')
          .innerJoin('hotels as h', 'h.id', 'a.hotel_id')
          .innerJoin('festivals as f', 'f.product_id', 'a.festival_id')
          .select(['h.name as hotelName', 'a.room_type as roomType', 'f.product_id as festivalId', 'f.title as festivalName', 'a.available_rooms as capacity'])
          .where('a.id', '=', item.id)
          .executeTakeFirst()
          .then((found) => found && { name: `${found.hotelName} - ${found.roomType}`, festivalId: found.festivalId, festivalName: found.festivalName, capacity: found.capacity })
      : await db
          .selectFrom('tournaments as t')
          .innerJoin('festivals as f', 'f.product_id', 't.festival_id')
          .select(['t.title as name', 'f.product_id as festivalId', 'f.title as festivalName', 't.available_seats as capacity'])
          .where('t.id', '=', item.id)
          .executeTakeFirst();
  return row ? { ...item, name: row.name, festivalId: row.festivalId, festivalName: row.festivalName, capacity: Number(row.capacity) } : null;
}

export async function requireItem(db: Executor, item: WaitingItemRef): Promise<WaitingItem> {
  const found = await findItem(db, item);
  if (!found) throw new NotFoundError(item.kind === 'accommodation' ? 'Room type not found' : 'Tournament not found');
  return found;
}

export interface ListUnits {
  held: number;
  /** Set aside for the list on the counter. */
  reserved: number;
  /** Of those, held by open offers. */
  openOffers: number;
  /** Entries in line without an offer. */
  waiting: number;
}

/** What the list asks of its item's stock, from its registry: entries waiting without an offer, and units open offers promise. */
export async function listDemand(db: Executor, item: WaitingItemRef): Promise<WaitingDemand> {
  return (
    await sql<WaitingDemand>`
      SELECT (SELECT count(*) FROM waiting_list_offers WHERE item_kind = ${item.kind} AND item_id = ${item.id} AND status = 'open')::int AS promised,
             (SELECT count(*) FROM waiting_list_entries WHERE item_kind = ${item.kind} AND item_id = ${item.id} AND status = 'waiting')::int AS waiting`.execute(db)
  ).rows[0]!;
}

/** The counters and the list's registry counts; `lock` takes the counter row's lock first (never before an append). */
export async function listUnits(db: Executor, item: WaitingItemRef, lock = false): Promise<ListUnits> {
  const { held, reserved } = await countersOf(db, item, { lock });
  const { promised, waiting } = await listDemand(db, item);
  return { held, reserved, openOffers: promised, waiting };
}

export const listIdOf = (item: WaitingItemRef): WaitingListId => waitingListId(item);

export const itemOfRow = (row: { item_kind: 'accommodation' | 'tournament'; item_id: number }): WaitingItemRef => ({ kind: row.item_kind, id: row.item_id });
