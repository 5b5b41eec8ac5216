// The booking flow's browser storage (product spec section 3 'Booking draft' and section 4
// 'Booking state storage'): the draft the festival page saved and the id of the pending order the
// details page created. A stored value that cannot be read is logged and discarded (section 8).
import { z } from 'zod';
import { paymentPlanChoiceSchema } from '@pokerfest/domain';
import { storageKeys } from '../../config/storage';
import type { BookingDraft } from './booking-draft';

export type BookingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null when the browser refuses it (storage switched off). */
export function browserStorage(): BookingStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const tournament = z.object({ id: z.number(), title: z.string(), date: text, buyIn: z.number() });

const draftShape = z.object({
  festivalId: z.string().min(1),
  festivalName: z.string(),
  festivalLocation: text,
  festivalStartDate: text,
  festivalEndDate: text,
  accommodation: z
    .object({
      id: z.number(),
      name: z.string(),
      hotel: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number().int().positive(),
      pricePerNight: z.number(),
      totalPrice: z.number(),
    })
    .nullable(),
  bookedTournaments: z.array(tournament),
  reservedTournaments: z.array(tournament),
  extras: z.array(
    z.object({ id: z.number(), name: z.string(), description: text, price: z.number(), quantity: z.number().int().positive().default(1) }),
  ),
  totalBookingPrice: z.number().nonnegative(),
  customerName: text,
  email: text,
  orderRequest: z.object({ key: z.string().min(1), fingerprint: z.string() }).optional(),
  paidOrderId: z.string().min(1).optional(),
  offer: z.object({ id: z.string().min(1), kind: z.enum(['accommodation', 'tournament']), itemId: z.number() }).optional(),
  paymentPlan: paymentPlanChoiceSchema.optional(),
  voucherCode: z.string().min(1).max(60).optional(),
  useCredit: z.boolean().optional(),
});

export type StoredDraft = { kind: 'found'; draft: BookingDraft } | { kind: 'missing' } | { kind: 'unreadable' };

function discard(storage: BookingStorage, key: string, why: string, error?: unknown): void {
  console.error(why, error ?? '');
  try {
    storage.removeItem(key);
  } catch {
    // storage that cannot be read cannot be cleaned either; the next save replaces it
  }
}

/** The saved draft; an unreadable one is logged and discarded. */
export function readBookingDraft(storage: BookingStorage | null): StoredDraft {
  if (!storage) return { kind: 'unreadable' };
  try {
    const raw = storage.getItem(storageKeys.bookingDraft);
    if (raw === null) return { kind: 'missing' };
    const parsed = draftShape.safeParse(JSON.parse(raw));
    if (parsed.success) return { kind: 'found', draft: parsed.data };
    discard(storage, storageKeys.bookingDraft, 'The stored booking selections are not in the expected shape; they were discarded.', parsed.error);
  } catch (error) {
    discard(storage, storageKeys.bookingDraft, 'The stored booking selections could not be read; they were discarded.', error);
  }
  return { kind: 'unreadable' };
}

export function saveBookingOrderId(storage: BookingStorage | null, orderId: string): void {
  try {
    storage?.setItem(storageKeys.bookingOrderId, orderId);
  } catch (error) {
    console.error('The order id could not be saved in browser storage.', error);
  }
}

export function readBookingOrderId(storage: BookingStorage | null): string | null {
  try {
    return storage?.getItem(storageKeys.bookingOrderId)?.trim() || null;
  } catch {
    return null;
  }
}

export function clearBookingOrderId(storage: BookingStorage | null): void {
  try {
    storage?.removeItem(storageKeys.bookingOrderId);
  } catch (error) {
    console.error('The order id could not be removed from browser storage.', error);
  }
}
