import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ConflictError, type WaitingListEvent, type WaitingListState } from '@pokerfest/domain';
import { ConcurrencyError, isUniqueViolation, stageMail, writeDueRow, type TimerRequest, type Trx } from '@pokerfest/infra';
import type { WaitingItem } from './items';
import { WAITING_LIST_OFFER_EXPIRY_TIMER_KIND } from './list-timers';
import { offerEmail } from './offer-mail';

// The list's registry follows its events in the command's own transaction: who is in line and
// where, the offers and their deadlines, the counter's units handed back, and each offer's e-mail
// staged with a fresh single-use removal link.

export const leaveTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface RegistryContext {
  trx: Trx;
  item: WaitingItem;
  streamId: string;
  version: number;
  now: Date;
  publicUrl: string;
  /** After every event: who is in line, in order (positions are re-written from it). */
  state: WaitingListState;
}

async function joined(context: RegistryContext, data: Extract<WaitingListEvent, { type: 'WaitingListJoined' }>['data']): Promise<void> {
  try {
    await context.trx
      .insertInto('waiting_list_entries')
      .values({ entry_id: data.entryId, item_kind: context.item.kind, item_id: context.item.id, user_id: data.userId, status: 'waiting', position_key: 0, nights: data.nights, joined_at: new Date(data.joinedAt) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('You are already on this waiting list.', { reason: 'already_waiting' });
    throw error;
  }
}

async function offered(context: RegistryContext, data: Extract<WaitingListEvent, { type: 'OfferMade' }>['data'], timers: TimerRequest[]): Promise<void> {
  const { trx, item, now } = context;
  const expiresAt = new Date(data.expiresAt);
  await trx.updateTable('waiting_list_entries').set({ status: 'offered' }).where('entry_id', '=', data.entryId).execute();
  await trx
    .insertInto('waiting_list_offers')
    .values({ offer_id: data.offerId, entry_id: data.entryId, item_kind: item.kind, item_id: item.id, user_id: data.userId, status: 'open', expires_at: expiresAt })
    .execute();
  const expiry = { kind: WAITING_LIST_OFFER_EXPIRY_TIMER_KIND, key: data.offerId, dueAt: expiresAt, payload: { offerId: data.offerId, kind: item.kind, id: item.id } };
  await writeDueRow(trx, expiry);
  timers.push(expiry);
  const entry = context.state.entries.find((candidate) => candidate.entryId === data.entryId);
  if (!entry) return;
  const leaveToken = randomBytes(32).toString('base64url');
  await trx.insertInto('waiting_list_leave_tokens').values({ token_hash: leaveTokenHash(leaveToken), entry_id: data.entryId }).execute();
  const message = offerEmail({ to: entry.email, name: entry.name, item, offerId: data.offerId, expiresAt, leaveToken, publicUrl: context.publicUrl });
  timers.push(await stageMail(trx, message, now));
}

/** Only an offer still open lapses: one an order accepted meanwhile makes the command decide again. */
async function lapsed(context: RegistryContext, data: Extract<WaitingListEvent, { type: 'OfferLapsed' }>['data']): Promise<void> {
  const ended = await context.trx
    .updateTable('waiting_list_offers')
    .set({ status: data.reason })
    .where('offer_id', '=', data.offerId)
    .where('status', '=', 'open')
    .returning('entry_id')
    .executeTakeFirst();
  if (!ended) throw new ConcurrencyError(context.streamId, context.version);
  await context.trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', ended.entry_id).execute();
}

async function returned(context: RegistryContext, units: number): Promise<void> {
  const { trx, item } = context;
  const result = await trx
    .updateTable('stock_levels')
    .set((eb) => ({ reserved: eb('reserved', '-', units) }))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('reserved', '>=', units)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ConcurrencyError(context.streamId, context.version);
}

/** Applies the command's events to the registry; answers the timers to enqueue once it commits. */
export async function recordInRegistry(context: RegistryContext, events: readonly WaitingListEvent[]): Promise<TimerRequest[]> {
  const { trx } = context;
  const timers: TimerRequest[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'WaitingListJoined':
        await joined(context, event.data);
        break;
      case 'WaitingListLeft':
        await trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', event.data.entryId).execute();
        break;
      case 'OfferMade':
        await offered(context, event.data, timers);
        break;
      case 'OfferAccepted':
        await trx.updateTable('waiting_list_offers').set({ status: 'accepted', order_id: event.data.orderId }).where('offer_id', '=', event.data.offerId).execute();
        break;
      case 'OfferLapsed':
        await lapsed(context, event.data);
        break;
      case 'UnitsReturned':
        await returned(context, event.data.units);
        break;
      case 'EntryMoved':
        break;
    }
  }
  // positions follow the list's order (moves included); lists are short, one statement
  const ids = context.state.entries.map((entry) => entry.entryId);
  if (ids.length > 0) {
    await sql`UPDATE waiting_list_entries SET position_key = array_position(${ids}::text[], entry_id::text) WHERE entry_id = ANY(${ids}::uuid[])`.execute(trx);
  }
  return timers;
}
