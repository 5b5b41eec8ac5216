// Steps of the booking-change browser test (issue 17): a festival far in the future with a room, a
// seat sold online and an extra, made by the demo admin; a package of all three booked and paid by
// the player through the real API (the booking screens have tests of their own).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import type { OrderView } from '@pokerfest/domain';
import { demoAdmin } from './accounts';
import { apiPayWithDemoCard } from './demo-card-steps';
import { apiLogin, type ApiSession } from './loyalty-steps';
import { waitForOrderStatus } from './my-bookings-steps';

export interface FarFestival {
  productId: string;
  title: string;
  room: { id: number; pricePerNight: number };
  seat: { id: number; title: string; buyInCents: number };
  extra: { id: number; name: string; price: number };
}

let counter = 0;

/** A festival starting in 2029, so every refund tier is the earliest (the spec's full refund). */
export async function farFestival(baseUrl: string): Promise<FarFestival> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  const admin = await apiLogin(baseUrl, demoAdmin);
  const title = `Salzburg Change Open ${unique}`;
  const festival = await admin.call<{ id: string }>('POST', '/api/admin/products', {
    productId: `salzburg-change-${unique}`,
    title,
    description: 'A festival far ahead, for booking changes',
    location: 'Salzburg, Austria',
    startDate: '2029-06-01',
    endDate: '2029-06-12',
  });
  const productId = String(festival.id);
  const hotel = await admin.call<{ id: number }>('POST', '/api/admin/hotels', { name: `Mirabell Hotel ${unique}`, description: 'Hotel by the old town', location: 'Salzburg' });
  const pricePerNight = 150;
  const room = await admin.call<{ id: number }>('POST', '/api/admin/accommodations', {
    festivalId: productId,
    hotelId: hotel.id,
    roomType: 'Double Room',
    description: 'A double room with a view',
    pricePerNight,
    currency: 'EUR',
    availableRooms: 5,
    minStayDays: 1,
  });
  const seatTitle = `High Roller ${unique}`;
  const buyInCents = 10_000;
  const seat = await admin.call<{ id: number }>('POST', '/api/admin/tournaments', {
    productId,
    title: seatTitle,
    buyIn: buyInCents,
    date: '2029-06-03',
    currency: 'EUR',
    canBePurchased: true,
    canBeReserved: false,
    availableSeats: 0,
  });
  const extraName = `Gala dinner ${unique}`;
  const extra = await admin.call<{ id: number }>('POST', '/api/admin/extras', { productId, name: extraName, price: 40, description: 'Dinner on the last night' });
  return { productId, title, room: { id: room.id, pricePerNight }, seat: { id: seat.id, title: seatTitle, buyInCents }, extra: { id: extra.id, name: extraName, price: 40 } };
}

/** The room for 4 nights, the seat and the extra, paid with the 4242 demo card; answers the confirmed order. */
export async function bookAndPayPackage(player: ApiSession, festival: FarFestival): Promise<OrderView> {
  const totalCents = festival.room.pricePerNight * 100 * 4 + festival.seat.buyInCents + festival.extra.price * 100;
  const order = await player.call<OrderView>('POST', '/api/orders', {
    productId: festival.productId,
    hotelId: festival.room.id,
    nights: 4,
    totalPrice: totalCents / 100,
    status: 'pending',
    tournaments: [festival.seat.id],
    extras: [festival.extra.id],
    customerFullName: 'Clara Huber',
    customerEmail: 'clara.huber@example.test',
    customerPhone: '+43 660 5551234',
  });
  await apiPayWithDemoCard(player, order.id, totalCents / 100, 'Clara Huber');
  return waitForOrderStatus(player, order.id, 'confirmed');
}

/** Clicks a download link and answers the file the browser saved, as text. */
export async function downloadedText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await download.path(), 'utf8');
}
