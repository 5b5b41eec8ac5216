import { describe, expect, it } from 'vitest';
import type { TournamentView } from '@pokerfest/domain';
import { addableTournaments, buildChangeRequest, initialChangeForm, quantityOf, stayHint, toggled, type ChangedOrder, type ChangeFormValues } from './change-form';

const room = { id: 7, hotelId: 1, hotelName: 'Hotel Sacher', roomType: 'Double', name: 'Hotel Sacher - Double', checkIn: '2027-04-10', checkOut: '2027-04-14', nights: 4, pricePerNight: 200, price: 800, currency: 'EUR' };
const seat = { id: 3, title: 'Main Event', name: 'Main Event', date: '2027-04-11', buyIn: 50_000, price: 500, isPurchased: true, currency: 'EUR' };
const order: ChangedOrder = { nights: 4, accommodation: room, tournaments: [seat], extras: [{ id: 9, name: 'Welcome dinner', description: null, price: 80, quantity: 2 }] };
const form = (over: Partial<ChangeFormValues> = {}): ChangeFormValues => ({ ...initialChangeForm(order), ...over });
const tournament = (over: Partial<TournamentView>): TournamentView => ({ id: 1, productId: 'p', title: 'T', description: null, date: '2027-04-12', buyIn: 100, canBePurchased: true, canBeReserved: false, availableSeats: 0, currency: 'EUR', salesOpenAt: null, ...over });

describe('the change request built from the form', () => {
  it('starts from the booked nights and nothing else changed, which is not yet a change', () => {
    expect(initialChangeForm(order)).toEqual({ nights: '4', removeTournaments: [], removeExtras: {}, addTournaments: [], addExtras: {} });
    expect(buildChangeRequest(form(), order)).toEqual({ ok: false, problem: expect.stringMatching(/^Nothing to change/) });
  });

  it('sends new nights, dropped seats and added ones, and each extra once per unit', () => {
    const built = buildChangeRequest(form({ nights: '5', removeTournaments: [3], removeExtras: { 9: 1 }, addTournaments: [4], addExtras: { 11: 2, 12: 0 } }), order);
    expect(built).toEqual({ ok: true, request: { nights: 5, removeTournaments: [3], removeExtras: [9], addTournaments: [4], addExtras: [11, 11] } });
  });

  it('leaves out nights that did not change and lists that are empty', () => {
    expect(buildChangeRequest(form({ removeTournaments: [3] }), order)).toEqual({ ok: true, request: { removeTournaments: [3] } });
  });

  it('says what is wrong with the nights in the API schema words', () => {
    expect(buildChangeRequest(form({ nights: '0' }), order)).toEqual({ ok: false, problem: 'A stay is at least one night' });
    expect(buildChangeRequest(form({ nights: '61' }), order)).toEqual({ ok: false, problem: 'At most 60 nights' });
    expect(buildChangeRequest(form({ nights: '2.5' }), order)).toEqual({ ok: false, problem: 'Nights must be a whole number' });
    expect(buildChangeRequest(form({ nights: ' ' }), order)).toEqual({ ok: false, problem: 'Enter the nights of your stay, 1 to 60' });
  });

  it('refuses to drop more of an extra than was booked', () => {
    expect(buildChangeRequest(form({ removeExtras: { 9: 3 } }), order)).toEqual({ ok: false, problem: 'Your booking has 2 of Welcome dinner to remove.' });
  });

  it('ignores the nights of a booking without a room', () => {
    const noRoom = { ...order, accommodation: null, nights: null };
    expect(buildChangeRequest({ ...initialChangeForm(noRoom), addExtras: { 9: 1 } }, noRoom)).toEqual({ ok: true, request: { addExtras: [9] } });
  });
});

describe('the form controls', () => {
  it('offers seats in tournaments not booked yet and sold or reserved online', () => {
    const offered = addableTournaments(order, [tournament({ id: 3 }), tournament({ id: 4 }), tournament({ id: 5, canBePurchased: false, canBeReserved: true }), tournament({ id: 6, canBePurchased: false })]);
    expect(offered.map((t) => t.id)).toEqual([4, 5]);
  });

  it('toggles checked ids and reads quantities as whole numbers within bounds', () => {
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
    expect(toggled([1], 1, true)).toEqual([1]);
    expect(['2', '2.7', '-1', 'x', '', '99'].map((text) => quantityOf(text, 10))).toEqual([2, 2, 0, 0, 0, 10]);
  });
});

describe('the nights field’s hint', () => {
  it('writes the check-in that stays and the check-out the nights give, as the shop writes days', () => {
    expect(stayHint('2027-05-30', '4')).toBe('Check-in stays May 30, 2027; check-out Jun 3, 2027. 1 to 60 nights.');
    expect(stayHint('2027-12-30', ' 3 ')).toBe('Check-in stays Dec 30, 2027; check-out Jan 2, 2028. 1 to 60 nights.');
  });

  it('names no check-out for nights it cannot take', () => {
    for (const typed of ['', '0', '2.5', '61', 'x']) expect(stayHint('2027-05-30', typed)).toBe('Check-in stays May 30, 2027; check-out moves with the nights. 1 to 60 nights.');
  });
});
