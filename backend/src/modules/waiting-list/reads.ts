import { sql } from 'kysely';
import { listHistory, NotFoundError, positionOf, type AdminWaitingList, type WaitingEntryView, type WaitingItemRef } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import type { WaitingListDeps } from './deps';
import { findItem, listUnits } from './items';
import { loadListState } from './list-commands';
import { offerCheckoutUrl } from './offer-mail';
import { remainingOfItem } from './remaining';

// The waiting list's reads: a player's entries (from the registry), an admin's lists (from the streams).

interface EntryRow {
  id: string;
  itemKind: 'accommodation' | 'tournament';
  itemId: number;
  nights: number | null;
  status: 'waiting' | 'offered';
  position: number;
  joinedAt: Date;
  offerId: string | null;
  expiresAt: Date | null;
}

async function entryRows(db: Executor, userId: number, entryId?: string): Promise<EntryRow[]> {
  const rows = await sql<EntryRow>`
    SELECT e.entry_id AS id, e.item_kind AS "itemKind", e.item_id AS "itemId", e.nights, e.status, e.joined_at AS "joinedAt",
           (SELECT count(*) FROM waiting_list_entries o
             WHERE o.item_kind = e.item_kind AND o.item_id = e.item_id AND o.status <> 'done'
               AND (o.position_key, o.joined_at) <= (e.position_key, e.joined_at))::int AS position,
           f.offer_id AS "offerId", f.expires_at AS "expiresAt"
      FROM waiting_list_entries e
      LEFT JOIN waiting_list_offers f ON f.entry_id = e.entry_id AND f.status = 'open'
     WHERE e.user_id = ${userId} AND e.status <> 'done' ${entryId ? sql`AND e.entry_id = ${entryId}` : sql``}
     ORDER BY e.joined_at`.execute(db);
  return rows.rows;
}

export async function myEntries(deps: Pick<WaitingListDeps, 'db' | 'config'>, userId: number, entryId?: string): Promise<WaitingEntryView[]> {
  const views: WaitingEntryView[] = [];
  for (const row of await entryRows(deps.db, userId, entryId)) {
    const item = await findItem(deps.db, { kind: row.itemKind, id: row.itemId });
    if (!item) continue;
    views.push({
      id: row.id,
      itemKind: row.itemKind,
      itemId: row.itemId,
      itemName: item.name,
      festivalId: item.festivalId,
      festivalName: item.festivalName,
      nights: row.nights,
      position: row.position,
      status: row.status,
      offer: row.offerId && row.expiresAt ? { id: row.offerId, expiresAt: row.expiresAt.toISOString(), checkoutUrl: offerCheckoutUrl(deps.config.PUBLIC_URL, item.festivalId, row.offerId) } : null,
      joinedAt: new Date(row.joinedAt).toISOString(),
    });
  }
  return views;
}

export async function myEntry(deps: Pick<WaitingListDeps, 'db' | 'config'>, userId: number, entryId: string): Promise<WaitingEntryView> {
  const [view] = await myEntries(deps, userId, entryId);
  if (!view) throw new NotFoundError('Waiting-list entry not found');
  return view;
}

/** One item's list as the admin sees it: the stream's order, open offers and the history in words. */
export async function adminList(deps: Pick<WaitingListDeps, 'db' | 'store'>, ref: WaitingItemRef): Promise<AdminWaitingList | null> {
  const item = await findItem(deps.db, ref);
  if (!item) return null;
  const { state, events } = await loadListState(deps, ref);
  const units = await listUnits(deps.db, ref);
  return {
    itemKind: ref.kind,
    itemId: ref.id,
    itemName: item.name,
    remaining: await remainingOfItem(deps.db, item),
    reserved: units.reserved,
    entries: state.entries.map((entry) => {
      const offer = entry.offerId ? state.offers.find((open) => open.offerId === entry.offerId) : undefined;
      return {
        id: entry.entryId,
        position: positionOf(state, entry.entryId),
        userId: entry.userId,
        name: entry.name,
        email: entry.email,
        status: offer ? 'offered' : 'waiting',
        joinedAt: entry.joinedAt,
        offer: offer ? { id: offer.offerId, expiresAt: offer.expiresAt } : null,
      };
    }),
    history: listHistory(events),
  };
}

/** Every item of the festival that ever had a waiting list. */
export async function adminLists(deps: Pick<WaitingListDeps, 'db' | 'store'>, festivalId: string): Promise<AdminWaitingList[]> {
  const items = await sql<{ kind: 'accommodation' | 'tournament'; id: number }>`
    SELECT DISTINCT e.item_kind AS kind, e.item_id AS id
      FROM waiting_list_entries e
      LEFT JOIN accommodations a ON e.item_kind = 'accommodation' AND a.id = e.item_id
      LEFT JOIN tournaments t ON e.item_kind = 'tournament' AND t.id = e.item_id
     WHERE coalesce(a.festival_id, t.festival_id) = ${festivalId}
     ORDER BY 1, 2`.execute(deps.db);
  const lists: AdminWaitingList[] = [];
  for (const item of items.rows) {
    const list = await adminList(deps, item);
    if (list) lists.push(list);
  }
  return lists;
}
