// The cart in browser storage: JSON with dates as text, turned back into dates on load.
// The stored cart is this page's own format, not an API contract (the server prices and checks every
// order again), and it loads with the first page: a few plain shape checks stand in for a schema
// library that would weigh more than the rest of the cart code.
import { coherentHotel } from './cart-stay';
import { festivalTotal } from './pricing';
import type { Cart, CartEntry } from './types';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isPositiveInt: Check = (value) => Number.isInteger(value) && (value as number) > 0;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isDateText: Check = (value) => isString(value) && !Number.isNaN(Date.parse(value as string));
const optional = (check: Check): Check => (value) => value === undefined || check(value);
const nullish = (check: Check): Check => (value) => value === undefined || value === null || check(value);
const arrayOf = (check: Check): Check => (value) => Array.isArray(value) && value.every(check);
const objectOf =
  (shape: Record<string, Check>): Check =>
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(shape).every(([field, check]) => check((value as Record<string, unknown>)[field]));

const isStoredCart = arrayOf(
  objectOf({
    productId: isString,
    productName: isString,
    festivalName: isString,
    location: isString,
    startDate: nullish(isString),
    endDate: nullish(isString),
    totalPrice: isNumber,
    hotel: optional(
      objectOf({
        id: isNumber,
        hotelId: isNumber,
        name: isString,
        pricePerNight: isNumber,
        currency: optional(isString),
        nights: isPositiveInt,
        checkIn: isDateText,
        checkOut: isDateText,
      }),
    ),
    tournaments: arrayOf(
      objectOf({
        id: isNumber,
        title: isString,
        buyIn: isNumber,
        currency: optional(isString),
        date: isString,
        isPurchased: isBoolean,
      }),
    ),
    extras: arrayOf(
      objectOf({
        id: isNumber,
        name: isString,
        description: nullish(isString),
        price: isNumber,
        quantity: isPositiveInt,
      }),
    ),
    voucherCode: optional(isString),
  }),
);

/**
 * A checked stored entry with its hotel dates as dates again, its stay repaired (a cart stored by an
 * older page could hold "Mar 12 to Mar 12, 7 nights") and its total recomputed from that stay.
 */
function reviveEntry(entry: CartEntry): CartEntry {
  if (!entry.hotel) return entry;
  const { checkIn, checkOut } = entry.hotel as unknown as { checkIn: string; checkOut: string };
  const hotel = coherentHotel({ ...entry.hotel, checkIn: new Date(checkIn), checkOut: new Date(checkOut) }, entry);
  const revived = { ...entry, hotel };
  return { ...revived, totalPrice: festivalTotal(revived) };
}

/**
 * The stored cart, or an empty one when nothing (or something unreadable) is stored. A corrupt
 * value is logged and left as it is (spec section 8); it never breaks the page.
 */
export function loadCart(storage: CartStorage | null, key: string): Cart {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
    if (raw === null) return [];
    const stored: unknown = JSON.parse(raw);
    if (isStoredCart(stored)) return (stored as Cart).map(reviveEntry);
    console.error('The stored cart is not in the expected shape; starting with an empty cart.');
  } catch (error) {
    console.error('The stored cart could not be read; starting with an empty cart.', error);
  }
  return [];
}

/** Stores the cart (dates become ISO text); an empty cart removes the stored value. */
export function saveCart(storage: CartStorage | null, key: string, cart: Cart): void {
  if (!storage) return;
  try {
    if (cart.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(cart));
  } catch (error) {
    console.error('The cart could not be saved in browser storage.', error);
  }
}
