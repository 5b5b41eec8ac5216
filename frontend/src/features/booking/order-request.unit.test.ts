import { describe, expect, it } from 'vitest';
import { emptyBookingDetails, placeOrderSchema, type BookingDetailsValues } from '@pokerfest/domain';
import type { BookingDraft } from './booking-draft';
import { casinoDetailsText, emergencyContactText, placeOrderBody } from './order-request';

const draft: BookingDraft = {
  festivalId: 'vienna-spring-2027',
  festivalName: 'Vienna Spring',
  festivalLocation: 'Vienna',
  festivalStartDate: '2027-04-10',
  festivalEndDate: '2027-04-18',
  accommodation: { id: 4, name: 'Double room', hotel: 'Grand Hotel', checkIn: '2027-04-10', checkOut: '2027-04-14', nights: 4, pricePerNight: 120.5, totalPrice: 482 },
  bookedTournaments: [{ id: 1, title: 'Main Event', date: '2027-04-12', buyIn: 110_000 }],
  reservedTournaments: [{ id: 2, title: 'High Roller', date: '2027-04-13', buyIn: 250_000 }],
  extras: [
    { id: 7, name: 'Transfer', description: '', price: 35, quantity: 2 },
    { id: 9, name: 'Dinner', description: '', price: 50, quantity: 1 },
  ],
  totalBookingPrice: 1682,
  customerName: 'ann',
  email: 'ann@example.com',
};

const values: BookingDetailsValues = {
  ...emptyBookingDetails,
  firstName: ' Ann ',
  lastName: 'Smith',
  email: 'ann@example.com ',
  phone: '+43 660 1234567',
  casinoId: 'C-99',
  casinoMembership: 'member',
  emergencyContactName: 'Bea Smith',
  emergencyContactPhone: '+43 660 7654321',
  roomOccupancy: 'shared',
  roommateName: 'Cleo Jones',
  needsTournamentAccommodation: true,
  tournamentAccommodationDetails: 'Wheelchair-accessible table',
  needsHotelAccommodation: false,
  hotelAccommodationDetails: 'ignored while unticked',
  medicalDietaryInfo: 'Vegetarian',
  referralCode: 'REF-ANN-0042',
  heardFrom: 'friend',
  newsletter: true,
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('POST /api/orders body of the details page', () => {
  it('sends the draft’s room, paid and reserved seats, extras per unit, total and the customer', () => {
    const body = placeOrderBody(draft, values);
    expect(body).toMatchObject({
      productId: 'vienna-spring-2027',
      hotelId: 4,
      nights: 4,
      checkIn: '2027-04-10',
      checkOut: '2027-04-14',
      totalPrice: 1682,
      status: 'pending',
      tournaments: [1],
      reservedTournaments: [2],
      extras: [7, 7, 9],
      customerFullName: 'Ann Smith',
      customerEmail: 'ann@example.com',
      customerPhone: '+43 660 1234567',
      casinoDetails: 'Casino ID: C-99; Membership: Member',
      emergencyContact: 'Bea Smith, +43 660 7654321',
    });
    expect(JSON.parse(body.specialRequests)).toEqual({
      roomOccupancy: 'shared',
      roommateName: 'Cleo Jones',
      tournamentAccommodations: 'Wheelchair-accessible table',
      hotelAccommodations: null,
      medicalDietaryInfo: 'Vegetarian',
      otherRequests: null,
      referralCode: 'REF-ANN-0042',
      heardFrom: 'friend',
      newsletter: true,
    });
    expect(placeOrderSchema.safeParse(body).success).toBe(true);
  });

  it('sends the waiting-list offer the draft goes through, and no offerId without one (issue 19)', () => {
    const offer = { id: '7b2e9c1a-0000-4000-8000-000000000001', kind: 'accommodation' as const, itemId: 4 };
    expect(placeOrderBody({ ...draft, offer }, values).offerId).toBe(offer.id);
    expect('offerId' in placeOrderBody(draft, values)).toBe(false);
  });

  it('sends the way of paying only when the checkout offered a choice (issue 31)', () => {
    const body = placeOrderBody(draft, values, { kind: 'instalments', count: 3 });
    expect(body.paymentPlan).toEqual({ kind: 'instalments', count: 3 });
    expect(placeOrderSchema.safeParse(body).success).toBe(true);
    expect(placeOrderBody(draft, values, { kind: 'full' }).paymentPlan).toEqual({ kind: 'full' });
    expect('paymentPlan' in placeOrderBody(draft, values, null)).toBe(false);
    expect('paymentPlan' in placeOrderBody(draft, values)).toBe(false);
  });

  it('sends the server’s total with the code it took and the credit choice (issue 32), and neither when unpriced', () => {
    const body = placeOrderBody(draft, values, null, { totalPrice: 1513.8, voucherCode: 'SPRING10', useCredit: true });
    expect(body).toMatchObject({ totalPrice: 1513.8, voucherCode: 'SPRING10', useCredit: true });
    expect(placeOrderSchema.safeParse(body).success).toBe(true);
    const plain = placeOrderBody(draft, values, null, { totalPrice: 1682, voucherCode: null, useCredit: false });
    expect(['voucherCode' in plain, 'useCredit' in plain]).toEqual([false, false]);
    expect(placeOrderBody(draft, values).totalPrice).toBe(1682);
  });

  it('sends no room, nights or room answers for a booking without accommodation', () => {
    const body = placeOrderBody({ ...draft, accommodation: null }, values);
    expect(body).toMatchObject({ hotelId: null, nights: null });
    expect(body).not.toHaveProperty('checkIn');
    expect(JSON.parse(body.specialRequests)).toMatchObject({ roomOccupancy: null, roommateName: null, hotelAccommodations: null });
    expect(placeOrderSchema.safeParse(body).success).toBe(true);
  });

  it('words casino and emergency contact details, or leaves them out', () => {
    expect(casinoDetailsText({ casinoId: ' ', casinoMembership: 'prefer-not-say' })).toBe('Membership: Prefer not to say');
    expect(casinoDetailsText({ casinoId: '', casinoMembership: '' })).toBeNull();
    expect(emergencyContactText({ emergencyContactName: '', emergencyContactPhone: '0660 1' })).toBe('0660 1');
    expect(emergencyContactText({ emergencyContactName: ' ', emergencyContactPhone: '' })).toBeNull();
  });
});
