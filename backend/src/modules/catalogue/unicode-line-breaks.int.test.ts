import { describe, expect, it } from 'vitest';
import { appWithAdminPerFile } from '../admin/testing/admin-app';

// NEL (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR (U+2029) and the other C1 controls are
// line breaks or escape codes to some readers (calendar apps, terminals, JavaScript before ES2019):
// an admin's title holding one would break the calendar file and the logs it reaches. Every admin
// write refuses them with a 400 JSON error and stores nothing.

const app = appWithAdminPerFile();

const BREAKS = { NEL: '\u0085', 'U+2028': '\u2028', 'U+2029': '\u2029', CSI: '\u009b' };
const injected = (text: string, mark: string) => `${text}${mark}END:VEVENT${mark}BEGIN:VEVENT`;

type Row = { id: unknown } & Record<string, unknown>;
const list = async (url: string) => (await app.admin.get(url)).json() as Row[];

async function refused(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ error: expect.any(String) });
}

async function created(url: string, body: object): Promise<Row> {
  const answer = await app.admin.post(url, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Row;
}

describe('admin writes refuse Unicode line breaks and C1 controls in single-line text', () => {
  it.each(Object.entries(BREAKS))('%s in a festival, hotel, room or tournament title: 400, nothing stored', async (label, mark) => {
    const suffix = label.replace(/\W/g, '').toLowerCase();
    const hotel = { name: `Hotel ${label}`, description: 'A hotel for the line break test', location: 'Graz', stars: 4 };
    const hotelId = (await created('/api/admin/hotels', hotel)).id;
    const productId = `breaks-${suffix}-${Date.now().toString(36)}`;
    const festival = { productId, title: `Breaks Open ${label}`, description: 'Five days of tournaments in Graz', location: 'Graz, Austria', startDate: '2027-05-01', endDate: '2027-05-05' };
    await created('/api/admin/products', festival);
    const room = { festivalId: productId, hotelId, roomType: 'Double Room', description: 'A double room with a view', pricePerNight: 100, availableRooms: 2 };
    const roomId = (await created('/api/admin/accommodations', room)).id;
    const tournament = { productId, title: 'Main Event', buyIn: 20000, date: '2027-05-02' };
    const tournamentId = (await created('/api/admin/tournaments', tournament)).id;
    const before = {
      hotels: await list('/api/admin/hotels'),
      festivals: await list('/api/admin/products'),
      rooms: await list(`/api/products/${productId}/accommodations`),
      tournaments: await list(`/api/products/${productId}/tournaments`),
    };

    await refused(await app.admin.post('/api/admin/hotels', { ...hotel, name: injected('Hotel Two', mark) }));
    await refused(await app.admin.patch(`/api/admin/hotels/${String(hotelId)}`, { name: injected('Hotel', mark) }));
    await refused(await app.admin.post('/api/admin/products', { ...festival, productId: `${productId}-b`, title: injected('Breaks Open', mark) }));
    await refused(await app.admin.patch(`/api/admin/products/${productId}`, { title: injected('Breaks Open', mark) }));
    await refused(await app.admin.post('/api/admin/accommodations', { ...room, roomType: injected('Suite', mark) }));
    await refused(await app.admin.patch(`/api/admin/accommodations/${String(roomId)}`, { roomType: injected('Suite', mark) }));
    await refused(await app.admin.post('/api/admin/tournaments', { ...tournament, title: injected('High Roller', mark) }));
    await refused(await app.admin.patch(`/api/admin/tournaments/${String(tournamentId)}`, { title: injected('Main Event', mark) }));
    // multi-line text keeps its line feeds but not these
    await refused(await app.admin.patch(`/api/admin/hotels/${String(hotelId)}`, { description: `Line one\nLine two${mark}Line three` }));

    expect(await list('/api/admin/hotels')).toEqual(before.hotels);
    expect(await list('/api/admin/products')).toEqual(before.festivals);
    expect(await list(`/api/products/${productId}/accommodations`)).toEqual(before.rooms);
    expect(await list(`/api/products/${productId}/tournaments`)).toEqual(before.tournaments);
  });
});
