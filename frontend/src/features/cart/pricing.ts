// Festival page prices: the one price rule of the domain (room price per night x nights, plus the
// buy-ins of paid seats only, plus extras x quantity, in whole cents), fed from the cart's entries.
import { DEFAULT_CURRENCY, fromMajorUnits, sumSelection, type PricingInput } from '@pokerfest/domain';
import type { Cart, CartEntry } from './types';

type Priced = Pick<CartEntry, 'hotel' | 'tournaments' | 'extras'>;

/** The cart keeps the API's money: room and extra prices in major units, buy-ins in cents. */
function pricingInput({ hotel, tournaments, extras }: Priced): PricingInput {
  return {
    room: hotel ? { pricePerNightCents: fromMajorUnits(hotel.pricePerNight), nights: hotel.nights, currency: hotel.currency ?? DEFAULT_CURRENCY } : null,
    seats: tournaments.map((tournament) => ({ buyInCents: Math.round(tournament.buyIn), currency: tournament.currency ?? DEFAULT_CURRENCY, isPurchased: tournament.isPurchased })),
    extras: extras.map((extra) => ({ priceCents: fromMajorUnits(extra.price), quantity: extra.quantity })),
  };
}

export function hotelCents(hotel: CartEntry['hotel']): number {
  return sumSelection(pricingInput({ hotel, tournaments: [], extras: [] })).roomCents;
}

/** The total of one festival's selection in cents. */
export function festivalTotalCents(selection: Priced): number {
  return sumSelection(pricingInput(selection)).totalCents;
}

/** The total of one festival's selection in major units (e.g. euros). */
export function festivalTotal(selection: Priced): number {
  return festivalTotalCents(selection) / 100;
}

/** The grand total of the cart in major units. */
export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, entry) => sum + festivalTotalCents(entry), 0) / 100;
}
