// The POST /api/orders call of the details page (product spec sections 3 'Order' and 7; the body is
// docs/api/orders.md's placeOrderSchema) and its Idempotency-Key.
import type { BookingDetailsValues, PlaceOrderInput } from '@pokerfest/domain';
import type { BookingDraft, OrderRequestKey } from './booking-draft';
import { casinoMembershipLabels } from './details-options';

const filled = (value: string) => value.trim() || null;

/** 'Casino ID: 12345; Membership: Member', or null when neither was given. */
export function casinoDetailsText(values: Pick<BookingDetailsValues, 'casinoId' | 'casinoMembership'>): string | null {
  const parts = [
    filled(values.casinoId) && `Casino ID: ${values.casinoId.trim()}`,
    values.casinoMembership && `Membership: ${casinoMembershipLabels[values.casinoMembership]}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** 'Jane Doe, +43 660 1234567', or null when neither was given. */
export function emergencyContactText(values: Pick<BookingDetailsValues, 'emergencyContactName' | 'emergencyContactPhone'>): string | null {
  const parts = [filled(values.emergencyContactName), filled(values.emergencyContactPhone)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The JSON text of the order's special requests; room answers only for a booking with a room. */
export function specialRequestsText(values: BookingDetailsValues, hasAccommodation: boolean): string {
  const shared = hasAccommodation && values.roomOccupancy === 'shared';
  return JSON.stringify({
    roomOccupancy: hasAccommodation ? values.roomOccupancy : null,
    roommateName: shared ? filled(values.roommateName) : null,
    tournamentAccommodations: values.needsTournamentAccommodation ? filled(values.tournamentAccommodationDetails) : null,
    hotelAccommodations: hasAccommodation && values.needsHotelAccommodation ? filled(values.hotelAccommodationDetails) : null,
    medicalDietaryInfo: filled(values.medicalDietaryInfo),
    otherRequests: filled(values.otherRequests),
    referralCode: filled(values.referralCode),
    heardFrom: values.heardFrom || null,
    newsletter: values.newsletter,
  });
}

/** Extra ids, one per unit: the API counts a repeated id as another of that extra. */
function extraIds(extras: BookingDraft['extras']): number[] {
  return extras.flatMap((extra) => Array.from({ length: Math.max(1, extra.quantity) }, () => extra.id));
}

/** The body the details page sends: placeOrderSchema's input, with the fields this page always fills. */
export interface DetailsOrderBody {
  productId: string;
  hotelId: number | null;
  nights: number | null;
  checkIn?: string;
  totalPrice: number;
  status: 'pending';
  tournaments: number[];
  reservedTournaments: number[];
  extras: number[];
  customerFullName: string;
  customerEmail: string;
  customerPhone: string;
  casinoDetails: string | null;
  emergencyContact: string | null;
  specialRequests: string;
}

export function placeOrderBody(draft: BookingDraft, values: BookingDetailsValues): DetailsOrderBody {
  const room = draft.accommodation;
  return {
    productId: draft.festivalId,
    hotelId: room?.id ?? null,
    nights: room?.nights ?? null,
    ...(room ? { checkIn: room.checkIn } : {}),
    totalPrice: draft.totalBookingPrice,
    status: 'pending',
    tournaments: draft.bookedTournaments.map((tournament) => tournament.id),
    reservedTournaments: draft.reservedTournaments.map((tournament) => tournament.id),
    extras: extraIds(draft.extras),
    customerFullName: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    customerEmail: values.email.trim(),
    customerPhone: values.phone.trim(),
    casinoDetails: casinoDetailsText(values),
    emergencyContact: emergencyContactText(values),
    specialRequests: specialRequestsText(values, room !== null),
  } satisfies PlaceOrderInput;
}

/** A short digest (FNV-1a, 32 bits) of the body, to tell whether a retry sends the same order. */
export function orderFingerprint(body: DetailsOrderBody): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(body)) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The key for sending `body`: the draft's own key while the body is the one it was made for (a
 * double click or a retry), a new one once the player has changed the form (the API refuses a key
 * reused with another body).
 */
export function orderRequestKeyFor(draft: BookingDraft, body: DetailsOrderBody, newKey: () => string): OrderRequestKey {
  const fingerprint = orderFingerprint(body);
  if (draft.orderRequest?.fingerprint === fingerprint) return draft.orderRequest;
  return { key: newKey(), fingerprint };
}

/** A random v4 uuid; randomUUID is missing outside secure contexts, getRandomValues is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
