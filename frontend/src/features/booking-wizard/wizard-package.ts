// The package a player builds in the booking wizard (product spec sections 2 and 9; issue 29): the
// festival page's own choices, kept in the festival's cart entry (a room for the stay's dates, paid
// and reserved seats, extras), priced by the domain's one price rule.
import { calendarDayOf, fromMajorUnits, priceOrder, wizardFullName, type OrderPrice, type PlaceOrderInput, type WizardDetails } from '@pokerfest/domain';
import { DEFAULT_NIGHTS, type CartEntry } from '../cart';
import { stayFields, type PackageSelection } from '../checkout';
import type { OrderTerms } from './machines/booking-steps';
import type { Accommodation, Extra, Festival, Hotel, Tournament } from '../catalogue';

/** Everything the wizard offers for one festival, loaded before it starts. */
export interface WizardCatalogue {
  festival: Festival;
  rooms: readonly Accommodation[];
  hotels: readonly Hotel[];
  tournaments: readonly Tournament[];
  extras: readonly Extra[];
}

export interface WizardSelection {
  /** The chosen accommodation id (what the order calls hotelId). */
  roomId: number | null;
  nights: number;
  /** The stay's check-in ('YYYY-MM-DD'), so the order is for the dates the player chose; null without a room. */
  checkIn: string | null;
  /** Seats bought now (Book Now). */
  paidTournamentIds: readonly number[];
  /** Seats reserved to pay at the venue (Reserve): in the order, not in its total. */
  reservedTournamentIds: readonly number[];
  /** One id per unit: the API counts a repeated id as another of that extra. */
  extraIds: readonly number[];
}

export const emptySelection: WizardSelection = { roomId: null, nights: DEFAULT_NIGHTS, checkIn: null, paidTournamentIds: [], reservedTournamentIds: [], extraIds: [] };

/** The festival's cart entry as the wizard's selection: what the player chose, on this screen or on the festival page. */
export function wizardSelectionOf(entry: CartEntry | undefined): WizardSelection {
  if (!entry) return emptySelection;
  const { hotel } = entry;
  return {
    roomId: hotel?.id ?? null,
    nights: hotel?.nights ?? DEFAULT_NIGHTS,
    checkIn: hotel ? calendarDayOf(hotel.checkIn) : null,
    paidTournamentIds: entry.tournaments.filter((tournament) => tournament.isPurchased).map((tournament) => tournament.id),
    reservedTournamentIds: entry.tournaments.filter((tournament) => !tournament.isPurchased).map((tournament) => tournament.id),
    extraIds: entry.extras.flatMap((extra) => Array.from({ length: Math.max(1, extra.quantity) }, () => extra.id)),
  };
}

export function chosenRoom(catalogue: WizardCatalogue, selection: WizardSelection): Accommodation | undefined {
  return catalogue.rooms.find((room) => room.id === selection.roomId);
}

/** The chosen seats in the catalogue's order, paid or reserved. */
export function chosenTournaments(catalogue: WizardCatalogue, selection: WizardSelection, kind: 'paid' | 'reserved'): Tournament[] {
  const ids = kind === 'paid' ? selection.paidTournamentIds : selection.reservedTournamentIds;
  return catalogue.tournaments.filter((tournament) => ids.includes(tournament.id));
}

/** Each chosen extra once, in the catalogue's order, with how many of it. */
export function chosenExtras(catalogue: WizardCatalogue, selection: WizardSelection): { extra: Extra; quantity: number }[] {
  return catalogue.extras
    .map((extra) => ({ extra, quantity: selection.extraIds.filter((id) => id === extra.id).length }))
    .filter(({ quantity }) => quantity > 0);
}

export function hotelOf(catalogue: WizardCatalogue, room: Accommodation): Hotel | undefined {
  return catalogue.hotels.find((hotel) => hotel.id === room.hotelId);
}

/** The package's price, or why it cannot be priced (e.g. seats in two currencies). */
export type WizardQuote = { ok: true; price: OrderPrice } | { ok: false; problem: string };

export function quoteSelection(catalogue: WizardCatalogue, selection: WizardSelection): WizardQuote {
  const room = chosenRoom(catalogue, selection);
  const seats = (kind: 'paid' | 'reserved') =>
    chosenTournaments(catalogue, selection, kind).map((t) => ({ buyInCents: t.buyIn, currency: t.currency, isPurchased: kind === 'paid' }));
  try {
    const price = priceOrder({
      room: room ? { pricePerNightCents: fromMajorUnits(room.pricePerNight), nights: selection.nights, currency: room.currency } : null,
      seats: [...seats('paid'), ...seats('reserved')],
      extras: chosenExtras(catalogue, selection).map(({ extra, quantity }) => ({ priceCents: fromMajorUnits(extra.price), quantity })),
    });
    return { ok: true, price };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : 'This package cannot be priced.' };
  }
}

/** The package as the price call takes it, once something payable or reserved is chosen and it has one currency; else null. */
export function pricedPackage(catalogue: WizardCatalogue, selection: WizardSelection): PackageSelection | null {
  const chosen = selection.roomId !== null || selection.paidTournamentIds.length + selection.reservedTournamentIds.length + selection.extraIds.length > 0;
  return chosen && quoteSelection(catalogue, selection).ok ? wizardPackage(catalogue, selection) : null;
}

/** The package as the price call and the order take it. */
export function wizardPackage(catalogue: WizardCatalogue, selection: WizardSelection): PackageSelection & Pick<PlaceOrderInput, 'tournaments' | 'reservedTournaments' | 'extras'> {
  const ids = (tournaments: Tournament[]) => tournaments.map((tournament) => tournament.id);
  return {
    productId: catalogue.festival.productId,
    ...stayFields(selection.roomId === null ? null : { roomId: selection.roomId, nights: selection.nights, checkIn: selection.checkIn }),
    tournaments: ids(chosenTournaments(catalogue, selection, 'paid')),
    reservedTournaments: ids(chosenTournaments(catalogue, selection, 'reserved')),
    extras: chosenExtras(catalogue, selection).flatMap(({ extra, quantity }) => Array.from({ length: quantity }, () => extra.id)),
  };
}

/**
 * The body of POST /api/orders for the wizard: the selection, its total in major units (the server's
 * price when `terms` has it, issue 32, else the package's own sum), the code and credit, and who travels.
 */
export function orderRequest(catalogue: WizardCatalogue, selection: WizardSelection, details: WizardDetails, terms?: OrderTerms): PlaceOrderInput {
  const quote = quoteSelection(catalogue, selection);
  if (!quote.ok) throw new Error(quote.problem);
  return {
    ...wizardPackage(catalogue, selection),
    totalPrice: terms?.totalPrice ?? quote.price.totalCents / 100,
    status: 'pending',
    customerFullName: wizardFullName(details),
    customerEmail: details.email,
    customerPhone: details.phone,
    ...(terms?.voucherCode ? { voucherCode: terms.voucherCode } : {}),
    ...(terms?.useCredit ? { useCredit: true } : {}),
  };
}
