// The POST /api/orders body of the details page (product spec sections 3 'Order' and 7; the body is
// docs/api/orders.md's placeOrderSchema); the call and its key are the booking core's.
import type { BookingDetailsValues, PaymentPlanChoice, PlaceOrderInput } from '@pokerfest/domain';
import { stayFields, type PackageSelection } from '../checkout';
import type { BookingDraft } from './booking-draft';
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
  checkOut?: string;
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
  /** The waiting-list offer whose held unit this order takes (issue 19). */
  offerId?: string;
  /** How the player pays (issue 31): sent only when the checkout offered a choice; without it the server takes payment in full. */
  paymentPlan?: PaymentPlanChoice;
  /** Issue 32: the code the price took (a refused one is not sent), and whether the credit pays first. */
  voucherCode?: string;
  useCredit?: true;
}

/** What the order is priced at (issue 32): the server's total for the package with the code and credit it was priced with. */
export interface PricedOrder {
  /** Major units, after discounts and before credit: the server refuses any other total. */
  totalPrice: number;
  voucherCode: string | null;
  useCredit: boolean;
}

/** The draft's package as the price call and the order take it. */
export interface DraftPackage extends PackageSelection {
  hotelId: number | null;
  nights: number | null;
  checkIn?: string;
  checkOut?: string;
  tournaments: number[];
  reservedTournaments: number[];
  extras: number[];
}

export function draftPackage(draft: BookingDraft): DraftPackage {
  const room = draft.accommodation;
  return {
    productId: draft.festivalId,
    ...stayFields(room && { roomId: room.id, nights: room.nights, checkIn: room.checkIn, checkOut: room.checkOut }),
    tournaments: draft.bookedTournaments.map((tournament) => tournament.id),
    reservedTournaments: draft.reservedTournaments.map((tournament) => tournament.id),
    extras: extraIds(draft.extras),
  };
}

/** The body; without `priced` (no price was read) the draft's own total, no code and no credit. */
export function placeOrderBody(draft: BookingDraft, values: BookingDetailsValues, paymentPlan?: PaymentPlanChoice | null, priced?: PricedOrder): DetailsOrderBody {
  const room = draft.accommodation;
  const { productId, hotelId, nights, checkIn, checkOut, tournaments, reservedTournaments, extras } = draftPackage(draft);
  return {
    productId,
    hotelId,
    nights,
    ...(checkIn ? { checkIn } : {}),
    ...(checkOut ? { checkOut } : {}),
    totalPrice: priced?.totalPrice ?? draft.totalBookingPrice,
    status: 'pending',
    tournaments,
    reservedTournaments,
    extras,
    customerFullName: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    customerEmail: values.email.trim(),
    customerPhone: values.phone.trim(),
    casinoDetails: casinoDetailsText(values),
    emergencyContact: emergencyContactText(values),
    specialRequests: specialRequestsText(values, room !== null),
    ...(draft.offer ? { offerId: draft.offer.id } : {}),
    ...(paymentPlan ? { paymentPlan } : {}),
    ...(priced?.voucherCode ? { voucherCode: priced.voucherCode } : {}),
    ...(priced?.useCredit ? { useCredit: true as const } : {}),
  } satisfies PlaceOrderInput;
}
