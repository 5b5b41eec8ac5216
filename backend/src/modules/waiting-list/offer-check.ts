import type { StockOffer } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { offerNotValid } from './reactions';

/**
 * The early check of an order placed through an offer (no lock): the offer is the caller's, open,
 * unexpired and for one of the order's items; answers which. The order's transaction checks again
 * as it takes the offer (reactions.ts), so this only gives the clear refusal first.
 */
export async function offerForOrder(db: Executor, offerId: string, userId: number, items: readonly { kind: StockOffer['kind']; id: number }[], now: Date): Promise<StockOffer> {
  const offer = await db.selectFrom('waiting_list_offers').select(['item_kind', 'item_id', 'user_id', 'status', 'expires_at']).where('offer_id', '=', offerId).executeTakeFirst();
  const valid = offer && offer.user_id === userId && offer.status === 'open' && offer.expires_at.getTime() > now.getTime() && items.some((item) => item.kind === offer.item_kind && item.id === offer.item_id);
  if (!valid) throw offerNotValid();
  return { offerId, kind: offer.item_kind, id: offer.item_id };
}
