import { describe, expect, it } from 'vitest';
import { newAccount, SessionClient } from '../../testing/session-client';
import { appWithAdminPerFile } from '../admin/testing/admin-app';

// Every admin write call receives the body the product spec's section 7 lists for it, field for
// field, and stores it; a PATCH may repeat the record's festival, but never change it.

const app = appWithAdminPerFile();


const find = async <T extends { id: unknown }>(url: string, id: unknown): Promise<T | undefined> =>
  ((await app.admin.get(url)).json() as T[]).find((row) => row.id === id);

async function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

const casino = { name: 'Casino Body Shape', description: 'The casino that every body shape uses', location: 'Graz, Austria', latitude: '47.070000', longitude: '15.430000', website: 'https://casino.example.com', contactInfo: 'Front desk' };
const hotel = { name: 'Hotel Body Shape', description: 'A hotel that every body shape uses', location: 'Graz', stars: 4, latitude: '47.070000', longitude: '15.430000', website: 'https://hotel.example.com', contactInfo: 'Desk', imageUrl: '/images/demo/hotel.jpg' };
const festivalFields = {
  title: 'Body Shape Open', name: 'Body Shape Open', description: 'Five days of tournaments in Graz', location: 'Graz, Austria', latitude: '47.070000', longitude: '15.430000',
  startDate: '2027-05-01', endDate: '2027-05-05', imageUrl: '/images/demo/a.jpg', basePrice: 0, startingPrice: 450, startingPriceCurrency: 'EUR', maxLoyaltyPoints: 1500, featured: false, active: true,
};

describe('admin write calls take the spec body shapes', () => {
  let casinoId: number;
  let hotelId: number;
  let productId: string;
  let otherProductId: string;

  it('casinos: POST and PATCH with name, description, location, latitude, longitude, website, contactInfo', async () => {
    const created = await app.admin.post('/api/admin/casinos', casino);
    await ok(created, 201);
    casinoId = created.json().id;
    await ok(await app.admin.patch(`/api/admin/casinos/${casinoId}`, { ...casino, name: 'Casino Body Shape Two', latitude: '48.200000' }));
    expect(await find('/api/admin/casinos', casinoId)).toMatchObject({ ...casino, name: 'Casino Body Shape Two', latitude: '48.200000' });
  });

  it('hotels: POST and PATCH with name, description, location, stars, latitude, longitude, website, contactInfo, imageUrl', async () => {
    const created = await app.admin.post('/api/admin/hotels', hotel);
    await ok(created, 201);
    hotelId = created.json().id;
    await ok(await app.admin.patch(`/api/admin/hotels/${hotelId}`, { ...hotel, stars: 5, contactInfo: 'Reception' }));
    expect(await find('/api/admin/hotels', hotelId)).toMatchObject({ ...hotel, stars: 5, contactInfo: 'Reception' });
  });

  it('products: POST and PATCH with productId and every festival field; the id never changes', async () => {
    productId = `shape-${Date.now().toString(36)}`;
    otherProductId = `${productId}-b`;
    await ok(await app.admin.post('/api/admin/products', { productId, ...festivalFields, casinoId }), 201);
    await ok(await app.admin.post('/api/admin/products', { productId: otherProductId, ...festivalFields, casinoId }), 201);
    await ok(await app.admin.patch(`/api/admin/products/${productId}`, { productId, ...festivalFields, casinoId, title: 'Body Shape Open II', featured: true }));
    expect(await find('/api/admin/products', productId)).toMatchObject({ productId, title: 'Body Shape Open II', featured: true, casinoId, startingPrice: 450 });
    const moved = await app.admin.patch(`/api/admin/products/${productId}`, { productId: otherProductId, title: 'Never stored' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('The festival ID cannot be changed');
    expect(await find('/api/admin/products', productId)).toMatchObject({ title: 'Body Shape Open II' });
  });

  it('accommodations: POST and PATCH with festivalId and every room field; a different festival is refused', async () => {
    const room = { hotelId, roomType: 'Suite', description: 'A large suite with a view', pricePerNight: 150, currency: 'EUR', availableRooms: 3, minStayDays: 2, checkInDate: '2027-05-01', checkOutDate: '2027-05-05', amenities: 'Breakfast' };
    const created = await app.admin.post('/api/admin/accommodations', { festivalId: productId, ...room });
    await ok(created, 201);
    const id = created.json().id;
    await ok(await app.admin.patch(`/api/admin/accommodations/${id}`, { festivalId: productId, ...room, pricePerNight: 175.5, availableRooms: 4 }));
    const stored = { festivalId: productId, hotelId, roomType: 'Suite', pricePerNight: 175.5, availableRooms: 4, minStayDays: 2, checkInDate: '2027-05-01', amenities: 'Breakfast' };
    expect(await find(`/api/products/${productId}/accommodations`, id)).toMatchObject(stored);
    const moved = await app.admin.patch(`/api/admin/accommodations/${id}`, { festivalId: otherProductId, ...room, pricePerNight: 999 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('The festival of an accommodation cannot be changed');
    expect(await find(`/api/products/${productId}/accommodations`, id)).toMatchObject(stored);
  });

  it('tournaments: POST with productId, PATCH with or without it; a different festival is refused', async () => {
    const tournament = { title: 'Side Event', buyIn: 20000, date: '2027-05-02', description: 'Deep stack', canBePurchased: true, canBeReserved: false, availableSeats: 10, currency: 'EUR' };
    const created = await app.admin.post('/api/admin/tournaments', { productId, ...tournament });
    await ok(created, 201);
    const id = created.json().id;
    await ok(await app.admin.patch(`/api/admin/tournaments/${id}`, { ...tournament, title: 'Side Event II' }));
    await ok(await app.admin.patch(`/api/admin/tournaments/${id}`, { productId, ...tournament, title: 'Side Event III', canBeReserved: true }));
    const stored = { productId, title: 'Side Event III', buyIn: 20000, canBeReserved: true, availableSeats: 10 };
    expect(await find(`/api/products/${productId}/tournaments`, id)).toMatchObject(stored);
    const moved = await app.admin.patch(`/api/admin/tournaments/${id}`, { productId: otherProductId, ...tournament, title: 'Never stored' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('The festival of a tournament cannot be changed');
    expect(await find(`/api/products/${productId}/tournaments`, id)).toMatchObject(stored);
  });

  it('extras: POST and PATCH with productId, name, price, description; a different festival is refused', async () => {
    const extra = { name: 'Gala Dinner', price: 75, description: 'Three courses' };
    const created = await app.admin.post('/api/admin/extras', { productId, ...extra });
    await ok(created, 201);
    const id = created.json().id;
    await ok(await app.admin.patch(`/api/admin/extras/${id}`, { productId, ...extra, price: 1250.5 }));
    const stored = { productId, name: 'Gala Dinner', price: 1250.5, description: 'Three courses' };
    expect(await find(`/api/products/${productId}/extras`, id)).toMatchObject(stored);
    const moved = await app.admin.patch(`/api/admin/extras/${id}`, { productId: otherProductId, ...extra, name: 'Never stored' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('The festival of an extra cannot be changed');
    expect(await find(`/api/products/${productId}/extras`, id)).toMatchObject(stored);
    expect((await app.admin.patch('/api/admin/extras/2000000000', { productId, ...extra })).statusCode).toBe(404);
  });

  it('users: role, loyalty points with reason, and e-mail verification', async () => {
    const player = new SessionClient(app.t.server);
    const registered = await player.post('/api/register', newAccount('shape'));
    await ok(registered, 201);
    const userId = registered.json().id;
    await ok(await app.admin.patch(`/api/admin/users/${userId}/role`, { role: 'agent' }));
    await ok(await app.admin.patch(`/api/admin/users/${userId}/loyalty-points`, { points: 120, reason: 'Goodwill' }));
    await ok(await app.admin.patch(`/api/admin/users/${userId}/loyalty-points`, { points: -5, reason: 'Correction' }));
    await ok(await app.admin.post(`/api/admin/users/${userId}/verify-email`));
    await expect.poll(async () => find('/api/admin/users', userId)).toMatchObject({ role: 'agent', loyaltyPoints: 115, isEmailVerified: true });
  });
});
