import { z } from 'zod';
import { coordinate, dateOnly, festivalCurrencies, majorAmount, optionalImageUrl, optionalText, optionalWebsite, tournamentCurrencies } from './fields';

// The admin forms and the admin API share these; messages are the product spec's (section 5).
const lat = coordinate(90, 'Latitude must be a number between -90 and 90');
const lng = coordinate(180, 'Longitude must be a number between -180 and 180');

export const casinoSchema = z.strictObject({
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description is too long'),
  location: z.string().trim().min(3, 'Location must be at least 3 characters').max(100, 'Location must be at most 100 characters'),
  latitude: lat,
  longitude: lng,
  website: optionalWebsite('Must be a valid URL'),
  contactInfo: optionalText(500),
});
export type CasinoInput = z.input<typeof casinoSchema>;

const hotelFields = {
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description is too long'),
  location: z.string().trim().min(3, 'Location is required').max(200, 'Location is too long'),
  stars: z.coerce.number().int('Stars must be a whole number').min(1, 'Stars must be between 1 and 5').max(5, 'Stars must be between 1 and 5'),
  latitude: lat,
  longitude: lng,
  website: optionalWebsite('Must be a valid URL'),
  contactInfo: optionalText(500),
  imageUrl: optionalImageUrl,
};
export const hotelSchema = z.strictObject({ ...hotelFields, stars: hotelFields.stars.default(3) });
export type HotelInput = z.input<typeof hotelSchema>;
/** PATCH bodies: any subset, and no defaults (a missing field stays as it is). */
export const hotelUpdateSchema = z.strictObject(hotelFields).partial();

const festivalFields = {
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(100, 'Title must be at most 100 characters'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description is too long'),
  location: z.string().trim().min(3, 'Location must be at least 3 characters').max(100, 'Location must be at most 100 characters'),
  latitude: lat,
  longitude: lng,
  casinoId: z.preprocess((v) => (v === '' || v === 'none' ? null : v), z.coerce.number().int().positive().nullable().optional()),
  startDate: dateOnly('Start date is required'),
  endDate: dateOnly('End date is required'),
  imageUrl: optionalImageUrl,
  basePrice: z.coerce.number().int('Base price must be a whole number').min(0, 'Base price must not be negative'),
  startingPrice: majorAmount(0, 'Starting price must be a positive number'),
  startingPriceCurrency: z.enum(festivalCurrencies, { message: 'Currency is required' }),
  maxLoyaltyPoints: z.coerce.number().int('Loyalty points must be a whole number').min(0, 'Loyalty points must not be negative'),
  featured: z.boolean(),
  active: z.boolean(),
};

/** The spec's festival defaults: starting price 450 EUR, 1500 points, base price 0, active, not featured. */
const festivalDefaults = {
  basePrice: festivalFields.basePrice.default(0),
  startingPrice: festivalFields.startingPrice.default(450),
  startingPriceCurrency: festivalFields.startingPriceCurrency.default('EUR'),
  maxLoyaltyPoints: festivalFields.maxLoyaltyPoints.default(1500),
  featured: festivalFields.featured.default(false),
  active: festivalFields.active.default(true),
};

const productId = z
  .string()
  .trim()
  .min(3, 'ID must be at least 3 characters')
  .max(50, 'ID must be at most 50 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'ID may contain only letters, digits, - and _');

const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endMessage = { message: 'End date must not be before the start date', path: ['endDate'] };

/** POST /api/admin/products: productId optional (the server then makes festival-{timestamp}); `name` is accepted as the title's twin. */
export const festivalCreateSchema = z
  .strictObject({ productId: productId.optional(), name: z.string().optional(), ...festivalFields, ...festivalDefaults })
  .refine(endNotBeforeStart, endMessage);
export type FestivalCreateInput = z.input<typeof festivalCreateSchema>;

/** PATCH /api/admin/products/{productId}: any subset; the id itself never changes. */
export const festivalUpdateSchema = z
  .strictObject({ productId: z.string().optional(), name: z.string().optional(), ...festivalFields })
  .partial()
  .refine(endNotBeforeStart, endMessage);

const accommodationFields = {
  festivalId: z.string({ message: 'Festival ID is required' }).trim().min(1, 'Festival ID is required'),
  hotelId: z.coerce.number({ message: 'Hotel selection is required' }).int().min(1, 'Hotel selection is required'),
  roomType: z.string({ message: 'Room type is required' }).trim().min(1, 'Room type is required').max(100, 'Room type is too long'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description is too long'),
  pricePerNight: majorAmount(1, 'Price per night is required'),
  currency: z.enum(festivalCurrencies, { message: 'Currency is required' }),
  availableRooms: z.coerce.number({ message: 'Available rooms is required' }).int().min(1, 'Available rooms is required'),
  minStayDays: z.coerce.number({ message: 'Minimum stay is required' }).int().min(1, 'Minimum stay is required'),
  checkInDate: z.preprocess((v) => (v === '' ? null : v), dateOnly('Invalid date').nullable().optional()),
  checkOutDate: z.preprocess((v) => (v === '' ? null : v), dateOnly('Invalid date').nullable().optional()),
  amenities: optionalText(1000),
};
/** Defaults of the spec: EUR, 1 room, 1 night. */
export const accommodationSchema = z.strictObject({
  ...accommodationFields,
  currency: accommodationFields.currency.default('EUR'),
  availableRooms: accommodationFields.availableRooms.default(1),
  minStayDays: accommodationFields.minStayDays.default(1),
});
export type AccommodationInput = z.input<typeof accommodationSchema>;
export const accommodationUpdateSchema = z.strictObject(accommodationFields).partial();

const tournamentFields = {
  title: z.string({ message: 'Tournament title is required' }).trim().min(1, 'Tournament title is required').max(150, 'Title is too long'),
  buyIn: z.coerce.number({ message: 'Buy-in amount is required' }).int('Buy-in is in the smallest currency unit').min(1, 'Buy-in amount is required').max(100_000_000, 'Buy-in is too large'),
  date: dateOnly('Tournament date is required'),
  description: optionalText(5000),
  canBePurchased: z.boolean(),
  canBeReserved: z.boolean(),
  availableSeats: z.coerce.number().int('Available seats must be a whole number').min(0, 'Available seats must be non-negative'),
  currency: z.enum(tournamentCurrencies, { message: 'Currency is required' }),
};

/** Defaults of the spec: purchase on, reserve off, 0 seats = unlimited, EUR. */
export const tournamentCreateSchema = z.strictObject({
  productId: z.string({ message: 'Festival ID is required' }).trim().min(1, 'Festival ID is required'),
  ...tournamentFields,
  canBePurchased: tournamentFields.canBePurchased.default(true),
  canBeReserved: tournamentFields.canBeReserved.default(false),
  availableSeats: tournamentFields.availableSeats.default(0),
  currency: tournamentFields.currency.default('EUR'),
});
export type TournamentInput = z.input<typeof tournamentCreateSchema>;
export const tournamentUpdateSchema = z.strictObject(tournamentFields).partial();

const extraFields = {
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(150, 'Name is too long'),
  price: majorAmount(0, 'Price must be a positive number'),
  description: optionalText(2000),
};
export const extraCreateSchema = z.strictObject({
  productId: z.string({ message: 'Festival ID is required' }).trim().min(1, 'Festival ID is required'),
  ...extraFields,
});
export type ExtraInput = z.input<typeof extraCreateSchema>;
export const extraUpdateSchema = z.strictObject(extraFields).partial();
