// Steps of the admin catalogue browser test: filling the admin dialogs the way a person would.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { isFailedApiRequest } from './browser';
import { isFailedMapRequest } from './map-stub';

/** A 1×1 transparent PNG, uploaded as the festival picture. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The shared test server's map points at a local port nobody answers (global-setup.ts): the
 * browser's failed tile and search requests are expected; the picker says the map is unavailable.
 */
export function tolerateOfflineMap(message: ConsoleMessage): boolean {
  return isFailedApiRequest(message) || isFailedMapRequest(message);
}

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Waits for a toast with this text (title or description). Found by its markup, not its role: while
 * a modal dialog is open the rest of the page, the toaster included, is hidden from the accessibility tree.
 */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first().waitFor();
}

/** Sends a dialog with its button, then waits for the success toast and for the dialog to close. */
async function submitDialog(page: Page, dialog: Locator, button: string, toastText: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await toast(page, toastText);
  await dialog.waitFor({ state: 'detached' });
}

/** Drags the location picker's marker from its tip to `right` px right of and `down` px below the tip. */
export async function dragMarker(page: Page, dialog: Locator, { right, down }: { right: number; down: number }): Promise<void> {
  const marker = dialog.getByRole('button', { name: 'Location marker' });
  const box = await marker.boundingBox();
  if (!box) throw new Error('the map marker is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + right, box.y + box.height + down, { steps: 12 });
  await page.mouse.up();
}

export interface HotelFields {
  name: string;
  location: string;
  latitude: string;
  longitude: string;
}

/** Admin → Hotels → Add Hotel, with the coordinates typed by hand. */
export async function addHotel(page: Page, hotel: HotelFields): Promise<void> {
  await page.getByRole('tab', { name: 'Hotels' }).click();
  await page.getByRole('button', { name: 'Add Hotel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
  await dialog.getByLabel('Hotel Name', { exact: true }).fill(hotel.name);
  await dialog.getByLabel('Description', { exact: true }).fill('A quiet hotel beside the tournament hall.');
  await dialog.getByLabel('Location', { exact: true }).fill(hotel.location);
  await choose(page, dialog, 'Star Rating', '★★★★☆ (4)');
  await dialog.getByLabel('Latitude', { exact: true }).fill(hotel.latitude);
  await dialog.getByLabel('Longitude', { exact: true }).fill(hotel.longitude);
  await submitDialog(page, dialog, 'Add Hotel', 'Hotel added successfully');
}

export interface FestivalFields {
  title: string;
  location: string;
  startDate: string;
  endDate: string;
}

/** Admin → Festivals → Add Festival: details, picture, featured + active, typed coordinates; answers the new id. */
export async function createFestival(page: Page, festival: FestivalFields): Promise<{ dialog: Locator; festivalId: string }> {
  await page.getByRole('tab', { name: 'Festivals' }).click();
  await page.getByRole('button', { name: 'Add Festival' }).click();
  // named, so it stays one match while a nested dialog (room, tournament, extra) is open
  const dialog = page.getByRole('dialog', { name: /^(Add|Edit) Festival$/ });
  await dialog.getByRole('heading', { name: 'Add Festival' }).waitFor();
  for (const tab of ['Accommodations', 'Tournaments', 'Extras']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await dialog.getByText(`Please save the festival first before adding ${tab.toLowerCase()}.`).waitFor();
  }
  await dialog.getByRole('tab', { name: 'Festival Details' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(festival.title);
  await dialog.getByLabel('Location', { exact: true }).fill(festival.location);
  await dialog.getByLabel('Description', { exact: true }).fill('Five days of tournaments written by the browser test.');
  await dialog.getByLabel('Start Date', { exact: true }).fill(festival.startDate);
  await dialog.getByLabel('End Date', { exact: true }).fill(festival.endDate);
  await choose(page, dialog, 'Featured', 'Yes');
  await choose(page, dialog, 'Active', 'Yes');
  await dialog.getByLabel('Festival Image', { exact: true }).setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: TINY_PNG });
  await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await dialog.getByLabel('Latitude', { exact: true }).fill('47.070700');
  await dialog.getByLabel('Longitude', { exact: true }).fill('15.439500');
  await dialog.getByRole('button', { name: 'Create Festival' }).click();
  await toast(page, 'Festival created');
  // the dialog switches to editing the new festival, whose id the server assigned
  await dialog.getByRole('heading', { name: 'Edit Festival' }).waitFor();
  const idField = dialog.getByLabel('ID', { exact: true });
  const festivalId = await idField.inputValue();
  return { dialog, festivalId };
}

export interface RoomFields {
  hotelName: string;
  roomType: string;
  pricePerNight: string;
  rooms: string;
}

/** In the festival dialog: Accommodations → Add Accommodation. */
export async function addAccommodation(page: Page, festivalDialog: Locator, room: RoomFields): Promise<void> {
  await festivalDialog.getByRole('tab', { name: 'Accommodations' }).click();
  await festivalDialog.getByText('No accommodations found for this festival.').waitFor();
  await festivalDialog.getByRole('button', { name: 'Add Accommodation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Accommodation' });
  await choose(page, dialog, 'Hotel', `${room.hotelName} ⭐⭐⭐⭐`);
  await dialog.getByLabel('Room Type', { exact: true }).fill(room.roomType);
  await dialog.getByLabel('Description', { exact: true }).fill('Double room with a view of the river.');
  await dialog.getByLabel('Price Per Night', { exact: true }).fill(room.pricePerNight);
  await dialog.getByLabel('Available Rooms', { exact: true }).fill(room.rooms);
  await dialog.getByLabel('Amenities', { exact: true }).fill('WiFi, Breakfast');
  await submitDialog(page, dialog, 'Add Accommodation', 'Accommodation created');
}

export interface TournamentFields {
  title: string;
  buyInCents: string;
  date: string;
  seats: string;
}

/** In the festival dialog: Tournaments → Add Tournament. */
export async function addTournament(page: Page, festivalDialog: Locator, tournament: TournamentFields): Promise<void> {
  await festivalDialog.getByRole('tab', { name: 'Tournaments' }).click();
  await festivalDialog.getByRole('button', { name: 'Add Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Tournament' });
  await dialog.getByLabel('Tournament Title', { exact: true }).fill(tournament.title);
  await dialog.getByLabel('Buy-in Amount', { exact: true }).fill(tournament.buyInCents);
  await dialog.getByLabel('Tournament Date', { exact: true }).fill(tournament.date);
  await dialog.getByLabel('Available Seats', { exact: true }).fill(tournament.seats);
  await dialog.getByLabel('Allow Reservation', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Tournament' }).click();
  await dialog.waitFor({ state: 'detached' });
  await festivalDialog.getByRole('rowheader', { name: tournament.title }).waitFor();
}

/** In the festival dialog: Extras → Add First Extra Product. */
export async function addFirstExtra(page: Page, festivalDialog: Locator, name: string, price: string): Promise<void> {
  await festivalDialog.getByRole('tab', { name: 'Extras' }).click();
  await festivalDialog.getByRole('button', { name: 'Add First Extra Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Extra Product' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('Transfer from the airport to the hotel.');
  await dialog.getByLabel('Price (EUR)', { exact: true }).fill(price);
  await submitDialog(page, dialog, 'Add Extra Product', 'Extra product added successfully');
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Runs axe-core in the page; answers the serious and critical violations as readable lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  // the app's CSP (script-src 'self') refuses an injected <script> tag (addScriptTag);
  // code evaluated through the DevTools protocol is not subject to it
  await page.evaluate(await readFile(axePath, 'utf8'));
  // The app-wide toaster is left out: its success colours (sonner richColors, #008a2e on #ecfdf3,
  // 4.25:1) are a shell setting, reported separately; this check covers the admin screen itself.
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe.run({ exclude: [['[data-sonner-toaster]']] }),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`).join(', ')})`);
}
