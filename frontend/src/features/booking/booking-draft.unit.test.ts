import { describe, expect, it } from 'vitest';
import { buildBookingDraft, saveBookingDraft } from './booking-draft';
import { sampleCartEntry } from '../cart/testing';

const festival = { productId: 'vienna-spring-2027', title: 'Vienna Spring', location: 'Vienna', startDate: '2027-03-12', endDate: '2027-03-20' };
// a price per night with cents: the room's total is their product, not a rounded night
const entry = { ...sampleCartEntry, hotel: { ...sampleCartEntry.hotel!, pricePerNight: 120.5 } };

describe('booking draft (spec section 3)', () => {
  it('splits paid and reserved seats and totals hotel + paid buy-ins + extras', () => {
    const draft = buildBookingDraft({
      entry,
      festival,
      room: { description: 'Double room, city view', hotelName: 'Grand Hotel' },
      customer: { name: 'ann', email: 'ann@example.com' },
    });
    expect(draft.accommodation).toEqual({
      id: 11,
      name: 'Double room, city view',
      hotel: 'Grand Hotel',
      checkIn: '2027-03-12',
      checkOut: '2027-03-16',
      nights: 4,
      pricePerNight: 120.5,
      totalPrice: 482,
    });
    expect(draft.bookedTournaments.map((t) => t.id)).toEqual([22]);
    expect(draft.reservedTournaments.map((t) => t.id)).toEqual([23]);
    expect(draft.extras).toEqual([{ id: 31, name: 'Airport Transfer', description: '', price: 45, quantity: 2 }]);
    expect(draft.totalBookingPrice).toBe(482 + 1100 + 2 * 45);
    expect(draft).toMatchObject({ festivalId: 'vienna-spring-2027', festivalStartDate: '2027-03-12', customerName: 'ann', email: 'ann@example.com' });
  });

  it('has no accommodation and a zero total without selections', () => {
    const draft = buildBookingDraft({ entry: undefined, festival, customer: { name: 'a', email: 'a@b.c' } });
    expect(draft).toMatchObject({ accommodation: null, bookedTournaments: [], extras: [], totalBookingPrice: 0 });
  });

  it('saves under pokerfest_booking_data', () => {
    const saved = new Map<string, string>();
    const draft = buildBookingDraft({ entry, festival, customer: { name: 'a', email: 'a@b.c' } });
    expect(saveBookingDraft(draft, { setItem: (key, value) => void saved.set(key, value) })).toBe(true);
    expect(JSON.parse(saved.get('pokerfest_booking_data') ?? '{}')).toMatchObject({ festivalId: 'vienna-spring-2027' });
  });
});
