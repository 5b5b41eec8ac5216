// One festival's cart entry for the unit tests of everything that reads the cart (the booking bar,
// the wizard, the booking draft): a room for four nights, a paid and a reserved seat, two units of
// an extra. Tests spread it and change what they are about.
import type { CartEntry } from './types';

export const sampleCartEntry: CartEntry = {
  productId: 'vienna-spring-2027',
  productName: 'Vienna Spring',
  festivalName: 'Vienna Spring',
  location: 'Vienna',
  totalPrice: 0,
  hotel: { id: 11, hotelId: 7, name: 'Hotel Imperial Vienna – Standard Double', pricePerNight: 180, nights: 4, checkIn: new Date('2027-03-12T00:00:00Z'), checkOut: new Date('2027-03-16T00:00:00Z') },
  tournaments: [
    { id: 22, title: 'Main Event', buyIn: 110_000, date: '2027-03-15', isPurchased: true },
    { id: 23, title: 'Ladies Event', buyIn: 22_000, date: '2027-03-16', isPurchased: false },
  ],
  extras: [{ id: 31, name: 'Airport Transfer', price: 45, quantity: 2 }],
};
