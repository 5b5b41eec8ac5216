import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, SessionClient } from '../../testing/session-client';
import { appWithAdminPerFile } from '../admin/testing/admin-app';

const app = appWithAdminPerFile();
let player: SessionClient;

beforeAll(async () => {
  player = new SessionClient(app.t.server);
  await player.post('/api/register', newAccount('player'));
});

const festivalBody = (over: Record<string, unknown> = {}) => ({
  title: 'Graz Poker Days',
  description: 'Five days of tournaments in Graz',
  location: 'Graz, Austria',
  startDate: '2027-05-01',
  endDate: '2027-05-05',
  ...over,
});

async function newHotel(name = 'Hotel Graz Central') {
  const response = await app.admin.post('/api/admin/hotels', { name, description: 'Central hotel near the casino', location: 'Graz' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('catalogue administration', () => {
  it('creates a festival with the spec defaults and a generated id that never changes', async () => {
    const created = await app.admin.post('/api/admin/products', festivalBody());
    expect(created.statusCode).toBe(201);
    const festival = created.json();
    expect(festival.id).toMatch(/^festival-\d+$/);
    expect(festival).toMatchObject({ productId: festival.id, startingPrice: 450, startingPriceCurrency: 'EUR', maxLoyaltyPoints: 1500, basePrice: 0, active: true, featured: false });
    const renamed = await app.admin.patch(`/api/admin/products/${festival.id}`, { title: 'Graz Poker Week', startingPrice: 399.5 });
    expect(renamed.json()).toMatchObject({ id: festival.id, title: 'Graz Poker Week', startingPrice: 399.5, active: true, featured: false });
    expect((await app.admin.patch(`/api/admin/products/${festival.id}`, { productId: 'other-id' })).statusCode).toBe(400);
    expect((await app.admin.post('/api/admin/products', festivalBody({ productId: festival.id }))).statusCode).toBe(409);
  });

  it('answers every invalid form with the spec message', async () => {
    const bad = await app.admin.post('/api/admin/tournaments', { productId: '', title: '', buyIn: 0, date: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Festival ID is required',
      'Tournament title is required',
      'Buy-in amount is required',
      'Tournament date is required',
    ]);
    const hotel = await app.admin.post('/api/admin/hotels', { name: 'ab', description: 'short', location: 'x', website: 'nope' });
    expect(hotel.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Name must be at least 3 characters',
      'Description must be at least 10 characters',
      'Location is required',
      'Must be a valid URL',
    ]);
    expect((await app.admin.post('/api/admin/extras', { productId: 'x', name: 'Dinner', price: -2 })).json().details[0].message).toBe('Price must be a positive number');
    expect((await app.admin.post('/api/admin/accommodations', { festivalId: 'nope', hotelId: 999, roomType: 'Suite', description: 'A large suite with a view', pricePerNight: 100 })).json().error).toBe('Unknown festival or hotel');
  });

  it('builds a package (room, tournaments, extras) and shows it publicly, converting money at the edge', async () => {
    const festival = (await app.admin.post('/api/admin/products', festivalBody({ productId: 'linz-2027', title: 'Linz Open' }))).json();
    const hotel = await newHotel();
    const room = await app.admin.post('/api/admin/accommodations', { festivalId: festival.id, hotelId: hotel.id, roomType: 'Double', description: 'Double room with breakfast', pricePerNight: 129.9 });
    expect(room.json()).toMatchObject({ pricePerNight: 129.9, currency: 'EUR', availableRooms: 1, minStayDays: 1, roomType: 'Double' });
    const main = await app.admin.post('/api/admin/tournaments', { productId: festival.id, title: 'Main Event', buyIn: 110000, date: '2027-05-03' });
    expect(main.json()).toMatchObject({ buyIn: 110000, canBePurchased: true, canBeReserved: false, availableSeats: 0 });
    await app.admin.post('/api/admin/tournaments', { productId: festival.id, title: 'Side Event', buyIn: 22000, date: '2027-05-02', canBePurchased: false, canBeReserved: true });
    const extra = await app.admin.post('/api/admin/extras', { productId: festival.id, name: 'Dinner', price: 75, description: '' });
    expect(extra.json()).toMatchObject({ price: 75, description: null });

    const visitor = new SessionClient(app.t.server);
    expect((await visitor.get('/api/products/linz-2027/tournaments')).json().map((x: { title: string }) => x.title)).toEqual(['Side Event', 'Main Event']);
    expect((await visitor.get('/api/products/linz-2027/hotels')).json().map((h: { id: number }) => h.id)).toEqual([hotel.id]);
    expect((await visitor.get('/api/products/linz-2027/accommodations')).json()[0].pricePerNight).toBe(129.9);
    expect((await visitor.get(`/api/extras?festivalId=linz-2027`)).json()).toHaveLength(1);
    expect((await visitor.get(`/api/tournaments?festivalId=linz-2027`)).json()).toHaveLength(2);
    expect((await visitor.get(`/api/accommodations?festivalId=linz-2027`)).json()).toHaveLength(1);

    expect((await app.admin.patch(`/api/admin/tournaments/${main.json().id}`, { availableSeats: 5 })).json()).toMatchObject({ availableSeats: 5, buyIn: 110000, canBePurchased: true });
    expect((await app.admin.request({ method: 'DELETE', url: `/api/admin/extras/${extra.json().id}` })).statusCode).toBe(200);
    expect((await app.admin.request({ method: 'DELETE', url: `/api/admin/extras/${extra.json().id}` })).statusCode).toBe(404);
  });

  it("lists each festival with what its card tells (distinct hotels, tournaments, casino), following the admin's edits", async () => {
    const casino = (await app.admin.post('/api/admin/casinos', { name: 'Casino Salzburg', description: 'Casino in Schloss Klessheim', location: 'Salzburg' })).json();
    const festival = (await app.admin.post('/api/admin/products', festivalBody({ productId: 'salzburg-2027', title: 'Salzburg Open', casinoId: casino.id }))).json();
    const listed = async () => ((await new SessionClient(app.t.server).get('/api/products')).json() as Array<Record<string, unknown>>).find((f) => f.id === festival.id);
    expect(await listed()).toMatchObject({ hotelCount: 0, tournamentCount: 0, casinoName: 'Casino Salzburg' });

    const hotel = await newHotel('Hotel Salzburg Mirabell');
    const other = await newHotel('Hotel Salzburg Altstadt');
    for (const [hotelId, roomType] of [[hotel.id, 'Single'], [hotel.id, 'Double'], [other.id, 'Suite']]) {
      await app.admin.post('/api/admin/accommodations', { festivalId: festival.id, hotelId, roomType, description: 'A room for the festival', pricePerNight: 90 });
    }
    await app.admin.post('/api/admin/tournaments', { productId: festival.id, title: 'Main Event', buyIn: 110000, date: '2027-05-03' });
    const hotels = (await new SessionClient(app.t.server).get(`/api/products/${festival.id}/hotels`)).json();
    const tournaments = (await new SessionClient(app.t.server).get(`/api/products/${festival.id}/tournaments`)).json();
    expect(await listed()).toMatchObject({ hotelCount: hotels.length, tournamentCount: tournaments.length });
    expect([hotels.length, tournaments.length]).toEqual([2, 1]);

    await app.admin.patch(`/api/admin/products/${festival.id}`, { casinoId: null });
    expect(await listed()).toMatchObject({ hotelCount: 2, tournamentCount: 1, casinoName: null });
  });

  it('hides inactive festivals from the public and answers unknown ids with a JSON 404', async () => {
    const hidden = (await app.admin.post('/api/admin/products', festivalBody({ productId: 'hidden-2027', active: false }))).json();
    const list = (await new SessionClient(app.t.server).get('/api/products')).json();
    expect(list.map((f: { id: string }) => f.id)).not.toContain(hidden.id);
    expect((await app.admin.get('/api/admin/products')).json().map((f: { id: string }) => f.id)).toContain(hidden.id);
    for (const url of ['/api/products/hidden-2027', '/api/products/no-such-festival', '/api/products/no-such-festival/tournaments']) {
      const response = await new SessionClient(app.t.server).get(url);
      expect([response.statusCode, response.json()]).toEqual([404, { error: 'Festival not found' }]);
    }
  });

  it('refuses to delete what is still used, deleting nothing', async () => {
    const casino = (await app.admin.post('/api/admin/casinos', { name: 'Casino Graz', description: 'Casino in the centre of Graz', location: 'Graz' })).json();
    const festival = (await app.admin.post('/api/admin/products', festivalBody({ casinoId: casino.id }))).json();
    const casinoDelete = await app.admin.request({ method: 'DELETE', url: `/api/admin/casinos/${casino.id}` });
    expect(casinoDelete.statusCode).toBe(409);
    expect(casinoDelete.json().error).toMatch(/used by 1 festival/);
    const hotel = await newHotel('Hotel Still Booked');
    await app.admin.post('/api/admin/accommodations', { festivalId: festival.id, hotelId: hotel.id, roomType: 'Single', description: 'Single room, city view', pricePerNight: 80 });
    const hotelDelete = await app.admin.request({ method: 'DELETE', url: `/api/admin/hotels/${hotel.id}` });
    expect(hotelDelete.statusCode).toBe(409);
    expect((await app.admin.get('/api/admin/hotels')).json().some((h: { id: number }) => h.id === hotel.id)).toBe(true);
    expect((await app.admin.request({ method: 'DELETE', url: `/api/admin/products/${festival.id}` })).statusCode).toBe(200);
    expect((await app.admin.request({ method: 'DELETE', url: `/api/admin/hotels/${hotel.id}` })).statusCode).toBe(200);
  });

  it('is closed to players', async () => {
    expect((await player.post('/api/admin/products', festivalBody())).statusCode).toBe(403);
    expect((await player.post('/api/admin/hotels', { name: 'Hotel', description: 'A hotel description', location: 'Graz' })).statusCode).toBe(403);
    expect((await new SessionClient(app.t.server).post('/api/admin/upload/hotels')).statusCode).toBe(401);
  });
});

describe('public catalogue cache', () => {
  it('answers 304 to a matching ETag and shows an admin edit at once', async () => {
    const festival = (await app.admin.post('/api/admin/products', festivalBody({ productId: 'cache-2027', title: 'Cache Cup' }))).json();
    const first = await app.t.server.inject('/api/products/cache-2027');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await app.t.server.inject({ url: '/api/products/cache-2027', headers: { 'if-none-match': etag } });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    await app.admin.patch(`/api/admin/products/${festival.id}`, { title: 'Cache Cup Renamed' });
    const after = await app.t.server.inject({ url: '/api/products/cache-2027', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Cache Cup Renamed');
    expect((await app.t.server.inject('/api/products')).json().find((f: { id: string }) => f.id === 'cache-2027').title).toBe('Cache Cup Renamed');
  });
});
