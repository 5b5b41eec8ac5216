import { describe, expect, it } from 'vitest';
import { bookingDetailsChecks, emptyBookingDetails, firstDetailsFailure, type BookingDetailsValues } from './details-form';

const withRoom = { hasAccommodation: true };
const withoutRoom = { hasAccommodation: false };

/** A form that passes every check. */
const complete: BookingDetailsValues = {
  ...emptyBookingDetails,
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann.smith@example.com',
  phone: '+43 660 1234567',
  acceptTerms: true,
  acceptPrivacy: true,
};

/** Every check failing at once: shared room without a roommate, both needs boxes ticked without details. */
const everythingWrong: BookingDetailsValues = {
  ...emptyBookingDetails,
  roomOccupancy: 'shared',
  needsTournamentAccommodation: true,
  needsHotelAccommodation: true,
};

/** The fixes that make each check pass, in the spec's order. */
const fixes: Partial<BookingDetailsValues>[] = [
  { firstName: 'Ann' },
  { lastName: 'Smith' },
  { email: 'ann' },
  { email: 'ann@example.com' },
  { phone: '0660 1234567' },
  { roommateName: 'Bea Jones' },
  { tournamentAccommodationDetails: 'Wheelchair access to the table' },
  { hotelAccommodationDetails: 'Step-free room' },
  { acceptTerms: true },
  { acceptPrivacy: true },
];

const titleOf = (values: BookingDetailsValues, context = withRoom) => firstDetailsFailure(values, context)?.title ?? null;

describe('booking details checks (spec section 5, details page)', () => {
  it('passes a complete form', () => {
    expect(firstDetailsFailure(complete, withRoom)).toBeNull();
  });

  it('reports the ten checks one at a time, in the spec order, as each is fixed', () => {
    const seen: Array<{ title: string | null; description: string | undefined; field: string | undefined }> = [];
    let values = everythingWrong;
    for (const fix of fixes) {
      const failure = firstDetailsFailure(values, withRoom);
      seen.push({ title: failure?.title ?? null, description: failure?.description, field: failure?.field });
      values = { ...values, ...fix };
    }
    expect(firstDetailsFailure(values, withRoom)).toBeNull();
    expect(seen).toEqual([
      { title: 'First name is required', description: 'Please enter your first name', field: 'firstName' },
      { title: 'Last name is required', description: 'Please enter your last name', field: 'lastName' },
      { title: 'Email is required', description: 'Please enter your email address', field: 'email' },
      { title: 'Invalid email format', description: 'Please enter a valid email address', field: 'email' },
      { title: 'Phone number is required', description: 'Please enter your phone number', field: 'phone' },
      { title: 'Roommate name is required', description: 'Please enter the name of your roommate', field: 'roommateName' },
      {
        title: 'Tournament accommodation details required',
        description: 'Please provide details about your tournament accessibility needs',
        field: 'tournamentAccommodationDetails',
      },
      {
        title: 'Hotel accommodation details required',
        description: 'Please provide details about your hotel accessibility needs',
        field: 'hotelAccommodationDetails',
      },
      { title: 'Terms and conditions required', description: 'You must agree to the terms and conditions to proceed', field: 'acceptTerms' },
      { title: 'Privacy policy agreement required', description: 'You must agree to the privacy policy to proceed', field: 'acceptPrivacy' },
    ]);
    expect(bookingDetailsChecks).toHaveLength(10);
  });

  it('fails each check on its own when only that one is broken', () => {
    const broken: Array<[Partial<BookingDetailsValues>, string]> = [
      [{ firstName: '  ' }, 'First name is required'],
      [{ lastName: '' }, 'Last name is required'],
      [{ email: ' ' }, 'Email is required'],
      [{ email: 'ann@example' }, 'Invalid email format'],
      [{ phone: '' }, 'Phone number is required'],
      [{ roomOccupancy: 'shared', roommateName: ' ' }, 'Roommate name is required'],
      [{ needsTournamentAccommodation: true }, 'Tournament accommodation details required'],
      [{ needsHotelAccommodation: true, hotelAccommodationDetails: '\n' }, 'Hotel accommodation details required'],
      [{ acceptTerms: false }, 'Terms and conditions required'],
      [{ acceptPrivacy: false }, 'Privacy policy agreement required'],
    ];
    for (const [change, title] of broken) expect(titleOf({ ...complete, ...change })).toBe(title);
  });

  it('accepts the basic email pattern only: one at sign and a dot in the domain', () => {
    expect(titleOf({ ...complete, email: 'a@b.c' })).toBeNull();
    expect(titleOf({ ...complete, email: ' ann@example.com ' })).toBeNull();
    for (const email of ['ann.example.com', 'ann@@example.com', 'a@b@c.d', 'ann@example', 'ann smith@example.com', '@example.com']) {
      expect(titleOf({ ...complete, email })).toBe('Invalid email format');
    }
  });

  it('asks for a roommate and hotel needs only when the booking has a room', () => {
    const roomOnly = { ...complete, roomOccupancy: 'shared' as const, needsHotelAccommodation: true };
    expect(titleOf(roomOnly, withRoom)).toBe('Roommate name is required');
    expect(titleOf(roomOnly, withoutRoom)).toBeNull();
    expect(titleOf({ ...complete, roommateName: '' }, withRoom)).toBeNull();
  });

  it('ignores details text when its box is not ticked', () => {
    expect(titleOf({ ...complete, needsTournamentAccommodation: false, tournamentAccommodationDetails: '' })).toBeNull();
    expect(titleOf({ ...complete, needsTournamentAccommodation: true, tournamentAccommodationDetails: 'Ramp' })).toBeNull();
  });
});
