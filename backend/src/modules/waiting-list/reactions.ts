import { ConflictError, type OrderEvent, type OrderState } from '@pokerfest/domain';
import type { Reaction, Reactions } from '@pokerfest/infra';
import { lockOrder } from '../orders';
import { reserveFreeUnits, WAITING_LIST_ACCEPTED_TIMER_KIND } from './list-timers';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

/**
 * Units an order gave back go to the item's waiting list first: in the order's transaction (after
 * ordering's own release), with the item's counter row locked, as many as entries wait beyond the
 * units already set aside move to `reserved`, and the list's offers timer is armed. Nobody waiting:
 * they stay on sale.
 */
const setFreedUnitsAside: On<'StockReleased'> = async ({ trx, id, now, enqueueAfterCommit }, { data, position }) => {
  for (const item of lockOrder(data.items)) {
    const timer = await reserveFreeUnits(trx, item, now, `${id}-${position.globalPosition}`);
    if (timer) enqueueAfterCommit(timer);
  }
};

/**
 * An order placed through an offer (its hold took the offer's unit): the offer is the caller's,
 * open, unexpired and for that item, or the whole order is refused. The list records the
 * acceptance by a timer (its stream is appended in a transaction of its own).
 */
const acceptOffer: On<'StockHeld'> = async ({ trx, id, state, now, schedule }, { data }) => {
  const offer = data.offer;
  if (!offer) return;
  const accepted = await trx
    .updateTable('waiting_list_offers')
    .set({ status: 'accepted', order_id: id })
    .where('offer_id', '=', offer.offerId)
    .where('user_id', '=', state.userId ?? -1)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .where('item_kind', '=', offer.kind)
    .where('item_id', '=', offer.id)
    .returning('entry_id')
    .executeTakeFirst();
  if (!accepted) throw offerNotValid();
  // off the player's lists at once; the list's stream records it by the timer
  await trx.updateTable('waiting_list_entries').set({ status: 'done' }).where('entry_id', '=', accepted.entry_id).execute();
  await schedule({ kind: WAITING_LIST_ACCEPTED_TIMER_KIND, key: offer.offerId, dueAt: now, payload: { offerId: offer.offerId } });
};

export function offerNotValid(): ConflictError {
  return new ConflictError('This offer is no longer valid: it expired, was used, or is not yours.', { reason: 'offer_not_valid' });
}

/** The waiting list's reactions to ordering's events: the composition root hands them to ordering's command runner. */
export const waitingListOrderReactions: Reactions<OrderEvent, OrderState> = {
  StockHeld: [acceptOffer],
  StockReleased: [setFreedUnitsAside],
};
