// A room type's or tournament's waiting list, one stream per item (`waitinglist-{kind}-{itemId}`):
// who joined and in which order, the offers made when a unit came free, and how each ended.
import { streamKind, type EventTypes, type StreamKind } from '../shared/streams';

export type WaitingItemKind = 'accommodation' | 'tournament';

export interface WaitingListJoined { type: 'WaitingListJoined'; data: { entryId: string; userId: number; email: string; name: string; nights: number | null; joinedAt: string } }
export interface WaitingListLeft { type: 'WaitingListLeft'; data: { entryId: string; reason: 'player' | 'link' | 'bought' | 'admin'; leftAt: string } }
/** A unit set aside for the item's list is held for this entry until `expiresAt`. */
export interface OfferMade { type: 'OfferMade'; data: { offerId: string; entryId: string; userId: number; expiresAt: string; madeAt: string } }
export interface OfferAccepted { type: 'OfferAccepted'; data: { offerId: string; orderId: string; acceptedAt: string } }
/** The offer ended unused; its unit goes to the next in line. The entry leaves the list with it. */
export interface OfferLapsed { type: 'OfferLapsed'; data: { offerId: string; reason: 'expired' | 'declined'; lapsedAt: string } }
/** An admin moved the entry to `position` (1 = first in line). */
export interface EntryMoved { type: 'EntryMoved'; data: { entryId: string; position: number; reason: string; adminId: number; movedAt: string } }
/** Units set aside that nobody waits for any more, handed back to sale. */
export interface UnitsReturned { type: 'UnitsReturned'; data: { units: number; at: string } }

export type WaitingListEvent = WaitingListJoined | WaitingListLeft | OfferMade | OfferAccepted | OfferLapsed | EntryMoved | UnitsReturned;

const WAITING_LIST_EVENT_TYPES: EventTypes<WaitingListEvent> = {
  WaitingListJoined: true,
  WaitingListLeft: true,
  OfferMade: true,
  OfferAccepted: true,
  OfferLapsed: true,
  EntryMoved: true,
  UnitsReturned: true,
};

export interface WaitingItemRef {
  kind: WaitingItemKind;
  id: number;
}

/** `accommodation-12` / `tournament-7`: the item a list is for, as its stream id's tail. */
export type WaitingListId = `${WaitingItemKind}-${number}`;

export function waitingListId(item: WaitingItemRef): WaitingListId {
  return `${item.kind}-${item.id}`;
}

export function parseWaitingListId(raw: string): WaitingItemRef | undefined {
  const match = /^(accommodation|tournament)-([1-9][0-9]{0,9})$/.exec(raw);
  if (!match) return undefined;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind: match[1] as WaitingItemKind, id } : undefined;
}

/** An item's waiting list, `waitinglist-accommodation-12`. */
export const waitingListStream: StreamKind<WaitingListEvent, WaitingListId> = streamKind('waitinglist', WAITING_LIST_EVENT_TYPES, (raw) =>
  parseWaitingListId(raw) ? (raw as WaitingListId) : undefined,
);
