import { describe, expect, it } from 'vitest';
import { draftChosenItems } from './draft-chosen-items';

const seat = (id: number, title: string) => ({ id, title, date: '2027-03-12', buyIn: 100 });
const accommodation = { id: 11, name: 'Double Room', hotel: 'Hotel Imperial', checkIn: '2027-03-12', checkOut: '2027-03-15', nights: 3, pricePerNight: 120, totalPrice: 360 };

describe('what a booking draft holds', () => {
  it('names its room with the hotel, and its paid and reserved seats', () => {
    expect(draftChosenItems({ accommodation, bookedTournaments: [seat(21, 'Main Event')], reservedTournaments: [seat(22, 'Ladies Event')] })).toEqual([
      { kind: 'accommodation', id: 11, name: 'Hotel Imperial – Double Room' },
      { kind: 'tournament', id: 21, name: 'Main Event' },
      { kind: 'tournament', id: 22, name: 'Ladies Event' },
    ]);
  });

  it('checks nothing once the order is placed: its own hold is not a sell-out', () => {
    expect(draftChosenItems({ accommodation, bookedTournaments: [seat(21, 'Main Event')], reservedTournaments: [], orderRequest: { key: 'k', fingerprint: 'f' } })).toEqual([]);
  });

  it('leaves out the item a waiting-list offer holds for this player: it reads as sold out to everyone else', () => {
    const offer = { id: 'offer-1', kind: 'accommodation' as const, itemId: 11 };
    expect(draftChosenItems({ accommodation, bookedTournaments: [seat(21, 'Main Event')], reservedTournaments: [], offer })).toEqual([{ kind: 'tournament', id: 21, name: 'Main Event' }]);
  });
});
