import { describe, expect, it } from 'vitest';
import { catalogue, details, rooms, tournaments } from './wizard-fixtures';
import { emptySelection, isBookableRoom, isBookableSeat, nightsOffered, orderRequest, quoteSelection, startingSelection } from './wizard-package';

const selection = { roomId: 11, nights: 4, checkIn: null, tournamentIds: [22, 21], extraIds: [32, 31] };

describe('wizard package (spec section 9, wizard total)', () => {
  it('prices room x nights, every chosen buy-in and every extra', () => {
    expect(quoteSelection(catalogue, selection)).toEqual({
      ok: true,
      price: { roomCents: 72_000, seatsCents: 143_000, extrasCents: 12_000, totalCents: 227_000, currency: 'EUR' },
    });
    expect(quoteSelection(catalogue, emptySelection)).toMatchObject({ ok: true, price: { totalCents: 0 } });
  });

  it('says why a package mixing currencies cannot be priced', () => {
    const quote = quoteSelection(catalogue, { ...selection, tournamentIds: [24] });
    expect(quote).toEqual({ ok: false, problem: 'An order is paid in one currency; this selection mixes EUR and USD.' });
  });

  it('builds the POST /api/orders body in catalogue order, total in major units', () => {
    expect(orderRequest(catalogue, { ...selection, nights: 5 }, { ...details, firstName: ' Maria ' })).toEqual({
      productId: 'vienna-spring-2027',
      hotelId: 11,
      nights: 5,
      totalPrice: 2450,
      status: 'pending',
      tournaments: [21, 22],
      extras: [31, 32],
      customerFullName: 'Maria Novak',
      customerEmail: 'maria@example.com',
      customerPhone: '+43 660 1234',
    });
    expect(() => orderRequest(catalogue, { ...selection, tournamentIds: [24] }, details)).toThrow(/one currency/);
  });

  it('keeps the cart’s stay: check-in, check-out and its nights, also past 5', () => {
    const body = orderRequest(catalogue, { ...selection, nights: 7, checkIn: '2027-04-10' }, details);
    expect(body).toMatchObject({ hotelId: 11, nights: 7, checkIn: '2027-04-10', checkOut: '2027-04-17', totalPrice: 2810 });
  });

  it('sells rooms with rooms left and seats that can be bought', () => {
    expect(rooms.map(isBookableRoom)).toEqual([true, false]);
    expect(tournaments.map(isBookableSeat)).toEqual([true, true, false, true]);
  });

  it('does not sell a room type or tournament with nothing left, and sells an unlimited one', () => {
    expect(isBookableRoom({ ...rooms[0]!, availableRooms: 10, remainingRooms: 0 })).toBe(false);
    expect(isBookableRoom({ ...rooms[0]!, availableRooms: 10, remainingRooms: 1 })).toBe(true);
    expect(isBookableSeat({ ...tournaments[0]!, availableSeats: 3, remainingSeats: 0 })).toBe(false);
    expect(isBookableSeat({ ...tournaments[0]!, availableSeats: 0, remainingSeats: null })).toBe(true);
  });

  it('starts from the cart’s picks the wizard can still book', () => {
    expect(startingSelection(catalogue, undefined)).toEqual(emptySelection);
    expect(startingSelection(catalogue, { roomId: 11, nights: 3, paidTournamentIds: [22, 23, 99], extraIds: [31, 98] })).toEqual({
      roomId: 11,
      nights: 3,
      checkIn: null,
      tournamentIds: [22],
      extraIds: [31],
    });
    expect(startingSelection(catalogue, { roomId: 12, nights: 7, paidTournamentIds: [], extraIds: [] })).toEqual(emptySelection);
  });

  it('starts from the cart’s 7-night stay and offers it beside 3, 4 and 5 nights', () => {
    const start = startingSelection(catalogue, { roomId: 11, nights: 7, checkIn: '2027-04-10', paidTournamentIds: [], extraIds: [] });
    expect(start).toMatchObject({ roomId: 11, nights: 7, checkIn: '2027-04-10' });
    expect(nightsOffered(start)).toEqual([3, 4, 5, 7]);
    expect(nightsOffered(emptySelection)).toEqual([3, 4, 5]);
  });
});
