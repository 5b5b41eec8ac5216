import { describe, expect, it } from 'vitest';
import { buildBookingDraft, saveBookingDraft } from './booking-draft';
import type { CartEntry } from '../cart';

const festival = { productId: 'vienna-spring-2027', title: 'Vienna Spring', location: 'Vienna', startDate: '2027-04-10', endDate: '2027-04-18' };
const entry: CartEntry = {
  productId: 'vienna-spring-2027',
  productName: 'Vienna Spring',
  festivalName: 'Vienna Spring',
  location: 'Vienna',
  totalPrice: 0,
  hotel: {
    id: 4,
    hotelId: 2,
    name: 'Grand – Double',
    pricePerNight: 120.5,
    nights: 4,
    checkIn: new Date('2027-04-10T00:00:00Z'),
    checkOut: new Date('2027-04-14T00:00:00Z'),
  },
  tournaments: [
    { id: 1, title: 'Main Event', buyIn: 110_000, date: '2027-04-12', isPurchased: true },
    { id: 2, title: 'High Roller', buyIn: 250_000, date: '2027-04-13', isPurchased: false },
  ],
  extras: [{ id: 7, name: 'Transfer', description: null, price: 35, quantity: 1 }],
};

describe('booking draft (spec section 3)', () => {
  it('splits paid and reserved seats and totals hotel + paid buy-ins + extras', () => {
    const draft = buildBookingDraft({
      entry,
      festival,
      room: { description: 'Double room, city view', hotelName: 'Grand Hotel' },
      customer: { name: 'ann', email: 'ann@example.com' },
    });
    expect(draft.accommodation).toEqual({
      id: 4,
      name: 'Double room, city view',
      hotel: 'Grand Hotel',
      checkIn: '2027-04-10',
      checkOut: '2027-04-14',
      nights: 4,
      pricePerNight: 120.5,
      totalPrice: 482,
    });
    expect(draft.bookedTournaments.map((t) => t.id)).toEqual([1]);
    expect(draft.reservedTournaments.map((t) => t.id)).toEqual([2]);
    expect(draft.extras).toEqual([{ id: 7, name: 'Transfer', description: '', price: 35, quantity: 1 }]);
    expect(draft.totalBookingPrice).toBe(482 + 1100 + 35);
    expect(draft).toMatchObject({ festivalId: 'vienna-spring-2027', festivalStartDate: '2027-04-10', customerName: 'ann', email: 'ann@example.com' });
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
