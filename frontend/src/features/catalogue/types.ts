import type { ExtraView, FestivalListItemView, FestivalView, HotelView, PublicAccommodationView, PublicTournamentView } from '@pokerfest/domain';

/** A festival (also called a product) as GET /api/products/{id} answers it; `id` equals `productId`. */
export type Festival = FestivalView;

/** A festival as GET /api/products lists it: with its card's hotel and tournament counts and casino. */
export type FestivalListItem = FestivalListItemView;

/** Only festivals whose `active` is not explicitly false are shown to users. */
export function isListed(festival: Festival): boolean {
  return festival.active !== false;
}

export function festivalTitle(festival: Festival): string {
  return festival.title || festival.name || festival.productId;
}

/** The id used in /festivals/{id} and /booking/{id}. */
export function festivalRouteId(festival: Festival): string {
  return festival.productId || String(festival.id);
}

/** The catalogue records as the API answers them (domain view schemas). */
export type Hotel = HotelView;
/** A room offer of a festival; pricePerNight in major units; `remainingRooms` what is left to book. */
export type Accommodation = PublicAccommodationView;
/** A tournament of a festival; buyIn in the smallest currency unit; `remainingSeats` what is left (null: unlimited). */
export type Tournament = PublicTournamentView;
/** An extra product of a festival; price in major units. */
export type Extra = ExtraView;

/** The room's name as shown: its room type (or description). */
export function roomName(accommodation: Accommodation): string {
  return accommodation.roomType || accommodation.roomDescription || 'Room';
}
