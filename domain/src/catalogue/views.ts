import { z } from 'zod';

// What the catalogue API answers. Money fields follow the spec: startingPrice, basePrice,
// pricePerNight and extra price in major units; tournament buyIn in minor units (cents).

export const casinoViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  website: z.string().nullable(),
  contactInfo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CasinoView = z.infer<typeof casinoViewSchema>;

export const hotelViewSchema = casinoViewSchema.extend({ stars: z.number().int(), imageUrl: z.string().nullable() });
export type HotelView = z.infer<typeof hotelViewSchema>;

export const festivalViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  casinoId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.string().nullable(),
  basePrice: z.number().int(),
  startingPrice: z.number(),
  startingPriceCurrency: z.string(),
  maxLoyaltyPoints: z.number().int(),
  featured: z.boolean(),
  active: z.boolean(),
  /** When its sales open (ISO), null when on sale since it was listed; an item may open later on its own. */
  salesOpenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FestivalView = z.infer<typeof festivalViewSchema>;

/**
 * A festival in the shop's list (`GET /api/products`): with what its card tells, so the home page
 * needs no further read per festival (issue 29's delivery budget: three festivals cost seven requests).
 * `hotelCount` counts the distinct hotels of its rooms, as `/api/products/{id}/hotels` lists them.
 */
export const festivalListItemViewSchema = festivalViewSchema.extend({
  hotelCount: z.number().int().min(0),
  tournamentCount: z.number().int().min(0),
  casinoName: z.string().nullable(),
});
export type FestivalListItemView = z.infer<typeof festivalListItemViewSchema>;

export const accommodationViewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  festivalId: z.string(),
  hotelId: z.number().int(),
  roomType: z.string(),
  roomDescription: z.string(),
  description: z.string(),
  pricePerNight: z.number(),
  currency: z.string(),
  availableRooms: z.number().int(),
  minStayDays: z.number().int(),
  checkInDate: z.string().nullable(),
  checkOutDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  amenities: z.string().nullable(),
  salesOpenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccommodationView = z.infer<typeof accommodationViewSchema>;

/**
 * A room type in the shop's public lists: `availableRooms` stays the admin's capacity, and
 * `remainingRooms` is what a buyer can still take (capacity less held and set-aside rooms), read
 * fresh on every request.
 */
export const publicAccommodationViewSchema = accommodationViewSchema.extend({ remainingRooms: z.number().int().min(0) });
export type PublicAccommodationView = z.infer<typeof publicAccommodationViewSchema>;

export const tournamentViewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  buyIn: z.number().int(),
  canBePurchased: z.boolean(),
  canBeReserved: z.boolean(),
  availableSeats: z.number().int(),
  currency: z.string(),
  salesOpenAt: z.string().nullable(),
});
export type TournamentView = z.infer<typeof tournamentViewSchema>;

/** A tournament in the shop's public lists: `remainingSeats` is what is left to take, null when unlimited (0 seats). */
export const publicTournamentViewSchema = tournamentViewSchema.extend({ remainingSeats: z.number().int().min(0).nullable() });
export type PublicTournamentView = z.infer<typeof publicTournamentViewSchema>;

export const extraViewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
});
export type ExtraView = z.infer<typeof extraViewSchema>;
