// A list's events told in words, for the admin's history of the list. Told on the server, so its
// times are written in UTC, named; orders go by their booking reference, as everywhere else.
import { bookingReference } from '../ordering/receipt';
import { formatMoment } from '../shared/shop-format';
import type { WaitingListEvent } from './waiting-list-events';

export interface HistoryLine {
  at: string;
  text: string;
}

/** `names` maps entry ids to who they are (joined events carry the name; later events only the id). */
export function historyLine(event: WaitingListEvent, names: ReadonlyMap<string, string>, offerEntries: ReadonlyMap<string, string>): HistoryLine {
  const who = (entryId: string) => names.get(entryId) ?? 'A player';
  const ofOffer = (offerId: string) => who(offerEntries.get(offerId) ?? '');
  switch (event.type) {
    case 'WaitingListJoined':
      return { at: event.data.joinedAt, text: `${event.data.name} joined the list` };
    case 'WaitingListLeft':
      return { at: event.data.leftAt, text: `${who(event.data.entryId)} left the list (${event.data.reason})` };
    case 'OfferMade':
      return { at: event.data.madeAt, text: `Offer made to ${who(event.data.entryId)}, held until ${formatMoment(event.data.expiresAt, { timeZone: 'UTC' })}` };
    case 'OfferAccepted':
      return { at: event.data.acceptedAt, text: `${ofOffer(event.data.offerId)} bought the offered unit (booking ${bookingReference(event.data.orderId)})` };
    case 'OfferLapsed':
      return { at: event.data.lapsedAt, text: `Offer to ${ofOffer(event.data.offerId)} ${event.data.reason}` };
    case 'EntryMoved':
      return { at: event.data.movedAt, text: `${who(event.data.entryId)} moved to position ${event.data.position} by admin ${event.data.adminId}: ${event.data.reason}` };
    case 'UnitsReturned':
      return { at: event.data.at, text: `${event.data.units} unit(s) handed back to sale: nobody else waits` };
  }
}

/** Every event of a list in words, oldest first. */
export function listHistory(events: readonly WaitingListEvent[]): HistoryLine[] {
  const names = new Map<string, string>();
  const offerEntries = new Map<string, string>();
  return events.map((event) => {
    if (event.type === 'WaitingListJoined') names.set(event.data.entryId, event.data.name);
    if (event.type === 'OfferMade') offerEntries.set(event.data.offerId, event.data.entryId);
    return historyLine(event, names, offerEntries);
  });
}
