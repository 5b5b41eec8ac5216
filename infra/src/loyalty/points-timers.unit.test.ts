import { describe, expect, it } from 'vitest';
import { bookingPointsDueAt, type OrderPlacedData } from './points-timers';

const festival: OrderPlacedData['festival'] = { productId: 'linz-open', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' };
const room = { checkIn: '2027-06-03' } as NonNullable<OrderPlacedData['room']>;
const confirmedAt = new Date('2027-02-10T14:30:00.000Z');

describe("bookingPointsDueAt: the check-in day's start (UTC) plus the delay", () => {
  it("uses the room's check-in day", () => {
    expect(bookingPointsDueAt({ room, festival }, 0, confirmedAt)).toStrictEqual(new Date('2027-06-03T00:00:00.000Z'));
  });

  it("uses the festival's start for an order without a room", () => {
    expect(bookingPointsDueAt({ room: null, festival }, 0, confirmedAt)).toStrictEqual(new Date('2027-06-01T00:00:00.000Z'));
  });

  it('adds the award delay in hours', () => {
    expect(bookingPointsDueAt({ room, festival }, 24, confirmedAt)).toStrictEqual(new Date('2027-06-04T00:00:00.000Z'));
    expect(bookingPointsDueAt({ room, festival }, 1.5, confirmedAt)).toStrictEqual(new Date('2027-06-03T01:30:00.000Z'));
  });

  it('falls back to the given moment when the order has no date at all', () => {
    expect(bookingPointsDueAt({ room: null, festival: { ...festival, startDate: null } }, 2, confirmedAt)).toStrictEqual(new Date('2027-02-10T16:30:00.000Z'));
  });
});
