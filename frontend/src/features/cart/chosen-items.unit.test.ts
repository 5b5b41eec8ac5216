import { describe, expect, it } from 'vitest';
import { chosenItemsOf } from './chosen-items';

describe('what a cart entry holds', () => {
  it('names its room and each seat, paid or reserved, and no extras', () => {
    const hotel = { id: 11, hotelId: 7, name: 'Hotel Imperial – Double Room', pricePerNight: 120, nights: 3, checkIn: new Date(), checkOut: new Date() };
    const seat = (id: number, title: string, isPurchased: boolean) => ({ id, title, buyIn: 100, date: '2027-03-12', isPurchased });
    expect(chosenItemsOf({ hotel, tournaments: [seat(21, 'Main Event', true), seat(22, 'Ladies Event', false)] })).toEqual([
      { kind: 'accommodation', id: 11, name: 'Hotel Imperial – Double Room' },
      { kind: 'tournament', id: 21, name: 'Main Event' },
      { kind: 'tournament', id: 22, name: 'Ladies Event' },
    ]);
    expect(chosenItemsOf({ hotel: undefined, tournaments: [] })).toEqual([]);
  });
});
