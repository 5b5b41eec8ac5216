import type { Selectable } from 'kysely';
import {
  toMajorUnits,
  cents,
  type AccommodationView,
  type CasinoView,
  type ExtraView,
  type FestivalView,
  type HotelView,
  type TournamentView,
} from '@pokerfest/domain';
import type { AccommodationsTable, CasinosTable, ExtrasTable, FestivalsTable, HotelsTable, TournamentsTable } from '@pokerfest/infra';

// Rows to the API's shapes: cents become major units where the spec's field is in major units.

const instant = (value: Date | null) => (value ? value.toISOString() : null);

/** A form's "sales open at" as stored: unchanged when absent, cleared when null. */
export const salesOpenAtColumn = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

export function casinoView(row: Selectable<CasinosTable>): CasinoView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    website: row.website,
    contactInfo: row.contact_info,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function hotelView(row: Selectable<HotelsTable>): HotelView {
  return { ...casinoView(row), stars: row.stars, imageUrl: row.image_url };
}

export function festivalView(row: Selectable<FestivalsTable>): FestivalView {
  return {
    id: row.product_id,
    productId: row.product_id,
    title: row.title,
    name: row.title,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    casinoId: row.casino_id,
    startDate: row.start_date,
    endDate: row.end_date,
    imageUrl: row.image_url,
    basePrice: row.base_price,
    startingPrice: toMajorUnits(cents(row.starting_price_cents)),
    startingPriceCurrency: row.starting_price_currency,
    maxLoyaltyPoints: row.max_loyalty_points,
    featured: row.featured,
    active: row.active,
    salesOpenAt: instant(row.sales_open_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function accommodationView(row: Selectable<AccommodationsTable>): AccommodationView {
  return {
    id: row.id,
    productId: row.festival_id,
    festivalId: row.festival_id,
    hotelId: row.hotel_id,
    roomType: row.room_type,
    roomDescription: row.room_type,
    description: row.description,
    pricePerNight: toMajorUnits(cents(row.price_per_night_cents)),
    currency: row.currency,
    availableRooms: row.available_rooms,
    minStayDays: row.min_stay_days,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    startDate: row.check_in_date,
    endDate: row.check_out_date,
    amenities: row.amenities,
    salesOpenAt: instant(row.sales_open_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function tournamentView(row: Selectable<TournamentsTable>): TournamentView {
  return {
    id: row.id,
    productId: row.festival_id,
    title: row.title,
    description: row.description,
    date: row.date,
    buyIn: row.buy_in_cents,
    canBePurchased: row.can_be_purchased,
    canBeReserved: row.can_be_reserved,
    availableSeats: row.available_seats,
    currency: row.currency,
    salesOpenAt: instant(row.sales_open_at),
  };
}

export function extraView(row: Selectable<ExtrasTable>): ExtraView {
  return {
    id: row.id,
    productId: row.festival_id,
    name: row.name,
    description: row.description,
    price: toMajorUnits(cents(row.price_cents)),
  };
}
