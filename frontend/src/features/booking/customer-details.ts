// The details form as last sent (product spec section 3): its values plus the booking id and the
// time, kept so the same player finds the form filled in again. Another account on the same browser
// never sees them: they come back only when the saved email is this user's.
import {
  casinoMemberships,
  emptyBookingDetails,
  heardFromChannels,
  roomOccupancies,
  type BookingDetailsValues,
} from '@pokerfest/domain';
import { storageKeys } from '../../config/storage';
import type { BookingStorage } from './booking-storage';

export interface StoredCustomerDetails extends BookingDetailsValues {
  bookingId: string;
  /** ISO time of saving. */
  timestamp: string;
  /** The account's own email, in case the form's email was changed to another address. */
  accountEmail: string;
}

const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function saveCustomerDetails(
  storage: BookingStorage | null,
  details: { values: BookingDetailsValues; bookingId: string; accountEmail: string; now: Date },
): void {
  const stored: StoredCustomerDetails = {
    ...details.values,
    bookingId: details.bookingId,
    timestamp: details.now.toISOString(),
    accountEmail: details.accountEmail,
  };
  try {
    storage?.setItem(storageKeys.customerDetails, JSON.stringify(stored));
  } catch (error) {
    console.error('The booking details could not be saved in browser storage.', error);
  }
}

/** Each field of the saved form that still has the right type and an allowed value. */
function knownValues(saved: Record<string, unknown>): Partial<BookingDetailsValues> {
  const values: Record<string, unknown> = {};
  for (const [field, empty] of Object.entries(emptyBookingDetails)) {
    if (typeof saved[field] === typeof empty) values[field] = saved[field];
  }
  const allowed = (list: readonly string[], value: unknown) => value === '' || list.includes(value as string);
  if (!allowed(casinoMemberships, values.casinoMembership)) delete values.casinoMembership;
  if (!allowed(heardFromChannels, values.heardFrom)) delete values.heardFrom;
  if (!allowed(roomOccupancies, values.roomOccupancy)) delete values.roomOccupancy;
  return values as Partial<BookingDetailsValues>;
}

/**
 * The saved form for the user with this email, or null. Consent is asked again each time, so the
 * terms and privacy boxes start unticked.
 */
export function restoreCustomerDetails(storage: BookingStorage | null, userEmail: string): Partial<BookingDetailsValues> | null {
  try {
    const raw = storage?.getItem(storageKeys.customerDetails);
    if (!raw) return null;
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== 'object') return null;
    const record = saved as Record<string, unknown>;
    if (!sameEmail(record.email, userEmail) && !sameEmail(record.accountEmail, userEmail)) return null;
    return { ...knownValues(record), acceptTerms: false, acceptPrivacy: false };
  } catch (error) {
    console.error('The saved booking details could not be read.', error);
    return null;
  }
}
