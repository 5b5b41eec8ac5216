import { describe, expect, it } from 'vitest';
import {
  accommodationSchema,
  accommodationUpdateSchema,
  casinoSchema,
  extraCreateSchema,
  festivalCreateSchema,
  festivalUpdateSchema,
  hotelSchema,
  hotelUpdateSchema,
  tournamentCreateSchema,
  tournamentUpdateSchema,
} from './schemas';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('catalogue rules (spec 5)', () => {
  it('applies the spec defaults on create only', () => {
    const festival = festivalCreateSchema.parse({ title: 'Vienna Open', description: 'Ten days of poker', location: 'Vienna', startDate: '2027-03-01', endDate: '2027-03-10' });
    expect(festival).toMatchObject({ startingPrice: 450, startingPriceCurrency: 'EUR', maxLoyaltyPoints: 1500, basePrice: 0, active: true, featured: false });
    expect(festivalUpdateSchema.parse({ title: 'Renamed' })).toEqual({ title: 'Renamed' });
    expect(tournamentCreateSchema.parse({ productId: 'f', title: 'Main', buyIn: 110000, date: '2027-03-02' })).toMatchObject({ canBePurchased: true, canBeReserved: false, availableSeats: 0, currency: 'EUR' });
    expect(tournamentUpdateSchema.parse({ title: 'Main' })).toEqual({ title: 'Main' });
    expect(hotelSchema.parse({ name: 'Hotel Sacher', description: 'Classic Viennese hotel', location: 'Vienna' }).stars).toBe(3);
    expect(hotelUpdateSchema.parse({ name: 'Hotel Sacher' })).toEqual({ name: 'Hotel Sacher' });
    expect(accommodationUpdateSchema.parse({ roomType: 'Suite' })).toEqual({ roomType: 'Suite' });
  });

  it('uses the exact messages of the accommodation, tournament, hotel and extra forms', () => {
    expect(messages(accommodationSchema.safeParse({ festivalId: '', hotelId: 0, roomType: '', description: 'short', pricePerNight: 0, availableRooms: 0, minStayDays: 0 }))).toEqual([
      'Festival ID is required',
      'Hotel selection is required',
      'Room type is required',
      'Description must be at least 10 characters',
      'Price per night is required',
      'Available rooms is required',
      'Minimum stay is required',
    ]);
    expect(messages(tournamentCreateSchema.safeParse({ productId: '', title: '', buyIn: 0, date: '', availableSeats: -1 }))).toEqual([
      'Festival ID is required',
      'Tournament title is required',
      'Buy-in amount is required',
      'Tournament date is required',
      'Available seats must be non-negative',
    ]);
    expect(messages(hotelSchema.safeParse({ name: 'ab', description: 'short', location: 'x', website: 'nope' }))).toEqual([
      'Name must be at least 3 characters',
      'Description must be at least 10 characters',
      'Location is required',
      'Must be a valid URL',
    ]);
    expect(messages(extraCreateSchema.safeParse({ productId: 'f', name: 'Dinner', price: -1 }))).toEqual(['Price must be a positive number']);
  });

  it('keeps coordinates as 6-decimal strings, refuses unknown fields and an end before the start', () => {
    expect(casinoSchema.parse({ name: 'Casino Wien', description: 'Casino in the old town', location: 'Vienna', latitude: 48.2, longitude: '16.37' })).toMatchObject({ latitude: '48.200000', longitude: '16.370000' });
    expect(casinoSchema.safeParse({ name: 'Casino Wien', description: 'Casino in the old town', location: 'Vienna', owner: 'me' }).success).toBe(false);
    expect(messages(festivalCreateSchema.safeParse({ title: 'Vienna Open', description: 'Ten days of poker', location: 'Vienna', startDate: '2027-03-10', endDate: '2027-03-01' }))).toEqual([
      'End date must not be before the start date',
    ]);
  });
});
