import { describe, expect, it } from 'vitest';
import {
  addExtra,
  addOrMergeEntry,
  addTournament,
  cartItemCount,
  clearCart,
  emptyCart,
  findEntry,
  removeExtra,
  removeHotel,
  removeProduct,
  removeTournament,
  setExtraQuantity,
  setHotel,
} from './cart';
import type { CartHotel, CartProduct, CartTournament } from './types';

const vienna: CartProduct = { productId: 'vienna', productName: 'Vienna Spring', festivalName: 'Vienna Spring', location: 'Vienna' };
const prague: CartProduct = { productId: 'prague', productName: 'Prague Open', festivalName: 'Prague Open', location: 'Prague' };
const room: CartHotel = {
  id: 3,
  hotelId: 1,
  name: 'Grand – Double',
  pricePerNight: 100,
  nights: 4,
  checkIn: new Date('2027-04-10T00:00:00Z'),
  checkOut: new Date('2027-04-14T00:00:00Z'),
};
const mainEvent: CartTournament = { id: 1, title: 'Main Event', buyIn: 50_000, date: '2027-04-12', isPurchased: true };
const spa = { id: 9, name: 'Spa', price: 20, quantity: 1 };

describe('cart operations (spec section 4, Cart)', () => {
  it('creates an entry on the first selection and recomputes its total', () => {
    const cart = setHotel(emptyCart, vienna, room);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productId: 'vienna', festivalName: 'Vienna Spring', totalPrice: 400, hotel: room });
  });

  it('keeps the stay coherent: the nights always come from the dates, a check-out not after check-in gets the default stay', () => {
    const withDates = { ...vienna, startDate: '2027-04-10', endDate: '2027-04-18' };
    const sevenNightsClaimed = setHotel(emptyCart, withDates, { ...room, nights: 7 });
    expect(sevenNightsClaimed[0]).toMatchObject({ totalPrice: 400, hotel: { nights: 4 } });
    const sameDay = setHotel(emptyCart, withDates, { ...room, checkIn: new Date('2027-04-12T00:00:00Z'), checkOut: new Date('2027-04-12T00:00:00Z'), nights: 7 });
    expect(sameDay[0]!.hotel).toMatchObject({ checkIn: new Date('2027-04-10T00:00:00Z'), checkOut: new Date('2027-04-14T00:00:00Z'), nights: 4 });
    const merged = addOrMergeEntry(emptyCart, { ...withDates, hotel: { ...room, nights: 1 }, tournaments: [], extras: [] });
    expect(merged[0]).toMatchObject({ totalPrice: 400, hotel: { nights: 4 } });
  });

  it('adds or merges an entry by productId', () => {
    const once = addOrMergeEntry(emptyCart, { ...vienna, tournaments: [mainEvent], extras: [] });
    const merged = addOrMergeEntry(once, { ...vienna, location: 'Wien', hotel: room, tournaments: [mainEvent], extras: [spa] });
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ location: 'Wien', totalPrice: 400 + 500 + 20 });
    expect(addOrMergeEntry(merged, { ...prague, tournaments: [mainEvent], extras: [] }).map((e) => e.productId)).toEqual(['vienna', 'prague']);
  });

  it('sets, replaces and removes the hotel', () => {
    const cart = setHotel(setHotel(emptyCart, vienna, room), vienna, { ...room, id: 4, pricePerNight: 50 });
    expect(findEntry(cart, 'vienna')?.hotel?.id).toBe(4);
    const withSeat = addTournament(cart, vienna, mainEvent);
    const without = findEntry(removeHotel(withSeat, 'vienna'), 'vienna');
    expect(without?.hotel).toBeUndefined();
    expect(without?.totalPrice).toBe(500);
  });

  it('adds, replaces and removes tournaments', () => {
    let cart = addTournament(emptyCart, vienna, mainEvent);
    cart = addTournament(cart, vienna, { ...mainEvent, isPurchased: false });
    expect(findEntry(cart, 'vienna')?.tournaments).toEqual([{ ...mainEvent, isPurchased: false }]);
    expect(findEntry(cart, 'vienna')?.totalPrice).toBe(0);
    cart = addTournament(cart, vienna, { ...mainEvent, id: 2 });
    cart = removeTournament(cart, 'vienna', 1);
    expect(findEntry(cart, 'vienna')?.tournaments.map((t) => t.id)).toEqual([2]);
  });

  it('adds extras, growing the quantity of one already there, and sets or removes quantities', () => {
    let cart = addExtra(emptyCart, vienna, spa);
    cart = addExtra(cart, vienna, { ...spa, quantity: 2 });
    expect(findEntry(cart, 'vienna')?.extras).toEqual([{ ...spa, quantity: 3 }]);
    expect(findEntry(cart, 'vienna')?.totalPrice).toBe(60);
    cart = setExtraQuantity(cart, 'vienna', 9, 5);
    expect(findEntry(cart, 'vienna')?.extras[0]?.quantity).toBe(5);
    cart = addTournament(cart, vienna, mainEvent);
    expect(findEntry(setExtraQuantity(cart, 'vienna', 9, 0), 'vienna')?.extras).toEqual([]);
    expect(findEntry(setExtraQuantity(cart, 'vienna', 9, -1), 'vienna')?.extras).toEqual([]);
    expect(findEntry(removeExtra(cart, 'vienna', 9), 'vienna')?.extras).toEqual([]);
  });

  it('drops an entry once nothing is selected in it', () => {
    const cart = removeTournament(addTournament(emptyCart, vienna, mainEvent), 'vienna', 1);
    expect(cart).toEqual([]);
  });

  it('leaves the cart alone for an unknown product', () => {
    const cart = addExtra(emptyCart, vienna, spa);
    expect(removeHotel(cart, 'nowhere')).toBe(cart);
    expect(removeExtra(cart, 'nowhere', 9)).toBe(cart);
  });

  it('removes a product and clears everything', () => {
    const cart = addExtra(setHotel(emptyCart, vienna, room), prague, spa);
    expect(removeProduct(cart, 'vienna').map((e) => e.productId)).toEqual(['prague']);
    expect(clearCart()).toEqual([]);
  });

  it('counts tournaments + extra quantities + 1 for a hotel', () => {
    let cart = setHotel(emptyCart, vienna, room);
    cart = addTournament(cart, vienna, mainEvent);
    cart = addTournament(cart, vienna, { ...mainEvent, id: 2, isPurchased: false });
    cart = addExtra(cart, vienna, { ...spa, quantity: 2 });
    cart = addExtra(cart, prague, spa);
    expect(cartItemCount(cart)).toBe(1 + 2 + 2 + 1);
    expect(cartItemCount(emptyCart)).toBe(0);
  });
});
