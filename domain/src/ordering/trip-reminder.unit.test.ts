import { describe, expect, it } from 'vitest';
import type { RoomLine, SeatLine } from './order-events';
import { DEFAULT_TRIP_REMINDER, daysUntilTrip, reminderDueAt, tripReminderSettingsSchema, tripStartDay } from './trip-reminder';

const festival = { productId: 'linz-open', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' };
const room: RoomLine = {
  id: 1,
  hotelId: 1,
  hotelName: 'Danube Hotel',
  roomType: 'Double Room',
  checkIn: '2027-06-02',
  checkOut: '2027-06-06',
  nights: 4,
  pricePerNightCents: 12_000,
  currency: 'EUR',
};
const seat = (id: number, date: string): SeatLine => ({ id, title: `Event ${id}`, date, buyInCents: 30_000, currency: 'EUR', isPurchased: true });

describe('the trip reminder settings', () => {
  it('default to a week before the trip', () => {
    expect(DEFAULT_TRIP_REMINDER).toEqual({ daysBefore: 7 });
    expect(tripReminderSettingsSchema.parse(DEFAULT_TRIP_REMINDER)).toEqual(DEFAULT_TRIP_REMINDER);
  });

  it('take whole days from 1 to 90, as a number, and nothing else', () => {
    expect(tripReminderSettingsSchema.safeParse({ daysBefore: 1 }).success).toBe(true);
    expect(tripReminderSettingsSchema.safeParse({ daysBefore: 90 }).success).toBe(true);
    for (const daysBefore of [0, 91, 2.5, -3, '7', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(tripReminderSettingsSchema.safeParse({ daysBefore }).success, String(daysBefore)).toBe(false);
    }
    expect(tripReminderSettingsSchema.safeParse({}).success).toBe(false);
    expect(tripReminderSettingsSchema.safeParse({ daysBefore: 7, hour: 9 }).success).toBe(false);
  });

  it('say what is wrong in words', () => {
    const refused = tripReminderSettingsSchema.safeParse({ daysBefore: 91 });
    expect(refused.error?.issues[0]?.message).toBe('1 to 90 days');
    expect(tripReminderSettingsSchema.safeParse({ daysBefore: 2.5 }).error?.issues[0]?.message).toBe('Whole days');
  });
});

describe("the trip's first day", () => {
  it('is check-in when there is a room, even with an earlier seat', () => {
    expect(tripStartDay({ festival, room, seats: [seat(1, '2027-06-01')] })).toBe('2027-06-02');
  });

  it("is the first seat's day without a room, whatever the seats' order", () => {
    expect(tripStartDay({ festival, room: null, seats: [seat(1, '2027-06-05'), seat(2, '2027-06-03')] })).toBe('2027-06-03');
    expect(tripStartDay({ festival, room: null, seats: [seat(1, '2027-06-05T00:00:00.000Z')] })).toBe('2027-06-05');
  });

  it("is the festival's start with neither, and null when nothing is dated", () => {
    expect(tripStartDay({ festival, room: null, seats: [] })).toBe('2027-06-01');
    expect(tripStartDay({ festival: { ...festival, startDate: null }, room: null, seats: [] })).toBeNull();
  });
});

describe("the reminder's moment", () => {
  it('is the given hour (UTC) of the day `daysBefore` days before the start', () => {
    expect(reminderDueAt('2027-06-01', 7, 9).toISOString()).toBe('2027-05-25T09:00:00.000Z');
    expect(reminderDueAt('2027-06-01', 1, 0).toISOString()).toBe('2027-05-31T00:00:00.000Z');
    expect(reminderDueAt('2027-06-01', 3, 23).toISOString()).toBe('2027-05-29T23:00:00.000Z');
  });

  it('counts across month and year ends and leap days', () => {
    expect(reminderDueAt('2027-03-02', 7, 9).toISOString()).toBe('2027-02-23T09:00:00.000Z');
    expect(reminderDueAt('2028-03-01', 1, 9).toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(reminderDueAt('2028-01-05', 90, 9).toISOString()).toBe('2027-10-07T09:00:00.000Z');
  });
});

describe('the days until the trip', () => {
  it('count UTC days, whatever the time of day', () => {
    expect(daysUntilTrip('2027-06-01', new Date('2027-05-25T09:00:00.000Z'))).toBe(7);
    expect(daysUntilTrip('2027-06-01', new Date('2027-05-25T23:59:59.999Z'))).toBe(7);
    expect(daysUntilTrip('2027-06-01', new Date('2027-05-31T00:00:00.000Z'))).toBe(1);
    expect(daysUntilTrip('2027-06-01', new Date('2027-06-01T12:00:00.000Z'))).toBe(0);
    expect(daysUntilTrip('2027-06-01', new Date('2027-06-03T12:00:00.000Z'))).toBe(-2);
  });
});
