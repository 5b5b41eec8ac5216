import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ConflictError, DomainError, NotFoundError, ValidationError, type WaitingItemRef } from '@pokerfest/domain';
import type { Executor, Trx } from '@pokerfest/infra';
import type { UserRow } from '../identity';
import type { WaitingListDeps } from './deps';
import { itemOfRow, requireItem } from './items';
import { runListCommand, type ListCommandResult } from './list-commands';
import { setFreeUnitsAside } from './list-timers';
import { leaveTokenHash } from './registry';
import { remainingOfItem } from './remaining';

// What players, admins and timers do to a list, each one list command.

/** A removal link already used: its work is done. */
export class LinkUsedError extends DomainError {
  constructor() {
    super('This link was already used: you are no longer on that waiting list.', 410, 'link_used', { reason: 'link_used' });
  }
}

/** Namespace of the players' advisory locks ('WLPL'; stream locks and documents use others). */
const PLAYER_LISTS_LOCK_NAMESPACE = 0x574c504c;

const listLimitReached = (limit: number) => new ConflictError(`You can be on at most ${limit} waiting lists at once.`, { reason: 'waiting_list_limit' });

async function liveListsOf(db: Executor, userId: number): Promise<number> {
  const lists = await db
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'done')
    .executeTakeFirstOrThrow();
  return Number(lists.count);
}

/**
 * In the join's transaction, its entry written: joins of one player to different lists hold
 * different list locks, so they queue on a lock of the player's, each counting (its own entry
 * included) what those before it committed. Taken last, after the list's and the counter's locks,
 * and by nothing else, so it closes no cycle.
 */
async function keepWithinListLimit(trx: Trx, userId: number, limit: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${PLAYER_LISTS_LOCK_NAMESPACE}, ${userId}::int)`.execute(trx);
  if ((await liveListsOf(trx, userId)) > limit) throw listLimitReached(limit);
}

export async function joinList(deps: WaitingListDeps, user: UserRow, ref: WaitingItemRef, nights: number | null, correlationId?: string): Promise<string> {
  const item = await requireItem(deps.db, ref);
  const remaining = await remainingOfItem(deps.db, item);
  if (remaining === null || remaining > 0) {
    throw new ConflictError(`${item.name} is not sold out: book it now.`, { reason: 'not_sold_out', remaining });
  }
  // early and unlocked, to spare a full player the list's lock; the count that holds is the one under the player's lock
  if ((await liveListsOf(deps.db, user.id)) >= deps.config.WAITING_LIST_MAX_PER_USER) throw listLimitReached(deps.config.WAITING_LIST_MAX_PER_USER);
  const entryId = randomUUID();
  await runListCommand(deps, ref, () => ({ type: 'Join', entryId, userId: user.id, email: user.email, name: user.username, nights: ref.kind === 'accommodation' ? nights : null, now: deps.now() }), {
    actorId: user.id,
    correlationId,
    alsoWrite: (trx) => keepWithinListLimit(trx, user.id, deps.config.WAITING_LIST_MAX_PER_USER),
  });
  // a unit released while this join was deciding went back on sale, as nobody waited yet: the list takes it now
  await deps.stock.transaction(deps.db, deps.now(), entryId, (run) => setFreeUnitsAside(run, deps.stock, ref));
  return entryId;
}

/** A live entry of the list registry, or 404; `userId` limits it to the player's own. */
export async function liveEntry(deps: Pick<WaitingListDeps, 'db'>, entryId: string, userId?: number) {
  let query = deps.db.selectFrom('waiting_list_entries').select(['entry_id', 'item_kind', 'item_id', 'user_id']).where('entry_id', '=', entryId).where('status', '<>', 'done');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError('Waiting-list entry not found');
  return row;
}

export async function leaveList(deps: WaitingListDeps, entryId: string, reason: 'player' | 'admin', actorId: number, userId?: number): Promise<ListCommandResult> {
  const entry = await liveEntry(deps, entryId, userId);
  return runListCommand(deps, itemOfRow(entry), (units) => ({ type: 'Leave', entryId, reason, now: deps.now(), units }), { actorId });
}

/** The e-mail's removal link: works once (410 after), a token never issued is a bad request. */
export async function leaveByToken(deps: WaitingListDeps, token: string): Promise<{ itemName: string }> {
  const hash = leaveTokenHash(token);
  const link = await deps.db
    .selectFrom('waiting_list_leave_tokens as l')
    .innerJoin('waiting_list_entries as e', 'e.entry_id', 'l.entry_id')
    .select(['l.used_at', 'e.entry_id', 'e.item_kind', 'e.item_id'])
    .where('l.token_hash', '=', hash)
    .executeTakeFirst();
  if (!link) throw new ValidationError('This removal link is not valid.', { reason: 'bad_token' });
  if (link.used_at) throw new LinkUsedError();
  const useLink = async (db: Executor) => {
    const used = await db.updateTable('waiting_list_leave_tokens').set({ used_at: deps.now() }).where('token_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new LinkUsedError();
  };
  const result = await runListCommand(deps, itemOfRow(link), (units) => ({ type: 'Leave', entryId: link.entry_id, reason: 'link', now: deps.now(), units }), {
    actorId: null,
    alsoWrite: useLink,
  });
  // already off the list (bought, or left another way): nothing appended, the link is used all the same
  if (result.events.length === 0) await useLink(deps.db);
  return { itemName: result.item.name };
}

export async function moveEntry(deps: WaitingListDeps, entryId: string, position: number, reason: string, adminId: number): Promise<WaitingItemRef> {
  const entry = await liveEntry(deps, entryId);
  const ref = itemOfRow(entry);
  await runListCommand(deps, ref, () => ({ type: 'MoveEntry', entryId, position, reason, adminId, now: deps.now() }), { actorId: adminId });
  return ref;
}

/** The offers timer: every unit set aside and not yet offered goes to the first entries waiting. */
export async function makeOffers(deps: WaitingListDeps, ref: WaitingItemRef, causationId?: string): Promise<ListCommandResult> {
  return runListCommand(deps, ref, (units) => ({ type: 'MakeOffers', ...units }), { actorId: null, causationId });
}

/** An offer's deadline: lapses if still open and due, its unit offered to the next in line. */
export async function lapseOfferIfDue(deps: WaitingListDeps, offerId: string): Promise<void> {
  const offer = await deps.db.selectFrom('waiting_list_offers').select(['item_kind', 'item_id', 'status', 'expires_at']).where('offer_id', '=', offerId).executeTakeFirst();
  if (!offer) return;
  const ref = itemOfRow(offer);
  if (offer.status === 'open' && offer.expires_at.getTime() <= deps.now().getTime()) {
    await runListCommand(deps, ref, (units) => ({ type: 'LapseOffer', offerId, reason: 'expired', units }), { actorId: null, causationId: offerId });
  }
  await makeOffers(deps, ref, offerId);
}

/** An order bought through the offer: the list records it (the registry already says so). */
export async function recordAcceptedOffer(deps: WaitingListDeps, offerId: string): Promise<void> {
  const offer = await deps.db.selectFrom('waiting_list_offers').select(['item_kind', 'item_id', 'order_id']).where('offer_id', '=', offerId).where('status', '=', 'accepted').executeTakeFirst();
  if (!offer) return;
  // the runner records every accepted offer first; nothing else to decide
  await runListCommand(deps, itemOfRow(offer), () => null, { actorId: null, causationId: offerId });
}
