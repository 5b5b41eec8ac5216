// The offer e-mail's checkout link, /festivals/{id}?offer={offerId}: which of my entries holds that
// offer, so the festival page can choose its item and the order can go through the offer.
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../account';
import { useMyWaitingList } from './api/waiting-list-calls';
import type { WaitingItemKind } from './api/waiting-list-schemas';
import { entryWithOffer } from './waiting-list-words';

/** An open offer of mine, as the festival page uses it. */
export interface FestivalOffer {
  offerId: string;
  kind: WaitingItemKind;
  itemId: number;
  itemName: string;
  expiresAt: string;
}

export type FestivalOfferState =
  | { kind: 'none' }
  | { kind: 'login'; offerId: string }
  | { kind: 'loading'; offerId: string }
  | { kind: 'gone'; offerId: string }
  | { kind: 'found'; offer: FestivalOffer };

export function useFestivalOffer(festivalId: string): FestivalOfferState {
  const [params] = useSearchParams();
  const offerId = params.get('offer');
  const { user, isLoading: userLoading } = useCurrentUser();
  const entries = useMyWaitingList({ enabled: Boolean(offerId && user) });
  if (!offerId) return { kind: 'none' };
  if (userLoading) return { kind: 'loading', offerId };
  if (!user) return { kind: 'login', offerId };
  if (entries.isPending) return { kind: 'loading', offerId };
  const entry = entryWithOffer(entries.data, offerId);
  if (!entry?.offer || entry.festivalId !== festivalId) return { kind: 'gone', offerId };
  return { kind: 'found', offer: { offerId, kind: entry.itemKind, itemId: entry.itemId, itemName: entry.itemName, expiresAt: entry.offer.expiresAt } };
}
