// The one price rule of an order (product spec section 9), used by the festival page, the wizard, the
// details page and the server alike: the room's price per night x nights, plus the buy-ins of paid
// seats (reserved seats are paid at the venue), plus each extra's price x quantity. Whole cents only,
// and one currency per order.
import { ValidationError } from '../shared/errors';

export interface PricedRoom {
  pricePerNightCents: number;
  nights: number;
  currency: string;
}

export interface PricedSeat {
  buyInCents: number;
  currency: string;
  /** True for a paid seat; false for a seat reserved to pay at the venue. */
  isPurchased: boolean;
}

export interface PricedExtra {
  priceCents: number;
  quantity: number;
  /** Extras carry no currency of their own in the catalogue: they are sold in the order's currency. */
  currency?: string;
}

export interface PricingInput {
  room?: PricedRoom | null;
  seats: readonly PricedSeat[];
  extras: readonly PricedExtra[];
}

export interface OrderPrice {
  roomCents: number;
  seatsCents: number;
  extrasCents: number;
  totalCents: number;
  currency: string;
}

export const DEFAULT_CURRENCY = 'EUR';

function wholeCents(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new ValidationError(`${what} must be a whole, non-negative number of cents`);
  return value;
}

function wholeCount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new ValidationError(`${what} must be a whole number of at least 1`);
  return value;
}

/** The currency everything payable now is charged in; two different ones are refused. */
export function orderCurrency({ room, seats, extras }: PricingInput): string {
  const currencies = new Set<string>();
  if (room) currencies.add(room.currency);
  for (const seat of seats) if (seat.isPurchased) currencies.add(seat.currency);
  for (const extra of extras) if (extra.currency) currencies.add(extra.currency);
  if (currencies.size > 1) {
    throw new ValidationError(`An order is paid in one currency; this selection mixes ${[...currencies].sort().join(' and ')}.`, {
      currencies: [...currencies].sort(),
    });
  }
  return currencies.values().next().value ?? DEFAULT_CURRENCY;
}

/** The rule's sums without the one-currency check: what a selection adds up to while it is being made. */
export function sumSelection(input: PricingInput): Omit<OrderPrice, 'currency'> {
  const roomCents = input.room
    ? wholeCents(input.room.pricePerNightCents, 'A price per night') * wholeCount(input.room.nights, 'Nights')
    : 0;
  const seatsCents = input.seats.reduce((sum, seat) => (seat.isPurchased ? sum + wholeCents(seat.buyInCents, 'A buy-in') : sum), 0);
  const extrasCents = input.extras.reduce(
    (sum, extra) => sum + wholeCents(extra.priceCents, 'An extra price') * wholeCount(extra.quantity, 'A quantity'),
    0,
  );
  const totalCents = roomCents + seatsCents + extrasCents;
  if (!Number.isSafeInteger(totalCents)) throw new ValidationError('The order total is too large');
  return { roomCents, seatsCents, extrasCents, totalCents };
}

export function priceOrder(input: PricingInput): OrderPrice {
  const currency = orderCurrency(input);
  return { ...sumSelection(input), currency };
}

/**
 * Points a booking of this value earns: earn rate % of its value in euros, rounded. The rate has no
 * default on purpose: it is `loyalty_config`'s, and a caller that forgot it would promise the wrong figure.
 */
export function pointsForBooking(totalCents: number, earnRatePercent: number): number {
  return Math.round((totalCents * earnRatePercent) / 10_000);
}
