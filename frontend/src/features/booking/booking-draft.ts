// The booking draft the festival page hands to /booking/details (product spec section 3, 'Booking
// draft'), saved in browser storage under `${productName}_booking_data`.
import { calendarDayOf, type PaymentPlanChoice } from '@pokerfest/domain';
import { storageKeys } from '../../config/storage';
import type { OrderRequestKey } from '../checkout';
import { festivalTotal, hotelCents } from '../cart';
import type { CartEntry } from '../cart';

export interface DraftTournament {
  id: number;
  title: string;
  date: string;
  /** Smallest currency unit. */
  buyIn: number;
}

export interface BookingDraft {
  festivalId: string;
  festivalName: string;
  festivalLocation: string;
  festivalStartDate: string;
  festivalEndDate: string;
  accommodation: {
    id: number;
    /** The room description. */
    name: string;
    /** The hotel's name. */
    hotel: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    pricePerNight: number;
    totalPrice: number;
  } | null;
  /** Paid seats. */
  bookedTournaments: DraftTournament[];
  /** Seats to pay at the venue. */
  reservedTournaments: DraftTournament[];
  extras: { id: number; name: string; description: string; price: number; quantity: number }[];
  /** Major units: hotel + paid buy-ins + extras. */
  totalBookingPrice: number;
  customerName: string;
  email: string;
  /**
   * The Idempotency-Key of this draft's POST /api/orders and the body it was made for: a double
   * click or a retry sends the same key and gets the first order back instead of a second one.
   */
  orderRequest?: OrderRequestKey;
  /**
   * Set once this draft's order is paid: Back into the flow then lands on its confirmation instead
   * of a page with nothing to show (issue 12).
   */
  paidOrderId?: string;
  /**
   * The waiting-list offer the order goes through (issue 19): it takes the unit held for this player.
   * Its item is named so the held unit is not taken for one that sold out since it was chosen.
   */
  offer?: DraftOffer;
  /** How the player chose to pay (issue 31), kept so that Back from the payment page finds it chosen. */
  paymentPlan?: PaymentPlanChoice;
  /** The voucher code applied to the package (issue 32), from the cart or typed on the details page. */
  voucherCode?: string;
  /** Whether the player's tournament credit pays first (issue 32), chosen on the details page. */
  useCredit?: boolean;
}

export interface DraftOffer {
  id: string;
  kind: 'accommodation' | 'tournament';
  itemId: number;
}

export interface DraftSource {
  entry: CartEntry | undefined;
  festival: { productId: string; title: string; location: string; startDate: string; endDate: string };
  /** The chosen room's description and hotel name, looked up in the catalogue. */
  room?: { description: string; hotelName: string };
  customer: { name: string; email: string };
  /** The waiting-list offer whose item is in the selection, if any. */
  offer?: DraftOffer;
}

const toDraftTournament = ({ id, title, date, buyIn }: CartEntry['tournaments'][number]): DraftTournament => ({ id, title, date, buyIn });

export function buildBookingDraft({ entry, festival, room, customer, offer }: DraftSource): BookingDraft {
  const hotel = entry?.hotel;
  const tournaments = entry?.tournaments ?? [];
  return {
    festivalId: festival.productId,
    festivalName: festival.title,
    festivalLocation: festival.location,
    festivalStartDate: festival.startDate,
    festivalEndDate: festival.endDate,
    accommodation: hotel
      ? {
          id: hotel.id,
          name: room?.description ?? hotel.name,
          hotel: room?.hotelName ?? hotel.name,
          checkIn: calendarDayOf(hotel.checkIn),
          checkOut: calendarDayOf(hotel.checkOut),
          nights: hotel.nights,
          pricePerNight: hotel.pricePerNight,
          totalPrice: hotelCents(hotel) / 100,
        }
      : null,
    bookedTournaments: tournaments.filter((t) => t.isPurchased).map(toDraftTournament),
    reservedTournaments: tournaments.filter((t) => !t.isPurchased).map(toDraftTournament),
    extras: (entry?.extras ?? []).map(({ id, name, description, price, quantity }) => ({
      id,
      name,
      description: description ?? '',
      price,
      quantity,
    })),
    totalBookingPrice: entry ? festivalTotal(entry) : 0,
    customerName: customer.name,
    email: customer.email,
    ...(offer ? { offer } : {}),
    ...(entry?.voucherCode ? { voucherCode: entry.voucherCode } : {}),
  };
}

/** Stores the draft; false when browser storage refused it. */
export function saveBookingDraft(draft: BookingDraft, storage: Pick<Storage, 'setItem'> | null = window.localStorage): boolean {
  try {
    storage?.setItem(storageKeys.bookingDraft, JSON.stringify(draft));
    return Boolean(storage);
  } catch (error) {
    console.error('The booking selections could not be saved in browser storage.', error);
    return false;
  }
}

/** Forgets the draft once its order is paid (product spec section 4, 'Multi-page flow'). */
export function clearBookingDraft(storage: Pick<Storage, 'removeItem'> | null = window.localStorage): void {
  try {
    storage?.removeItem(storageKeys.bookingDraft);
  } catch (error) {
    console.error('The booking selections could not be removed from browser storage.', error);
  }
}
