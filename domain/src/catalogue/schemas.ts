import { z } from 'zod';
import { calendarDate, exactText, majorAmount, multiLineText, optionalText, recordId, singleLineText, urlKey, wholeNumber } from '../shared/input';
import { coordinate, festivalCurrencies, optionalImageUrl, optionalWebsite, salesOpenAtInput, tournamentCurrencies } from './fields';

// The admin forms and the admin API share these; messages are the product spec's (section 5). Every
// field is built from the shared input primitives, so whatever passes can be stored.
const lat = coordinate(90, 'Latitude must be a number between -90 and 90');
const lng = coordinate(180, 'Longitude must be a number between -180 and 180');

const name = singleLineText(100, { tooLong: 'Name must be at most 100 characters' }).min(3, 'Name must be at least 3 characters');
const description = multiLineText(5000, { tooLong: 'Description is too long' }).min(10, 'Description must be at least 10 characters');
const location = singleLineText(100, { tooLong: 'Location must be at most 100 characters' }).min(3, 'Location must be at least 3 characters');
/** The festival a room, tournament or extra belongs to, by its product id. */
const festivalRef = singleLineText(100, { required: 'Festival ID is required', tooLong: 'Festival ID is too long' }).min(1, 'Festival ID is required');

export const casinoSchema = z.strictObject({
  name,
  description,
  location,
  latitude: lat,
  longitude: lng,
  website: optionalWebsite('Must be a valid URL'),
  contactInfo: optionalText(500),
});
export type CasinoInput = z.input<typeof casinoSchema>;

const hotelFields = {
  name,
  description,
  location: singleLineText(200, { tooLong: 'Location is too long' }).min(3, 'Location is required'),
  stars: wholeNumber({ min: 1, max: 5, message: 'Stars must be between 1 and 5', notWhole: 'Stars must be a whole number' }),
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
  title: singleLineText(100, { tooLong: 'Title must be at most 100 characters' }).min(3, 'Title must be at least 3 characters'),
  description,
  location,
  latitude: lat,
  longitude: lng,
  casinoId: z.preprocess((v) => (v === '' || v === 'none' ? null : v), recordId('Unknown casino').nullable().optional()),
  startDate: calendarDate('Start date is required'),
  endDate: calendarDate('End date is required'),
  imageUrl: optionalImageUrl,
  basePrice: wholeNumber({ notWhole: 'Base price must be a whole number', tooSmall: 'Base price must not be negative', tooLarge: 'Base price is too large' }),
  startingPrice: majorAmount(0, 'Starting price must be a positive number'),
  startingPriceCurrency: z.enum(festivalCurrencies, { message: 'Currency is required' }),
  maxLoyaltyPoints: wholeNumber({ notWhole: 'Loyalty points must be a whole number', tooSmall: 'Loyalty points must not be negative', tooLarge: 'Loyalty points are too many' }),
  featured: z.boolean(),
  active: z.boolean(),
  salesOpenAt: salesOpenAtInput,
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

const productId = singleLineText(50, { tooLong: 'ID must be at most 50 characters' })
  .min(3, 'ID must be at least 3 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'ID may contain only letters, digits, - and _');
/** `name` is accepted as the title's twin (the spec's older field name); it is not stored. */
const festivalName = singleLineText(100, { tooLong: 'Name must be at most 100 characters' });

const endNotBeforeStart = (v: { startDate?: string; endDate?: string }) => !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endMessage = { message: 'End date must not be before the start date', path: ['endDate'] };

/** POST /api/admin/products: productId optional (the server then makes festival-{timestamp}); `name` is accepted as the title's twin. */
export const festivalCreateSchema = z
  .strictObject({ productId: productId.optional(), name: festivalName.optional(), ...festivalFields, ...festivalDefaults })
  .refine(endNotBeforeStart, endMessage);
export type FestivalCreateInput = z.input<typeof festivalCreateSchema>;

/** PATCH /api/admin/products/{productId}: any subset; the id itself never changes. */
export const festivalUpdateSchema = z
  .strictObject({ productId: urlKey().optional(), name: festivalName.optional(), ...festivalFields })
  .partial()
  .refine(endNotBeforeStart, endMessage);

const accommodationFields = {
  festivalId: festivalRef,
  hotelId: recordId('Hotel selection is required'),
  roomType: singleLineText(100, { required: 'Room type is required', tooLong: 'Room type is too long' }).min(1, 'Room type is required'),
  description,
  pricePerNight: majorAmount(1, 'Price per night is required'),
  currency: z.enum(festivalCurrencies, { message: 'Currency is required' }),
  availableRooms: wholeNumber({ min: 1, message: 'Available rooms is required', tooLarge: 'Too many rooms' }),
  minStayDays: wholeNumber({ min: 1, message: 'Minimum stay is required', tooLarge: 'Minimum stay is too long' }),
  checkInDate: z.preprocess((v) => (v === '' ? null : v), calendarDate('Invalid date').nullable().optional()),
  checkOutDate: z.preprocess((v) => (v === '' ? null : v), calendarDate('Invalid date').nullable().optional()),
  amenities: optionalText(1000),
  salesOpenAt: salesOpenAtInput,
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
  title: singleLineText(150, { required: 'Tournament title is required', tooLong: 'Title is too long' }).min(1, 'Tournament title is required'),
  buyIn: wholeNumber({ min: 1, max: 100_000_000, message: 'Buy-in amount is required', notWhole: 'Buy-in is in the smallest currency unit', tooLarge: 'Buy-in is too large' }),
  date: calendarDate('Tournament date is required'),
  description: optionalText(5000),
  canBePurchased: z.boolean(),
  canBeReserved: z.boolean(),
  availableSeats: wholeNumber({ notWhole: 'Available seats must be a whole number', tooSmall: 'Available seats must be non-negative', tooLarge: 'Too many seats' }),
  currency: z.enum(tournamentCurrencies, { message: 'Currency is required' }),
  salesOpenAt: salesOpenAtInput,
};

/** Defaults of the spec: purchase on, reserve off, 0 seats = unlimited, EUR. */
export const tournamentCreateSchema = z.strictObject({
  productId: festivalRef,
  ...tournamentFields,
  canBePurchased: tournamentFields.canBePurchased.default(true),
  canBeReserved: tournamentFields.canBeReserved.default(false),
  availableSeats: tournamentFields.availableSeats.default(0),
  currency: tournamentFields.currency.default('EUR'),
});
export type TournamentInput = z.input<typeof tournamentCreateSchema>;
/**
 * PATCH bodies may carry the record as the admin dialog holds it, festival included; the festival of a
 * tournament or extra never changes, so the route refuses a productId other than the stored one.
 */
export const tournamentUpdateSchema = z.strictObject({ productId: festivalRef, ...tournamentFields }).partial();

const extraFields = {
  name: singleLineText(150, { required: 'Name is required', tooLong: 'Name is too long' }).min(1, 'Name is required'),
  price: majorAmount(0, 'Price must be a positive number'),
  description: optionalText(2000),
};
export const extraCreateSchema = z.strictObject({
  productId: festivalRef,
  ...extraFields,
});
export type ExtraInput = z.input<typeof extraCreateSchema>;
export const extraUpdateSchema = z.strictObject({ productId: festivalRef, ...extraFields }).partial();

/** GET /api/products/{id} and its sub-lists: any storable text; an unknown festival is 404. */
export const festivalParams = z.strictObject({ id: urlKey() });
/** PATCH and DELETE /api/admin/products/{productId}. */
export const festivalProductIdParams = z.strictObject({ productId: urlKey() });
/** The public lists' optional filter. Unknown keys are ignored, not refused: a cache-busting `?_=…` must not break a read. */
export const festivalFilterQuery = z.object({ festivalId: urlKey().optional() });

/**
 * The name of an uploaded image as the browser sends it. The stored file is named by the server, but
 * a name with NUL, control characters or undecodable bytes (read as U+FFFD) is refused rather than
 * logged or passed on: it is never a real file name.
 */
export const uploadFileName = exactText(255, { required: 'The file has no name', tooLong: 'The file name is too long' }).refine(
  (name) => !name.includes('\uFFFD'),
  'The file name is not valid text',
);
