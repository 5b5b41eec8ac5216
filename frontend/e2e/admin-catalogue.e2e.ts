import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, logInThroughUi } from './accounts';
import { addAccommodation, addFirstExtra, addHotel, addTournament, createFestival, seriousAccessibilityViolations, toast, tolerateOfflineMap } from './admin-catalogue-steps';
import { browserPerFile } from './browser';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

async function publicList(path: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

describe('admin catalogue', () => {
  it('builds a festival package in the admin and shows it in the shop', async () => {
    const unique = Date.now().toString(36);
    const title = `Graz Catalogue Cup ${unique}`;
    const hotelName = `Murinsel Hotel ${unique}`;
    const roomType = `River Double ${unique}`;
    const tournaments = [`Opening Event ${unique}`, `Main Event ${unique}`];
    const extraName = `Airport Shuttle ${unique}`;
    let festivalId = '';

    await withPage(async ({ page, consoleErrors }) => {
      page.setDefaultTimeout(15_000);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await logInThroughUi(page, demoAdmin);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      // Leaflet loads with the first form that has a map, not with the home page or the admin page
      expect(requested.filter((url) => url.includes('leaflet'))).toEqual([]);

      await addHotel(page, { name: hotelName, location: 'Lendkai 1, Graz', latitude: '47.071500', longitude: '15.433500' });
      expect(requested.some((url) => url.includes('leaflet'))).toBe(true);
      const hotelCard = page.getByRole('heading', { name: hotelName });
      await hotelCard.waitFor();
      expect(await page.getByRole('img', { name: '4 out of 5 stars' }).count()).toBeGreaterThan(0);

      // accessibility of the Festivals tab, before any dialog opens
      await page.getByRole('tab', { name: 'Festivals' }).click();
      await page.getByRole('rowheader', { name: /Vienna Spring Poker Festival/ }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const created = await createFestival(page, {
        title,
        location: 'Graz, Austria',
        startDate: '2027-06-10',
        endDate: '2027-06-14',
      });
      const { dialog } = created;
      festivalId = created.festivalId;
      // a date input shows the day in the browser's own format: the line under it, its description, says it as the shop does
      const start = dialog.getByLabel('Start Date', { exact: true });
      expect(await start.inputValue()).toBe('2027-06-10');
      expect(await dialog.locator(`[id="${await start.getAttribute('aria-describedby')}"]`).textContent()).toBe('Thu, Jun 10, 2027');
      expect(festivalId).toMatch(/^festival-\d+$/);
      // offline (and under the app's CSP) the map says so, and the typed coordinates were kept
      await dialog.getByText('Map unavailable offline — enter the coordinates below.').waitFor();
      expect(await dialog.getByLabel('Latitude', { exact: true }).inputValue()).toBe('47.070700');

      await addAccommodation(page, dialog, { hotelName, roomType, pricePerNight: '129.50', rooms: '6' });
      const roomRow = dialog.getByRole('row', { name: new RegExp(hotelName) });
      expect(await roomRow.textContent()).toContain('€129.50 / night');
      expect(await roomRow.textContent()).toContain('6 rooms');

      await addTournament(page, dialog, { title: tournaments[0]!, buyInCents: '11000', date: '2027-06-11', seats: '0' });
      await addTournament(page, dialog, { title: tournaments[1]!, buyInCents: '55000', date: '2027-06-13', seats: '120' });
      const mainRow = dialog.getByRole('row', { name: new RegExp(tournaments[1]!) });
      expect(await mainRow.textContent()).toContain('Jun 13, 2027');
      expect(await mainRow.textContent()).toContain('€550.00');
      expect(await dialog.getByRole('row', { name: new RegExp(tournaments[0]!) }).textContent()).toContain('Unlimited');

      await addFirstExtra(page, dialog, extraName, '49.50');
      expect(await dialog.getByRole('row', { name: new RegExp(extraName) }).textContent()).toContain('€49.50');

      // an update closes the dialog after about a second
      await dialog.getByRole('tab', { name: 'Festival Details' }).click();
      await dialog.getByLabel('Max Loyalty Points', { exact: true }).fill('2500');
      await dialog.getByRole('button', { name: 'Update Festival' }).click();
      await toast(page, 'Festival updated');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });

      await page.getByLabel('Search festivals').fill(`catalogue cup ${unique}`);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.waitFor();
      expect(await page.getByRole('rowheader').count()).toBe(1);
      const rowText = (await row.textContent()) ?? '';
      for (const part of ['Featured', 'Active', 'Graz, Austria', 'Max 2500 points']) {
        expect(rowText).toContain(part);
      }
      // the dates as the shop writes a range (the browser's Intl puts thin spaces around the dash)
      expect(rowText).toMatch(/Jun 10\s–\s14, 2027/);

      // the shop front: the home grid and the festival page
      await page.goto('/');
      const grid = page.locator('#festivals');
      await grid.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
      await grid.getByText(title, { exact: true }).first().waitFor();

      await page.goto(`/festivals/${festivalId}`);
      await page.getByText(roomType).first().waitFor();
      for (const name of [...tournaments, extraName]) await page.getByText(name).first().waitFor();

      expect(consoleErrors).toEqual([]);
    }, { tolerate: tolerateOfflineMap });


    // what the public API now serves for the new festival
    const festival = (await (await fetch(new URL(`/api/products/${festivalId}`, baseUrl))).json()) as Record<string, unknown>;
    expect(festival).toMatchObject({ title, featured: true, active: true, maxLoyaltyPoints: 2500, latitude: '47.070700' });
    expect(String(festival.imageUrl)).toMatch(/^\/uploads\/festivals\/.+\.png$/);
    const rooms = await publicList(`/api/products/${festivalId}/accommodations`);
    expect(rooms.map((room) => [room.roomType, room.pricePerNight, room.availableRooms])).toEqual([[roomType, 129.5, 6]]);
    const listed = await publicList(`/api/products/${festivalId}/tournaments`);
    expect(listed.map((tournament) => [tournament.title, tournament.buyIn, tournament.canBeReserved])).toEqual([
      [tournaments[0], 11000, true],
      [tournaments[1], 55000, true],
    ]);
    const extras = await publicList(`/api/products/${festivalId}/extras`);
    expect(extras.map((extra) => [extra.name, extra.price])).toEqual([[extraName, 49.5]]);
  }, 150_000);
});
