// What of a booking draft holds stock, for the details page's re-check: its room and seats, until the
// draft's order is placed (from then on the order holds them, and its own hold is not "sold out").
// The item a waiting-list offer holds for this player reads as sold out to everyone: it is left out.
import type { ChosenItem } from '../catalogue';
import type { BookingDraft } from './booking-draft';

export function draftChosenItems(draft: Pick<BookingDraft, 'accommodation' | 'bookedTournaments' | 'reservedTournaments' | 'orderRequest' | 'offer'>): ChosenItem[] {
  if (draft.orderRequest) return [];
  const { accommodation } = draft;
  const room: ChosenItem[] = accommodation
    ? [{ kind: 'accommodation', id: accommodation.id, name: accommodation.hotel === accommodation.name ? accommodation.name : `${accommodation.hotel} – ${accommodation.name}` }]
    : [];
  const seats = [...draft.bookedTournaments, ...draft.reservedTournaments].map((tournament): ChosenItem => ({ kind: 'tournament', id: tournament.id, name: tournament.title }));
  const offered = draft.offer;
  return [...room, ...seats].filter((item) => !offered || item.kind !== offered.kind || item.id !== offered.itemId);
}
