// The package a player builds in the booking wizard (product spec sections 2 and 9): one room for 3,
// 4 or 5 nights (or the cart's own stay), paid seats and extras of one festival, priced by the
// domain's one price rule.
import {
  DEFAULT_WIZARD_NIGHTS,
  fromMajorUnits,
  priceOrder,
  WIZARD_NIGHTS,
  wizardFullName,
  type OrderPrice,
  type PlaceOrderInput,
  type WizardDetails,
} from '@pokerfest/domain';
import { stayFields } from '../checkout';
import { isSoldOutRoom, isSoldOutSeat, type Accommodation, type Extra, type Festival, type Hotel, type Tournament } from '../catalogue';

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
  /** The cart's check-in ('YYYY-MM-DD'), kept so the order is for the stay the player chose; null lets the server place it. */
  checkIn: string | null;
  /** Paid seats: the wizard books every chosen tournament as a paid seat. */
  tournamentIds: readonly number[];
  extraIds: readonly number[];
}

export const emptySelection: WizardSelection = { roomId: null, nights: DEFAULT_WIZARD_NIGHTS, checkIn: null, tournamentIds: [], extraIds: [] };

/** A room can be chosen while it has rooms left (what holds and bookings leave of its capacity). */
export function isBookableRoom(room: Accommodation): boolean {
  return room.availableRooms > 0 && !isSoldOutRoom(room);
}

/** The wizard sells paid seats only (reservations are made on the festival page), while seats are left. */
export function isBookableSeat(tournament: Tournament): boolean {
  return tournament.canBePurchased !== false && !isSoldOutSeat(tournament);
}

export function chosenRoom(catalogue: WizardCatalogue, selection: WizardSelection): Accommodation | undefined {
  return catalogue.rooms.find((room) => room.id === selection.roomId);
}

export function chosenTournaments(catalogue: WizardCatalogue, selection: WizardSelection): Tournament[] {
  return catalogue.tournaments.filter((tournament) => selection.tournamentIds.includes(tournament.id));
}

export function chosenExtras(catalogue: WizardCatalogue, selection: WizardSelection): Extra[] {
  return catalogue.extras.filter((extra) => selection.extraIds.includes(extra.id));
}

export function hotelOf(catalogue: WizardCatalogue, room: Accommodation): Hotel | undefined {
  return catalogue.hotels.find((hotel) => hotel.id === room.hotelId);
}

/** The package's price, or why it cannot be priced (e.g. seats in two currencies). */
export type WizardQuote = { ok: true; price: OrderPrice } | { ok: false; problem: string };

export function quoteSelection(catalogue: WizardCatalogue, selection: WizardSelection): WizardQuote {
  const room = chosenRoom(catalogue, selection);
  try {
    const price = priceOrder({
      room: room ? { pricePerNightCents: fromMajorUnits(room.pricePerNight), nights: selection.nights, currency: room.currency } : null,
      seats: chosenTournaments(catalogue, selection).map((t) => ({ buyInCents: t.buyIn, currency: t.currency, isPurchased: true })),
      extras: chosenExtras(catalogue, selection).map((extra) => ({ priceCents: fromMajorUnits(extra.price), quantity: 1 })),
    });
    return { ok: true, price };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : 'This package cannot be priced.' };
  }
}

/** The body of POST /api/orders for the wizard: the selection, its total in major units and who travels. */
export function orderRequest(catalogue: WizardCatalogue, selection: WizardSelection, details: WizardDetails): PlaceOrderInput {
  const quote = quoteSelection(catalogue, selection);
  if (!quote.ok) throw new Error(quote.problem);
  return {
    productId: catalogue.festival.productId,
    ...stayFields(selection.roomId === null ? null : { roomId: selection.roomId, nights: selection.nights, checkIn: selection.checkIn }),
    totalPrice: quote.price.totalCents / 100,
    status: 'pending',
    tournaments: chosenTournaments(catalogue, selection).map((tournament) => tournament.id),
    extras: chosenExtras(catalogue, selection).map((extra) => extra.id),
    customerFullName: wizardFullName(details),
    customerEmail: details.email,
    customerPhone: details.phone,
  };
}

/** What the cart already holds for this festival, as the wizard's starting selection. */
export interface CartPicks {
  roomId?: number;
  nights?: number;
  /** 'YYYY-MM-DD'. */
  checkIn?: string;
  paidTournamentIds: readonly number[];
  extraIds: readonly number[];
}

/** Starts from the cart's picks that the wizard can still book; everything else starts empty. */
export function startingSelection(catalogue: WizardCatalogue, picks: CartPicks | undefined): WizardSelection {
  if (!picks) return emptySelection;
  const room = catalogue.rooms.find((candidate) => candidate.id === picks.roomId && isBookableRoom(candidate));
  return {
    roomId: room?.id ?? null,
    nights: room && isStayLength(picks.nights) ? picks.nights : DEFAULT_WIZARD_NIGHTS,
    checkIn: room && isStayLength(picks.nights) ? (picks.checkIn ?? null) : null,
    tournamentIds: catalogue.tournaments.filter((t) => isBookableSeat(t) && picks.paidTournamentIds.includes(t.id)).map((t) => t.id),
    extraIds: catalogue.extras.filter((extra) => picks.extraIds.includes(extra.id)).map((extra) => extra.id),
  };
}

const isStayLength = (nights: number | undefined): nights is number => Number.isInteger(nights) && (nights ?? 0) >= 1;

/** The nights select's options: 3, 4 or 5, and the cart's own stay when it is another length. */
export function nightsOffered(selection: WizardSelection): number[] {
  const offered: number[] = [...WIZARD_NIGHTS];
  return offered.includes(selection.nights) ? offered : [...offered, selection.nights].sort((a, b) => a - b);
}
