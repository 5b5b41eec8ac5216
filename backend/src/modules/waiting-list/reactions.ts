import { ConflictError, freesUnits, type StockEvent } from '@pokerfest/domain';
import type { StockReaction, StockReactions } from '../stock';
import { setFreeUnitsAside, WAITING_LIST_ACCEPTED_TIMER_KIND } from './list-timers';

// The waiting list follows stock's events, in the transaction that changed the counters: freed units
// go to the list first, a set-aside unit taken under an offer accepts that offer, and an item players
// wait for is not deleted.

type On<T extends StockEvent['type']> = StockReaction<Extract<StockEvent, { type: T }>>;

const WAITING_LIST_REFUSAL = 'Players are on its waiting list: lower its capacity or deactivate the festival instead.';

/**
 * Units an order gave back, or the admin added, go to the item's waiting list first: stock sets aside
 * as many as entries wait beyond the units already set aside, and the list's offers timer is armed.
 * Nobody waiting: they stay on sale.
 */
const setFreedUnitsAside: On<'UnitsReleased'> = async (context, { data }) => void (await setFreeUnitsAside(context, context.stock, data.item));

const setAddedUnitsAside: On<'CapacityChanged'> = async (context, event) => {
  if (freesUnits(event)) await setFreeUnitsAside(context, context.stock, event.data.item);
};

/**
 * An order took the unit set aside for an offer: the offer is the claimant's, open, unexpired and for
 * that item, or the whole order is refused. The list records the acceptance by a timer (its stream is
 * appended in a transaction of its own).
 */
const acceptOffer: On<'SetAsideUnitTaken'> = async ({ trx, now, schedule }, { data }) => {
  const { item, holder, claim } = data;
  const accepted = await trx
    .updateTable('waiting_list_offers')
    .set({ status: 'accepted', order_id: holder })
    .where('offer_id', '=', claim.offerId)
    .where('user_id', '=', claim.userId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .returning('entry_id')
    .executeTakeFirst();
  if (!accepted) throw offerNotValid();
  // off the player's lists at once; the list's stream records it by the timer
  await trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', accepted.entry_id).execute();
  await schedule({ kind: WAITING_LIST_ACCEPTED_TIMER_KIND, key: claim.offerId, dueAt: now, payload: { offerId: claim.offerId } });
};

/** Players waiting for the item (their list commands lock the same counter row): deleting it would leave their entries and open offers with nothing. */
const keepWaitedForItem: On<'StockRetired'> = async ({ trx }, { data }) => {
  const waiting = await trx
    .selectFrom('waiting_list_entries')
    .select((eb) => eb.fn.countAll<string>().as('entries'))
    .where('item_kind', '=', data.item.kind)
    .where('item_id', '=', data.item.id)
    .where('status', '<>', 'done')
    .executeTakeFirstOrThrow();
  if (Number(waiting.entries) > 0) throw new ConflictError(WAITING_LIST_REFUSAL, { reason: 'has_waiting_list', waiting: Number(waiting.entries) });
};

export function offerNotValid(): ConflictError {
  return new ConflictError('This offer is no longer valid: it expired, was used, or is not yours.', { reason: 'offer_not_valid' });
}

/** The waiting list's reactions to stock's events: the composition root hands them to stock. */
export const waitingListStockReactions: StockReactions = {
  UnitsReleased: [setFreedUnitsAside],
  CapacityChanged: [setAddedUnitsAside],
  SetAsideUnitTaken: [acceptOffer],
  StockRetired: [keepWaitedForItem],
};
