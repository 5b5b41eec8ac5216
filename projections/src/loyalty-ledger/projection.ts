import { sql } from 'kysely';
import { loyaltyStream, type LoyaltyEvent } from '@pokerfest/domain';
import type { StoredEvent, Trx } from '@pokerfest/infra';
import { singleStreamProjection, type StoredStream } from '../single-stream';
import { adjustmentEntry, earnedEntry, referralEntry, reversalEntry, type LedgerEntry } from './ledger-entries';

async function insertEntry(trx: Trx, userId: number, eventId: string, entry: LedgerEntry): Promise<void> {
  await trx
    .insertInto('loyalty_transactions')
    .values({
      user_id: userId,
      points: entry.points,
      source: entry.source,
      source_id: entry.sourceId,
      description: entry.description,
      admin_id: entry.adminId,
      event_id: eventId,
      created_at: new Date(entry.createdAt),
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

/** Takes a booking's promised points off the pending list; answers the festival they were for. */
async function settlePending(trx: Trx, orderId: string): Promise<string | undefined> {
  const row = await trx.deleteFrom('loyalty_pending_points').where('order_id', '=', orderId).returning('festival_name').executeTakeFirst();
  return row?.festival_name;
}

async function project(trx: Trx, userId: number, event: StoredEvent<LoyaltyEvent>): Promise<void> {
  switch (event.type) {
    case 'BookingPointsPending': {
      const { orderId, points, festivalName, dueAt } = event.data;
      await trx
        .insertInto('loyalty_pending_points')
        .values({ order_id: orderId, user_id: userId, points, festival_name: festivalName, due_at: new Date(dueAt) })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      return;
    }
    case 'BookingPointsRestated': {
      // the player's "pending" figure follows the changed booking; the list shows only points that moved
      const { orderId, points, dueAt } = event.data;
      await trx.updateTable('loyalty_pending_points').set({ points, due_at: new Date(dueAt) }).where('order_id', '=', orderId).execute();
      return;
    }
    case 'BookingPointsEarned':
      return insertEntry(trx, userId, event.eventId, earnedEntry(event.data, await settlePending(trx, event.data.orderId)));
    case 'ReferralBonusAwarded':
      return insertEntry(trx, userId, event.eventId, referralEntry(event.data));
    case 'PointsAdjusted':
      return insertEntry(trx, userId, event.eventId, adjustmentEntry(event.data));
    case 'BookingPointsReversed':
      return insertEntry(trx, userId, event.eventId, reversalEntry(event.data, await settlePending(trx, event.data.orderId)));
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled ledger event ${JSON.stringify(unknown)}`);
    }
  }
}

async function projectedVersion(trx: Trx, userId: number): Promise<StoredStream<null> | undefined> {
  const row = await trx.selectFrom('loyalty_ledger_versions').select('last_version').where('user_id', '=', userId).executeTakeFirst();
  return row && { state: null, version: row.last_version };
}

/** How far each member's stream is projected; the entries themselves are written event by event. */
async function saveVersion(_: null, version: number, { trx, id: userId }: { trx: Trx; id: number }): Promise<void> {
  // never back: the runner and an inline append may both bring the same member forward
  await trx
    .insertInto('loyalty_ledger_versions')
    .values({ user_id: userId, last_version: version })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_version: version }).where('loyalty_ledger_versions.last_version', '<', version))
    .execute();
}

/** The balance is the sum of the member's transactions, so it can never drift from the list. */
async function refreshBalances(trx: Trx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .updateTable('users')
    .set({ loyalty_points: sql<number>`(SELECT coalesce(sum(points), 0)::int FROM loyalty_transactions WHERE user_id = users.id)` })
    .where('id', 'in', userIds)
    .execute();
}

/**
 * The loyalty read models: each member's transactions (spec section 3), the booking points still
 * pending, and users.loyalty_points, the balance every user call answers. The users table belongs
 * to identity; this projection owns only that column, so a rebuild resets it instead of deleting.
 */
export const loyaltyLedgerProjection = singleStreamProjection({
  name: 'loyalty-ledger',
  stream: loyaltyStream,
  tables: ['loyalty_transactions', 'loyalty_pending_points', 'loyalty_ledger_versions'],
  inline: true,
  async reset(trx) {
    await trx.updateTable('users').set({ loyalty_points: 0 }).where('loyalty_points', '<>', 0).execute();
  },
  initial: null,
  load: projectedVersion,
  async evolve(state, event, { trx, id: userId }) {
    await project(trx, userId, event);
    return state;
  },
  save: saveVersion,
  afterBatch: refreshBalances,
});
