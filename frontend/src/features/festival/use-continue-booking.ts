// 'Continue' on the festival page (product spec section 4): without festival data a destructive
// toast; a visitor gets the authentication dialog and continues once logged in; a user's selections
// are saved as the booking draft and the app goes on to /booking/details.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useCurrentUser } from '../account';
import type { CurrentUser } from '../account';
import { buildBookingDraft, saveBookingDraft, type DraftOffer } from '../booking';
import type { CartEntry } from '../cart';
import { festivalTitle, roomName, type Accommodation, type Festival, type Hotel } from '../catalogue';
import { offerForSelection, type FestivalOffer } from '../waiting-list';

interface ContinueSource {
  festival: Festival | undefined;
  entry: CartEntry | undefined;
  accommodations: readonly Accommodation[] | undefined;
  hotels: readonly Hotel[] | undefined;
  /** A waiting-list offer of mine for this festival (the e-mail's link): the order goes through it while its item is chosen. */
  offer?: FestivalOffer;
  /** Why the package cannot be booked yet (issue 30's sales opening or queue); nothing goes on meanwhile. */
  hold?: string | null;
}

/** The offer the order goes through: only while its item is still chosen and the offer has not ended. */
function draftOffer(offer: FestivalOffer | undefined, entry: CartEntry | undefined): DraftOffer | undefined {
  const paidTournamentIds = (entry?.tournaments ?? []).filter((tournament) => tournament.isPurchased).map((tournament) => tournament.id);
  const offerId = offerForSelection(offer, { roomId: entry?.hotel?.id, paidTournamentIds }, new Date());
  return offer && offerId ? { id: offerId, kind: offer.kind, itemId: offer.itemId } : undefined;
}

export function useContinueBooking({ festival, entry, accommodations, hotels, offer, hold }: ContinueSource) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [authOpen, setAuthOpen] = useState(false);

  const proceed = (customer: CurrentUser) => {
    if (!festival) return;
    const room = entry?.hotel && accommodations?.find((candidate) => candidate.id === entry.hotel?.id);
    const hotelName = room ? hotels?.find((hotel) => hotel.id === room.hotelId)?.name : undefined;
    const draft = buildBookingDraft({
      entry,
      festival: {
        productId: festival.productId,
        title: festivalTitle(festival),
        location: festival.location,
        startDate: festival.startDate,
        endDate: festival.endDate,
      },
      room: room ? { description: room.roomDescription || roomName(room), hotelName: hotelName ?? roomName(room) } : undefined,
      customer: { name: customer.username, email: customer.email },
      offer: draftOffer(offer, entry),
    });
    saveBookingDraft(draft);
    void navigate(appPaths.bookingDetails);
  };

  const start = () => {
    if (!festival) {
      notify({ title: 'Error', description: 'Festival data is not available. Please try again.', tone: 'destructive' });
      return;
    }
    if (hold) {
      notify({ title: 'Not on sale yet', description: hold, tone: 'destructive' });
      return;
    }
    if (!user) {
      setAuthOpen(true);
      return;
    }
    proceed(user);
  };

  return {
    label: user ? 'Continue to Details' : 'Login to Book',
    start,
    authDialog: { open: authOpen, onOpenChange: setAuthOpen, onAuthenticated: proceed },
  };
}
