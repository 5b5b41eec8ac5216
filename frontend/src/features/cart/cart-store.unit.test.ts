import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../lib/memory-storage';
import { addExtra, addTournament, removeProduct, setHotel } from './cart';
import { createCartStore } from './cart-store';

const KEY = 'pokerfest_cart';
const product = { productId: 'vienna', productName: 'Vienna', festivalName: 'Vienna', location: 'Vienna' };

afterEach(() => vi.restoreAllMocks());

describe('cart store', () => {
  it('stores every change, with dates as text, and turns them back into dates on load', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage, KEY);
    const checkIn = new Date('2027-04-10T00:00:00Z');
    const checkOut = new Date('2027-04-14T00:00:00Z');
    store.update((cart) => setHotel(cart, product, { id: 1, hotelId: 2, name: 'Room', pricePerNight: 80, nights: 4, checkIn, checkOut }));
    store.update((cart) => addTournament(cart, product, { id: 5, title: 'Main', buyIn: 1000, date: '2027-04-12', isPurchased: true }));
    expect(storage.items.get(KEY)).toContain('"checkIn":"2027-04-10T00:00:00.000Z"');

    const reopened = createCartStore(storage, KEY).getSnapshot().entries;
    expect(reopened).toEqual(store.getSnapshot().entries);
    expect(reopened[0]?.hotel?.checkIn).toBeInstanceOf(Date);
    expect(reopened[0]?.totalPrice).toBe(330);
  });

  it('repairs a stored stay that contradicts itself: nights from the dates, or the default stay when the dates make no sense', () => {
    const stored = (hotel: Record<string, unknown>) =>
      JSON.stringify([
        { ...product, startDate: '2027-03-12', endDate: '2027-03-21', totalPrice: 1260, tournaments: [], extras: [], hotel: { id: 1, hotelId: 2, name: 'Room', pricePerNight: 180, ...hotel } },
      ]);
    // the cart: check-in and check-out Mar 12, 7 nights, €1,260
    const sameDay = createCartStore(memoryStorage({ [KEY]: stored({ nights: 7, checkIn: '2027-03-12T00:00:00.000Z', checkOut: '2027-03-12T00:00:00.000Z' }) }), KEY);
    expect(sameDay.getSnapshot().entries[0]).toMatchObject({
      totalPrice: 720,
      hotel: { nights: 4, checkIn: new Date('2027-03-12T00:00:00Z'), checkOut: new Date('2027-03-16T00:00:00Z') },
    });
    const wrongNights = createCartStore(memoryStorage({ [KEY]: stored({ nights: 7, checkIn: '2027-03-13T00:00:00.000Z', checkOut: '2027-03-15T00:00:00.000Z' }) }), KEY);
    expect(wrongNights.getSnapshot().entries[0]).toMatchObject({ totalPrice: 360, hotel: { nights: 2, checkIn: new Date('2027-03-13T00:00:00Z') } });
  });

  it('removes the stored value when the cart is emptied and closes the panel', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage, KEY);
    store.update((cart) => addExtra(cart, product, { id: 1, name: 'Spa', price: 10, quantity: 1 }));
    store.setOpen(true);
    expect(storage.items.has(KEY)).toBe(true);
    store.update((cart) => removeProduct(cart, 'vienna'));
    expect(storage.items.has(KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual({ entries: [], isOpen: false });
  });

  it('logs and ignores a corrupt stored value, leaving it as it is', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry = '"productId":"a","productName":"a","festivalName":"a","location":"","totalPrice":0,"tournaments":[]';
    for (const corrupt of ['{not json', 'null', '[null]', '{"productId":"x"}', `[{${entry}}]`, `[{${entry},"extras":[{"id":1,"name":"Spa","price":5,"quantity":1.5}]}]`, '[{"productId":1}]', '[{"productId":"a","productName":"a","festivalName":"a","location":"","totalPrice":0,"tournaments":[],"extras":[],"hotel":{"id":1,"hotelId":1,"name":"r","pricePerNight":1,"nights":1,"checkIn":"soon","checkOut":"later"}}]']) {
      const storage = memoryStorage({ [KEY]: corrupt });
      expect(createCartStore(storage, KEY).getSnapshot().entries).toEqual([]);
      expect(storage.items.get(KEY)).toBe(corrupt);
    }
    expect(error).toHaveBeenCalledTimes(8);
  });

  it('notifies subscribers and skips changes that change nothing', () => {
    const store = createCartStore(null, KEY);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((cart) => cart);
    store.update((cart) => addExtra(cart, product, { id: 1, name: 'Spa', price: 10, quantity: 1 }));
    store.setOpen(true);
    unsubscribe();
    store.setOpen(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
