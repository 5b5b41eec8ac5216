import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '@pokerfest/domain';
import { checkInDay } from './bookings';
import { bookingPointsDueAt } from './points-timers';

const festival: OrderPlaced['data']['festival'] = { productId: 'linz-open', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' };
const room: NonNullable<OrderPlaced['data']['room']> = { id: 1, hotelId: 1, hotelName: 'Hotel Linz', roomType: 'Double', checkIn: '2027-06-03', checkOut: '2027-06-05', nights: 2, pricePerNightCents: 10_000, currency: 'EUR' };
const confirmedAt = new Date('2027-02-10T14:30:00.000Z');

describe('checkInDay: the day the points fall due', () => {
  it("is the room's check-in day", () => {
    expect(checkInDay({ room, festival })).toBe('2027-06-03');
  });

  it("is the festival's start for an order without a room", () => {
    expect(checkInDay({ room: null, festival })).toBe('2027-06-01');
  });

  it('is null for an order without either date', () => {
    expect(checkInDay({ room: null, festival: { ...festival, startDate: null } })).toBeNull();
  });
});

describe("bookingPointsDueAt: the check-in day's start (UTC) plus the delay", () => {
  it('starts at 00:00 UTC of the day', () => {
    expect(bookingPointsDueAt('2027-06-03', 0, confirmedAt)).toStrictEqual(new Date('2027-06-03T00:00:00.000Z'));
  });

  it('adds the award delay in hours', () => {
    expect(bookingPointsDueAt('2027-06-03', 24, confirmedAt)).toStrictEqual(new Date('2027-06-04T00:00:00.000Z'));
    expect(bookingPointsDueAt('2027-06-03', 1.5, confirmedAt)).toStrictEqual(new Date('2027-06-03T01:30:00.000Z'));
  });

  it('falls back to the given moment when the order has no day at all', () => {
    expect(bookingPointsDueAt(null, 2, confirmedAt)).toStrictEqual(new Date('2027-02-10T16:30:00.000Z'));
  });
});
