// The offer e-mail's checkout link chooses the offered item on the festival page (issue 19): the
// room (with the stay as shown) or a paid seat, once, when the offer and the catalogue are known.
import { useEffect, useRef } from 'react';
import type { Accommodation, Tournament } from '../catalogue';
import type { FestivalOffer } from '../waiting-list';
import type { FestivalSelection } from './use-festival-selection';

interface OfferCatalogue {
  offer: FestivalOffer | undefined;
  accommodations: readonly Accommodation[] | undefined;
  tournaments: readonly Tournament[] | undefined;
  selection: FestivalSelection;
}

export function useOfferChoice({ offer, accommodations, tournaments, selection }: OfferCatalogue): void {
  const chosenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!offer || chosenFor.current === offer.offerId) return;
    if (offer.kind === 'accommodation') {
      const room = accommodations?.find((candidate) => candidate.id === offer.itemId);
      if (!room) return;
      chosenFor.current = offer.offerId;
      if (selection.selectedRoomId !== room.id) selection.selectRoom(room);
      return;
    }
    const tournament = tournaments?.find((candidate) => candidate.id === offer.itemId);
    if (!tournament) return;
    chosenFor.current = offer.offerId;
    if (selection.selectionOf(tournament) !== 'booked') selection.sendTournament(tournament, { type: 'BOOK' });
    // chooses once per offer, when its item arrives: later changes are the player's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, accommodations, tournaments]);
}
