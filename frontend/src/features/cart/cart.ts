// Pure cart operations (product spec section 4, Cart). Every operation returns a new cart with the
// touched entry's stay made coherent and its total recomputed; an entry left with nothing selected is dropped.
import { coherentHotel } from './cart-stay';
import { festivalTotal } from './pricing';
import type { Cart, CartEntry, CartExtra, CartHotel, CartProduct, CartTournament } from './types';

export const emptyCart: Cart = [];

function isEmptyEntry(entry: CartEntry): boolean {
  return !entry.hotel && entry.tournaments.length === 0 && entry.extras.length === 0;
}

function priced(entry: CartEntry): CartEntry {
  // the price counts the nights, so they come from the dates before it is computed
  const coherent = entry.hotel ? { ...entry, hotel: coherentHotel(entry.hotel, entry) } : entry;
  return { ...coherent, totalPrice: festivalTotal(coherent) };
}

function productOf({ productId, productName, festivalName, location, startDate, endDate }: CartProduct): CartProduct {
  return { productId, productName, festivalName, location, startDate, endDate };
}

function newEntry(product: CartProduct): CartEntry {
  return { ...productOf(product), totalPrice: 0, tournaments: [], extras: [] };
}

/** Applies `change` to the product's entry (created from `product` when missing). */
function updateEntry(cart: Cart, product: CartProduct, change: (entry: CartEntry) => CartEntry): Cart {
  const index = cart.findIndex((entry) => entry.productId === product.productId);
  const current = index === -1 ? newEntry(product) : { ...cart[index], ...productOf(product) };
  const next = priced(change(current));
  if (isEmptyEntry(next)) return index === -1 ? cart : cart.filter((_, i) => i !== index);
  return index === -1 ? [...cart, next] : cart.map((entry, i) => (i === index ? next : entry));
}

/** Changes an existing entry only; an unknown productId leaves the cart as it is. */
function updateExisting(cart: Cart, productId: string, change: (entry: CartEntry) => CartEntry): Cart {
  const entry = cart.find((candidate) => candidate.productId === productId);
  return entry ? updateEntry(cart, entry, change) : cart;
}

/** Adds a festival's entry, or merges it into the one with the same productId. */
export function addOrMergeEntry(cart: Cart, entry: Omit<CartEntry, 'totalPrice'>): Cart {
  return updateEntry(cart, entry, (current) => ({ ...current, ...entry }));
}

export function setHotel(cart: Cart, product: CartProduct, hotel: CartHotel): Cart {
  return updateEntry(cart, product, (entry) => ({ ...entry, hotel }));
}

export function removeHotel(cart: Cart, productId: string): Cart {
  return updateExisting(cart, productId, ({ hotel: _removed, ...entry }) => entry);
}

/** Adds a tournament, or replaces the one with the same id (e.g. paid seat to reserved seat). */
export function addTournament(cart: Cart, product: CartProduct, tournament: CartTournament): Cart {
  return updateEntry(cart, product, (entry) => {
    const exists = entry.tournaments.some((t) => t.id === tournament.id);
    const tournaments = exists
      ? entry.tournaments.map((t) => (t.id === tournament.id ? tournament : t))
      : [...entry.tournaments, tournament];
    return { ...entry, tournaments };
  });
}

export function removeTournament(cart: Cart, productId: string, tournamentId: number): Cart {
  return updateExisting(cart, productId, (entry) => ({
    ...entry,
    tournaments: entry.tournaments.filter((t) => t.id !== tournamentId),
  }));
}

/** Adds an extra; an extra already in the cart gains the quantity. */
export function addExtra(cart: Cart, product: CartProduct, extra: CartExtra): Cart {
  return updateEntry(cart, product, (entry) => {
    const existing = entry.extras.find((e) => e.id === extra.id);
    const extras = existing
      ? entry.extras.map((e) => (e.id === extra.id ? { ...e, quantity: e.quantity + extra.quantity } : e))
      : [...entry.extras, extra];
    return { ...entry, extras };
  });
}

export function removeExtra(cart: Cart, productId: string, extraId: number): Cart {
  return updateExisting(cart, productId, (entry) => ({ ...entry, extras: entry.extras.filter((e) => e.id !== extraId) }));
}

/** Sets an extra's quantity; 0 or less removes it. */
export function setExtraQuantity(cart: Cart, productId: string, extraId: number, quantity: number): Cart {
  if (quantity <= 0) return removeExtra(cart, productId, extraId);
  return updateExisting(cart, productId, (entry) => ({
    ...entry,
    extras: entry.extras.map((e) => (e.id === extraId ? { ...e, quantity } : e)),
  }));
}

/** Keeps a voucher code with the festival's package, or (null) takes it away. */
export function setVoucherCode(cart: Cart, productId: string, code: string | null): Cart {
  return updateExisting(cart, productId, ({ voucherCode: _previous, ...entry }) => (code ? { ...entry, voucherCode: code } : entry));
}

export function removeProduct(cart: Cart, productId: string): Cart {
  return cart.filter((entry) => entry.productId !== productId);
}

export function clearCart(): Cart {
  return emptyCart;
}

export function findEntry(cart: Cart, productId: string): CartEntry | undefined {
  return cart.find((entry) => entry.productId === productId);
}

/** Tournaments + extra quantities + 1 when a hotel is chosen. */
export function entryItemCount(entry: CartEntry): number {
  const extras = entry.extras.reduce((sum, extra) => sum + extra.quantity, 0);
  return entry.tournaments.length + extras + (entry.hotel ? 1 : 0);
}

export function cartItemCount(cart: Cart): number {
  return cart.reduce((sum, entry) => sum + entryItemCount(entry), 0);
}
