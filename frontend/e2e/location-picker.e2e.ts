import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CasinoView, HotelView } from '@pokerfest/domain';
import type { Locator, Page } from 'playwright-core';
import { demoAdmin, logInThroughUi } from './accounts';
import { choose, dragMarker, toast } from './admin-catalogue-steps';
import { startApiServer, type RunningApiServer } from './api-server';
import { browserPerFile, isFailedApiRequest } from './browser';
import { apiLogin } from './loyalty-steps';
import { isFailedMapRequest, startMapStub, stubMapSettings, type MapStub } from './map-stub';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const { withPage } = browserPerFile(inject('baseUrl'));

const OFFLINE_TEXT = 'Map unavailable offline — enter the coordinates below.';
const GRAZ = { lat: '47.070714', lon: '15.438498', display_name: 'Hauptplatz 1, 8010 Graz, Austria' };
const SCHLOSSBERG = { lat: '47.076500', lon: '15.437400', display_name: 'Schloßberg, Graz, Austria' };

let stub: MapStub;
let server: RunningApiServer;

beforeAll(async () => {
  stub = await startMapStub({ 'Hauptplatz 1, Graz': GRAZ, 'Schloßberg, Graz': SCHLOSSBERG });
  // a server of this file's own whose map is the stub; the shared one's map is unreachable
  server = await startApiServer(repoRoot, undefined, stubMapSettings(stub.port));
});
afterAll(async () => {
  await server?.stop();
  await stub?.stop();
});

/**
 * Records every Content-Security-Policy refusal of the page, whatever the console says, except
 * zod's probe whether it may compile with eval (it may not, and zod works without).
 */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI !== 'eval') seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The page met no Content-Security-Policy refusal and logged no console error. */
async function expectNoRefusalOrError(violations: () => Promise<string[]>, consoleErrors: string[]): Promise<void> {
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

/** The record of that name in an admin list of this file's server, as the demo admin reads it. */
async function savedRecord<T extends { name: string }>(list: string, name: string): Promise<T | undefined> {
  const admin = await apiLogin(server.baseUrl, demoAdmin);
  return (await admin.call<T[]>('GET', list)).find((candidate) => candidate.name === name);
}

async function openAdminDialog(page: Page, tab: string, button: string, dialogName: string): Promise<Locator> {
  page.setDefaultTimeout(15_000);
  await logInThroughUi(page, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: dialogName });
}

describe('the location picker', () => {
  it('shows tiles and their credit, finds an address, drags the marker and saves the coordinates', async () => {
    const name = `Casino Schlossberg ${Date.now().toString(36)}`;
    let saved = { latitude: '', longitude: '' };
    await withPage(async ({ page, consoleErrors }) => {
      const violations = await watchPolicyViolations(page);
      const dialog = await openAdminDialog(page, 'Casinos', 'Add Casino', 'Add Casino');

      // tiles come from both {s} hosts of the stub, sent with the app's origin as Referer
      await dialog.locator('img.leaflet-tile-loaded').first().waitFor();
      await expect.poll(() => new Set(stub.tiles.map((request) => request.host.split('.')[0])).size).toBe(2);
      expect(new Set(stub.tiles.map((request) => request.referer))).toEqual(new Set([`${server.baseUrl}/`]));
      const credit = dialog.getByRole('link', { name: '© OpenStreetMap contributors' });
      expect(await credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      expect(await credit.isVisible()).toBe(true);
      expect(await dialog.getByText(OFFLINE_TEXT).count()).toBe(0);

      // the address search asks the stub's geocoder and moves the marker there
      const search = dialog.getByPlaceholder('Search for a location...');
      await search.fill('Hauptplatz 1, Graz');
      await search.press('Enter');
      await dialog.getByText(`Found: ${GRAZ.display_name}`).waitFor();
      const latitude = dialog.getByLabel('Latitude', { exact: true });
      const longitude = dialog.getByLabel('Longitude', { exact: true });
      expect([await latitude.inputValue(), await longitude.inputValue()]).toEqual([GRAZ.lat, GRAZ.lon]);
      // a second search at once waits its turn: Nominatim allows one request a second
      await search.fill('Schloßberg, Graz');
      await dialog.getByRole('button', { name: 'Find' }).click();
      await dialog.getByText(`Found: ${SCHLOSSBERG.display_name}`).waitFor();
      expect(stub.searches).toHaveLength(2);
      expect(stub.searches[1]!.at - stub.searches[0]!.at).toBeGreaterThanOrEqual(900);
      expect(stub.searches.map((request) => request.referer)).toEqual([`${server.baseUrl}/`, `${server.baseUrl}/`]);
      expect(await latitude.inputValue()).toBe(SCHLOSSBERG.lat);

      // dragging the marker reports its new place with 6 decimals
      await dragMarker(page, dialog, { right: 60, down: 30 });
      await expect.poll(() => latitude.inputValue()).not.toBe(SCHLOSSBERG.lat);
      saved = { latitude: await latitude.inputValue(), longitude: await longitude.inputValue() };
      expect(saved.latitude).toMatch(/^47\.\d{6}$/);
      expect(saved.longitude).toMatch(/^15\.\d{6}$/);

      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('Card room below the clock tower.');
      await dialog.getByLabel('Location', { exact: true }).fill('Schloßberg 1, Graz');
      await dialog.getByRole('button', { name: 'Create Casino' }).click();
      await toast(page, 'Casino created');
      await expectNoRefusalOrError(violations, consoleErrors);
    }, { baseUrl: server.baseUrl });

    expect(await savedRecord<CasinoView>('/api/admin/casinos', name)).toMatchObject(saved);
  }, 120_000);

  it('offline, says so and saves the typed coordinates', async () => {
    await stub.stop();
    const name = `Hotel Offline ${Date.now().toString(36)}`;
    await withPage(async ({ page, consoleErrors }) => {
      const violations = await watchPolicyViolations(page);
      const dialog = await openAdminDialog(page, 'Hotels', 'Add Hotel', 'Add New Hotel');
      await dialog.getByText(OFFLINE_TEXT).waitFor();
      // the search cannot reach its service either: the same line, no error
      await dialog.getByPlaceholder('Search for a location...').fill('Hauptplatz 1, Graz');
      await dialog.getByRole('button', { name: 'Find' }).click();
      await expect.poll(() => dialog.getByRole('button', { name: 'Find' }).isEnabled()).toBe(true);
      await dialog.getByLabel('Hotel Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('Rooms above the main square.');
      await dialog.getByLabel('Location', { exact: true }).fill('Hauptplatz 3, Graz');
      await choose(page, dialog, 'Star Rating', '★★★★☆ (4)');
      await dialog.getByLabel('Latitude', { exact: true }).fill('47.071000');
      await dialog.getByLabel('Longitude', { exact: true }).fill('15.438000');
      await dialog.getByRole('button', { name: 'Add Hotel' }).click();
      await toast(page, 'Hotel added successfully');
      await expectNoRefusalOrError(violations, consoleErrors);
    }, { baseUrl: server.baseUrl, tolerate: (message) => isFailedApiRequest(message) || isFailedMapRequest(message) });

    expect(await savedRecord<HotelView>('/api/admin/hotels', name)).toMatchObject({ latitude: '47.071000', longitude: '15.438000' });
  }, 120_000);
});
