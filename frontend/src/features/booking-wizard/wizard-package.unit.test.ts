import { describe, expect, it } from 'vitest';
import { sampleCartEntry } from '../cart/testing';
import { catalogue, details } from './testing';
import { emptySelection, orderRequest, quoteSelection, wizardSelectionOf } from './wizard-package';

const selection = { roomId: 11, nights: 4, checkIn: null, paidTournamentIds: [22, 21], reservedTournamentIds: [], extraIds: [32, 31] };

describe('wizard package (spec section 9, wizard total)', () => {
  it('prices room x nights, every paid buy-in and every extra', () => {
    expect(quoteSelection(catalogue, selection)).toEqual({
      ok: true,
      price: { roomCents: 72_000, seatsCents: 143_000, extrasCents: 12_000, totalCents: 227_000, currency: 'EUR' },
    });
    expect(quoteSelection(catalogue, emptySelection)).toMatchObject({ ok: true, price: { totalCents: 0 } });
  });

  it('leaves a reserved seat out of the total and counts an extra once per unit', () => {
    const quote = quoteSelection(catalogue, { ...selection, paidTournamentIds: [], reservedTournamentIds: [23], extraIds: [31, 31] });
    expect(quote).toMatchObject({ ok: true, price: { seatsCents: 0, extrasCents: 9_000, totalCents: 81_000 } });
  });

  it('says why a package mixing currencies cannot be priced', () => {
    const quote = quoteSelection(catalogue, { ...selection, paidTournamentIds: [24] });
    expect(quote).toEqual({ ok: false, problem: 'An order is paid in one currency; this selection mixes EUR and USD.' });
  });

  it('builds the POST /api/orders body in catalogue order, total in major units', () => {
    expect(orderRequest(catalogue, { ...selection, nights: 5, reservedTournamentIds: [23] }, { ...details, firstName: ' Maria ' })).toEqual({
      productId: 'vienna-spring-2027',
      hotelId: 11,
      nights: 5,
      totalPrice: 2450,
      status: 'pending',
      tournaments: [21, 22],
      reservedTournaments: [23],
      extras: [31, 32],
      customerFullName: 'Maria Novak',
      customerEmail: 'maria@example.com',
      customerPhone: '+43 660 1234',
    });
    expect(() => orderRequest(catalogue, { ...selection, paidTournamentIds: [24] }, details)).toThrow(/one currency/);
  });

  it('keeps the stay as chosen: check-in, check-out and its nights, also past 5', () => {
    const body = orderRequest(catalogue, { ...selection, nights: 7, checkIn: '2027-04-10' }, details);
    expect(body).toMatchObject({ hotelId: 11, nights: 7, checkIn: '2027-04-10', checkOut: '2027-04-17', totalPrice: 2810 });
  });

  it('reads the festival’s cart entry: the room’s stay, paid and reserved seats, one extra id per unit', () => {
    const entry = sampleCartEntry;
    expect(wizardSelectionOf(entry)).toEqual({ roomId: 11, nights: 4, checkIn: '2027-03-12', paidTournamentIds: [22], reservedTournamentIds: [23], extraIds: [31, 31] });
    expect(wizardSelectionOf({ ...entry, hotel: undefined })).toMatchObject({ roomId: null, nights: 4, checkIn: null });
    expect(wizardSelectionOf(undefined)).toEqual(emptySelection);
  });
});
