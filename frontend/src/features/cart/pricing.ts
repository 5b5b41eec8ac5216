// Festival page prices (product spec section 9): hotel price per night x nights, plus the buy-ins of
// booked (paid) tournaments only, plus extras price x quantity. Added up in whole cents.
import { fromMajorUnits } from '@pokerfest/domain';
import type { Cart, CartEntry } from './types';

type Priced = Pick<CartEntry, 'hotel' | 'tournaments' | 'extras'>;

export function hotelCents(hotel: CartEntry['hotel']): number {
  return hotel ? fromMajorUnits(hotel.pricePerNight) * hotel.nights : 0;
}

/** Paid seats only; reserved seats are paid at the venue and are not counted. */
export function tournamentsCents(tournaments: Priced['tournaments']): number {
  return tournaments.reduce((sum, tournament) => (tournament.isPurchased ? sum + Math.round(tournament.buyIn) : sum), 0);
}

export function extrasCents(extras: Priced['extras']): number {
  return extras.reduce((sum, extra) => sum + fromMajorUnits(extra.price) * extra.quantity, 0);
}

/** The total of one festival's selection in cents. */
export function festivalTotalCents(selection: Priced): number {
  return hotelCents(selection.hotel) + tournamentsCents(selection.tournaments) + extrasCents(selection.extras);
}

/** The total of one festival's selection in major units (e.g. euros). */
export function festivalTotal(selection: Priced): number {
  return festivalTotalCents(selection) / 100;
}

/** The grand total of the cart in major units. */
export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, entry) => sum + festivalTotalCents(entry), 0) / 100;
}
