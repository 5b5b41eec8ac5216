// The cart in browser storage: JSON with dates as text, turned back into dates on load.
// zod/mini: the same checks at a fraction of the size, since the cart loads with the first page.
import * as z from 'zod/mini';
import type { Cart } from './types';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const positiveInt = () => z.number().check(z.int(), z.positive());

const storedCartSchema = z.array(
  z.object({
    productId: z.string(),
    productName: z.string(),
    festivalName: z.string(),
    location: z.string(),
    startDate: z.nullish(z.string()),
    endDate: z.nullish(z.string()),
    totalPrice: z.number(),
    hotel: z.optional(
      z.object({
        id: z.number(),
        hotelId: z.number(),
        name: z.string(),
        pricePerNight: z.number(),
        currency: z.optional(z.string()),
        nights: positiveInt(),
        checkIn: z.coerce.date(),
        checkOut: z.coerce.date(),
      }),
    ),
    tournaments: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        buyIn: z.number(),
        currency: z.optional(z.string()),
        date: z.string(),
        isPurchased: z.boolean(),
      }),
    ),
    extras: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.nullish(z.string()),
        price: z.number(),
        quantity: positiveInt(),
      }),
    ),
  }),
);

/**
 * The stored cart, or an empty one when nothing (or something unreadable) is stored. A corrupt
 * value is logged and left as it is (spec section 8); it never breaks the page.
 */
export function loadCart(storage: CartStorage | null, key: string): Cart {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
    if (raw === null) return [];
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.error('The stored cart is not in the expected shape; starting with an empty cart.', parsed.error.issues);
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
