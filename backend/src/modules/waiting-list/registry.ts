import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ConflictError, type WaitingListEvent, type WaitingListState } from '@pokerfest/domain';
import { ConcurrencyError, isUniqueViolation, stageMail, type Reaction, type ReactionContext, type Reactions } from '@pokerfest/infra';
import { stockRunOf, type Stock } from '../stock';
import type { WaitingItem } from './items';
import { WAITING_LIST_OFFER_EXPIRY_TIMER_KIND } from './list-timers';
import { offerEmail } from './offer-mail';

// What follows a list's events, in the list command's own transaction: the registry (who is in line
// and where, the offers and their deadlines), each offer's e-mail staged with a fresh single-use
// removal link, and the units handed back to stock.

export const leaveTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type On<T extends WaitingListEvent['type']> = Reaction<Extract<WaitingListEvent, { type: T }>, WaitingListState>;

/** What the reactions need besides the event: the list's item as the catalogue names it, the links' site, and stock. */
export interface RegistrySettings {
  item: WaitingItem;
  publicUrl: string;
  stock: Stock;
}

function joined({ item }: RegistrySettings): On<'WaitingListJoined'> {
  return async ({ trx }, { data }) => {
    try {
      await trx
        .insertInto('waiting_list_entries')
        .values({ entry_id: data.entryId, item_kind: item.kind, item_id: item.id, user_id: data.userId, status: 'waiting', position_key: 0, nights: data.nights, joined_at: new Date(data.joinedAt) })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('You are already on this waiting list.', { reason: 'already_waiting' });
      throw error;
    }
  };
}

const left: On<'WaitingListLeft'> = async ({ trx }, { data }) =>
  void (await trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', data.entryId).execute());

/** The offer, its deadline's timer, and its e-mail with a removal link of its own. */
function offered({ item, publicUrl }: RegistrySettings): On<'OfferMade'> {
  return async ({ trx, state, now, schedule, enqueueAfterCommit }, { data }) => {
    const expiresAt = new Date(data.expiresAt);
    await trx.updateTable('waiting_list_entries').set({ status: 'offered' }).where('entry_id', '=', data.entryId).execute();
    await trx
      .insertInto('waiting_list_offers')
      .values({ offer_id: data.offerId, entry_id: data.entryId, item_kind: item.kind, item_id: item.id, user_id: data.userId, status: 'open', expires_at: expiresAt })
      .execute();
    await schedule({ kind: WAITING_LIST_OFFER_EXPIRY_TIMER_KIND, key: data.offerId, dueAt: expiresAt, payload: { offerId: data.offerId, kind: item.kind, id: item.id } });
    const entry = state.entries.find((candidate) => candidate.entryId === data.entryId);
    if (!entry) return;
    const leaveToken = randomBytes(32).toString('base64url');
    await trx.insertInto('waiting_list_leave_tokens').values({ token_hash: leaveTokenHash(leaveToken), entry_id: data.entryId }).execute();
    const message = offerEmail({ to: entry.email, name: entry.name, item, offerId: data.offerId, expiresAt, leaveToken, publicUrl });
    enqueueAfterCommit(await stageMail(trx, message, now));
  };
}

const accepted: On<'OfferAccepted'> = async ({ trx }, { data }) =>
  void (await trx.updateTable('waiting_list_offers').set({ status: 'accepted', order_id: data.orderId }).where('offer_id', '=', data.offerId).execute());

/** Only an offer still open lapses: one an order accepted meanwhile makes the command decide again. */
const lapsed: On<'OfferLapsed'> = async ({ trx }, { data, streamId, streamVersion }) => {
  const ended = await trx
    .updateTable('waiting_list_offers')
    .set({ status: data.reason })
    .where('offer_id', '=', data.offerId)
    .where('status', '=', 'open')
    .returning('entry_id')
    .executeTakeFirst();
  if (!ended) throw new ConcurrencyError(streamId, streamVersion - 1);
  await trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', ended.entry_id).execute();
};

/** Units nobody waits for go back on sale; fewer set aside than the list counted makes it decide again. */
function returned({ item, stock }: RegistrySettings): On<'UnitsReturned'> {
  return async (context, { data, streamId, streamVersion }) => {
    const handedBack = await stock.returnSetAside(stockRunOf(context, `${streamId}-${streamVersion}`), item, data.units);
    if (!handedBack) throw new ConcurrencyError(streamId, streamVersion - 1);
  };
}

/** Positions follow the list's order after the whole command (moves included); lists are short, one statement. */
async function renumber({ trx, state }: ReactionContext<WaitingListState>): Promise<void> {
  const ids = state.entries.map((entry) => entry.entryId);
  if (ids.length > 0) await sql`UPDATE waiting_list_entries SET position_key = array_position(${ids}::text[], entry_id::text) WHERE entry_id = ANY(${ids}::uuid[])`.execute(trx);
}

/** The list's reactions to its own events; an accepted offer is always followed by the entry's leaving, which renumbers. */
export function registryReactions(settings: RegistrySettings): Reactions<WaitingListEvent, WaitingListState> {
  return {
    WaitingListJoined: [joined(settings), renumber],
    WaitingListLeft: [left, renumber],
    OfferMade: [offered(settings)],
    OfferAccepted: [accepted],
    OfferLapsed: [lapsed, renumber],
    EntryMoved: [renumber],
    UnitsReturned: [returned(settings)],
  };
}
