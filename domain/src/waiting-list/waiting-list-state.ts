// A waiting list folded from its events: the entries still in line, first first, and the offers open.
import type { WaitingListEvent } from './waiting-list-events';

export interface WaitingEntry {
  entryId: string;
  userId: number;
  email: string;
  name: string;
  nights: number | null;
  joinedAt: string;
  /** The open offer this entry holds, if any. */
  offerId: string | null;
}

export interface OpenOffer {
  offerId: string;
  entryId: string;
  userId: number;
  expiresAt: string;
}

export interface WaitingListState {
  /** Still in line (waiting or holding an offer), in position order. */
  entries: WaitingEntry[];
  offers: OpenOffer[];
}

export const initialWaitingListState: WaitingListState = { entries: [], offers: [] };

const withoutEntry = (state: WaitingListState, entryId: string): WaitingEntry[] => state.entries.filter((entry) => entry.entryId !== entryId);

function endOffer(state: WaitingListState, offerId: string): WaitingListState {
  const offer = state.offers.find((open) => open.offerId === offerId);
  if (!offer) return state;
  return { entries: withoutEntry(state, offer.entryId), offers: state.offers.filter((open) => open.offerId !== offerId) };
}

export function evolveWaitingList(state: WaitingListState, event: WaitingListEvent): WaitingListState {
  switch (event.type) {
    case 'WaitingListJoined':
      return { ...state, entries: [...state.entries, { ...event.data, offerId: null }] };
    case 'WaitingListLeft':
      return { entries: withoutEntry(state, event.data.entryId), offers: state.offers.filter((offer) => offer.entryId !== event.data.entryId) };
    case 'OfferMade': {
      const { offerId, entryId, userId, expiresAt } = event.data;
      return {
        entries: state.entries.map((entry) => (entry.entryId === entryId ? { ...entry, offerId } : entry)),
        offers: [...state.offers, { offerId, entryId, userId, expiresAt }],
      };
    }
    case 'OfferAccepted':
    case 'OfferLapsed':
      return endOffer(state, event.data.offerId);
    case 'EntryMoved': {
      const entry = state.entries.find((candidate) => candidate.entryId === event.data.entryId);
      if (!entry) return state;
      const rest = withoutEntry(state, entry.entryId);
      const at = Math.min(Math.max(event.data.position, 1), rest.length + 1) - 1;
      return { ...state, entries: [...rest.slice(0, at), entry, ...rest.slice(at)] };
    }
    case 'UnitsReturned':
      return state;
  }
}

/** 1 = first in line; 0 when the entry is no longer on the list. */
export function positionOf(state: WaitingListState, entryId: string): number {
  return state.entries.findIndex((entry) => entry.entryId === entryId) + 1;
}
