// Steps of the sales-queue browser test (issue 30): a festival with a room on sale with it and one of
// its own later, the admin's "Sales open at" typed in the festival form, an opening moved by the
// admin's API to seconds ahead, the waiting room's length as the server has it, and the admin's
// Sales Queues card of one opening.
import type { Locator, Page } from 'playwright-core';
import type { SalesQueueAdminView, SalesQueueStatus } from '@pokerfest/domain';
import { expect, vi } from 'vitest';
import { demoAdmin } from './accounts';
import { toast } from './admin-catalogue-steps';
import { dialogSettled } from './phone-steps';
import { apiLogin } from './loyalty-steps';
import { scarceFestival, type ScarceFestival } from './remaining-stock-steps';

export interface QueueFestival extends ScarceFestival {
  /** A second room type whose own sales open two hours later than the test begins. */
  laterRoom: { roomType: string; salesOpenAt: string };
}

/** A festival of five double rooms, and a suite of its own opening two hours ahead; on sale now until the test says otherwise. */
export async function queueFestival(baseUrl: string): Promise<QueueFestival> {
  const festival = await scarceFestival(baseUrl, 5, { hotel: 'Opernring Hotel', roomType: 'Double Room' });
  const admin = await apiLogin(baseUrl, demoAdmin);
  const hotels = await admin.call<{ id: number; name: string }[]>('GET', '/api/admin/hotels');
  const hotel = hotels.find((candidate) => candidate.name === festival.hotelName);
  if (!hotel) throw new Error(`The hotel ${festival.hotelName} was not made`);
  const salesOpenAt = new Date(Date.now() + 2 * 3600_000).toISOString();
  const roomType = 'Garden Suite';
  await admin.call('POST', '/api/admin/accommodations', {
    festivalId: festival.productId,
    hotelId: hotel.id,
    roomType,
    description: 'A suite facing the garden, sold from its own opening',
    pricePerNight: 260,
    currency: 'EUR',
    availableRooms: 2,
    minStayDays: 1,
    salesOpenAt,
  });
  return { ...festival, laterRoom: { roomType, salesOpenAt } };
}

/** A whole minute `aheadMs` from now, as a datetime-local field takes it in the page's own time zone, and the instant it stands for. */
export function localMinuteAhead(page: Page, aheadMs: number): Promise<{ local: string; instant: string }> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    at.setSeconds(0, 0);
    const two = (value: number) => String(value).padStart(2, '0');
    const local = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
    return { local, instant: at.toISOString() };
  }, aheadMs);
}

/** Admin → Festivals → the festival's Edit: types "Sales open at" and saves. */
export async function typeSalesOpenAt(page: Page, title: string, local: string): Promise<void> {
  await page.getByRole('tab', { name: 'Festivals' }).click();
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Festival' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Festival' });
  await dialogSettled(dialog);
  const field = dialog.getByLabel('Sales open at', { exact: true });
  await field.fill(local);
  await dialog.getByText(/^Opens .+ · In your local time/).waitFor();
  await dialog.getByRole('button', { name: 'Update Festival' }).click();
  await toast(page, 'Festival updated');
  await dialog.waitFor({ state: 'detached' });
}

/** The admin moves the festival's opening to `aheadMs` from now (through the API: a form field has whole minutes). */
export async function moveOpening(baseUrl: string, productId: string, aheadMs: number): Promise<string> {
  const admin = await apiLogin(baseUrl, demoAdmin);
  const salesOpenAt = new Date(Date.now() + aheadMs).toISOString();
  await admin.call('PATCH', `/api/admin/products/${productId}`, { salesOpenAt });
  return salesOpenAt;
}

/** How long before an opening its waiting room opens, as the server answers a visitor (QUEUE_WAITING_ROOM_MS). */
export async function waitingRoomMs(baseUrl: string, productId: string): Promise<number> {
  const status = (await (await fetch(new URL(`/api/products/${productId}/queue`, baseUrl))).json()) as SalesQueueStatus;
  if (!status.opensAt || !status.waitingRoomOpensAt) throw new Error(`The festival ${productId} has no opening ahead: ${JSON.stringify(status)}`);
  return Date.parse(status.opensAt) - Date.parse(status.waitingRoomOpensAt);
}

/**
 * The card of the festival's queue for the opening at `opensAt` in the admin's Sales Queues tab (an
 * opening moved away leaves its queue listed), once the server has made the queue and the tab, which
 * reads the list every few seconds, shows it.
 */
export async function salesQueueCard(page: Page, baseUrl: string, productId: string, opensAt: string): Promise<Locator> {
  const admin = await apiLogin(baseUrl, demoAdmin);
  const queueId = await vi.waitFor(
    async () => {
      const queues = await admin.call<SalesQueueAdminView[]>('GET', '/api/admin/sales-queues');
      const queue = queues.find((candidate) => candidate.festivalId === productId && Date.parse(candidate.opensAt) === Date.parse(opensAt));
      expect(queue, `the queue of ${productId} opening at ${opensAt}`).toBeDefined();
      return queue!.id;
    },
    { timeout: 15_000, interval: 250 },
  );
  await page.getByRole('tab', { name: 'Sales Queues' }).click();
  const card = page.getByTestId(`sales-queue-${queueId}`);
  await card.waitFor({ timeout: 15_000 });
  return card;
}

/** Whether the page is no wider than its screen. */
export function fitsScreenWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth);
}
