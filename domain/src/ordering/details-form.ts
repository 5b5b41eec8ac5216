// The booking details form of /booking/details (product spec section 2 'Booking details' and
// section 5 'Details page'). Its ten checks run in the spec's order and the player is told about
// the first one that fails only, so fixing the form is a walk from the top of the page down.

export const casinoMemberships = ['member', 'not-member', 'prefer-not-say'] as const;
export type CasinoMembership = (typeof casinoMemberships)[number];

export const heardFromChannels = ['friend', 'social', 'search', 'casino', 'email', 'other'] as const;
export type HeardFromChannel = (typeof heardFromChannels)[number];

export const roomOccupancies = ['single', 'shared'] as const;
export type RoomOccupancy = (typeof roomOccupancies)[number];

export interface BookingDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  casinoId: string;
  /** Empty until the player picks one. */
  casinoMembership: CasinoMembership | '';
  emergencyContactName: string;
  emergencyContactPhone: string;
  roomOccupancy: RoomOccupancy;
  roommateName: string;
  needsTournamentAccommodation: boolean;
  tournamentAccommodationDetails: string;
  needsHotelAccommodation: boolean;
  hotelAccommodationDetails: string;
  medicalDietaryInfo: string;
  otherRequests: string;
  referralCode: string;
  heardFrom: HeardFromChannel | '';
  newsletter: boolean;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export const emptyBookingDetails: BookingDetailsValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  casinoId: '',
  casinoMembership: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  roomOccupancy: 'single',
  roommateName: '',
  needsTournamentAccommodation: false,
  tournamentAccommodationDetails: '',
  needsHotelAccommodation: false,
  hotelAccommodationDetails: '',
  medicalDietaryInfo: '',
  otherRequests: '',
  referralCode: '',
  heardFrom: '',
  newsletter: false,
  acceptTerms: false,
  acceptPrivacy: false,
};

/** What the form depends on beyond its own values. */
export interface BookingDetailsContext {
  /** Room sharing and hotel needs only apply to a booking with a room. */
  hasAccommodation: boolean;
}

/** A failed check: the field to go to and the destructive toast's words. */
export interface DetailsCheckFailure {
  field: keyof BookingDetailsValues;
  title: string;
  description: string;
}

interface DetailsCheck extends DetailsCheckFailure {
  fails: (values: BookingDetailsValues, context: BookingDetailsContext) => boolean;
}

/** The spec's basic pattern: one at sign, and a dot in the part after it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string) => value.trim() === '';

/** The ten checks of spec section 5, in the spec's order. */
export const bookingDetailsChecks: readonly DetailsCheck[] = [
  {
    field: 'firstName',
    title: 'First name is required',
    description: 'Please enter your first name',
    fails: (values) => blank(values.firstName),
  },
  {
    field: 'lastName',
    title: 'Last name is required',
    description: 'Please enter your last name',
    fails: (values) => blank(values.lastName),
  },
  {
    field: 'email',
    title: 'Email is required',
    description: 'Please enter your email address',
    fails: (values) => blank(values.email),
  },
  {
    field: 'email',
    title: 'Invalid email format',
    description: 'Please enter a valid email address',
    fails: (values) => !EMAIL_PATTERN.test(values.email.trim()),
  },
  {
    field: 'phone',
    title: 'Phone number is required',
    description: 'Please enter your phone number',
    fails: (values) => blank(values.phone),
  },
  {
    field: 'roommateName',
    title: 'Roommate name is required',
    description: 'Please enter the name of your roommate',
    fails: (values, { hasAccommodation }) => hasAccommodation && values.roomOccupancy === 'shared' && blank(values.roommateName),
  },
  {
    field: 'tournamentAccommodationDetails',
    title: 'Tournament accommodation details required',
    description: 'Please provide details about your tournament accessibility needs',
    fails: (values) => values.needsTournamentAccommodation && blank(values.tournamentAccommodationDetails),
  },
  {
    field: 'hotelAccommodationDetails',
    title: 'Hotel accommodation details required',
    description: 'Please provide details about your hotel accessibility needs',
    fails: (values, { hasAccommodation }) => hasAccommodation && values.needsHotelAccommodation && blank(values.hotelAccommodationDetails),
  },
  {
    field: 'acceptTerms',
    title: 'Terms and conditions required',
    description: 'You must agree to the terms and conditions to proceed',
    fails: (values) => !values.acceptTerms,
  },
  {
    field: 'acceptPrivacy',
    title: 'Privacy policy agreement required',
    description: 'You must agree to the privacy policy to proceed',
    fails: (values) => !values.acceptPrivacy,
  },
];

/** The first failing check in the spec's order, or null when the details may be sent. */
export function firstDetailsFailure(values: BookingDetailsValues, context: BookingDetailsContext): DetailsCheckFailure | null {
  const failed = bookingDetailsChecks.find((check) => check.fails(values, context));
  return failed ? { field: failed.field, title: failed.title, description: failed.description } : null;
}
