// Steps of the My Bookings browser tests: a festival whose only room is one room (so a held room is
// visible as "sold out" to the next player), orders placed through the real API, a second API server
// whose unpaid holds end within seconds, and reading the dashboard's stat cards.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type { OrderView } from '@pokerfest/domain';
import { expect, vi } from 'vitest';
import { demoAdmin } from './accounts';
import { startApiServer, type RunningApiServer } from './api-server';
import { apiLogin, type ApiSession } from './loyalty-steps';
import { scarceFestival } from './remaining-stock-steps';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface OneRoomFestival {
  productId: string;
  title: string;
  roomId: number;
  pricePerNight: number;
}

/** A festival made by the demo admin whose one room type has exactly one room. */
export async function oneRoomFestival(baseUrl: string): Promise<OneRoomFestival> {
  const { productId, title, room } = await scarceFestival(baseUrl, 1, { hotel: 'Murinsel Hotel', roomType: 'Single Room' });
  return { productId, title, roomId: room.id, pricePerNight: room.pricePerNight };
}

/** The demo admin marks the user's e-mail address verified. */
export async function verifyEmail(baseUrl: string, userId: number): Promise<void> {
  const admin = await apiLogin(baseUrl, demoAdmin);
  await admin.call('POST', `/api/admin/users/${userId}/verify-email`);
}

/** POST /api/orders for the festival's room, two nights; answers the pending order. */
export function placeRoomOrder(player: ApiSession, festival: OneRoomFestival): Promise<OrderView> {
  return player.call<OrderView>('POST', '/api/orders', {
    productId: festival.productId,
    hotelId: festival.roomId,
    nights: 2,
    totalPrice: festival.pricePerNight * 2,
    status: 'pending',
    customerFullName: 'Lena Gruber',
    customerEmail: 'lena.gruber@example.test',
    customerPhone: '+43 660 7654321',
  });
}

/** The HTTP status a room order gets (201 placed, 409 sold out). */
export async function roomOrderStatus(player: ApiSession, festival: OneRoomFestival): Promise<number> {
  try {
    await placeRoomOrder(player, festival);
    return 201;
  } catch (error) {
    const status = /answered (\d{3})/.exec(String(error))?.[1];
    if (!status) throw error;
    return Number(status);
  }
}

/** Polls the order through the API until the server reports `status`. */
export async function waitForOrderStatus(player: ApiSession, orderId: string, status: OrderView['status'], timeoutMs = 30_000): Promise<OrderView> {
  return vi.waitFor(
    async () => {
      const order = await player.call<OrderView>('GET', `/api/orders/${orderId}`);
      expect(order.status, `order ${orderId}`).toBe(status);
      return order;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/**
 * A second API server whose unpaid holds end after `holdMs`, on the suite's database and queue (the
 * suite's worker expires its orders). It must never touch a shared database: with Postgres it runs
 * only on the suite's scratch database.
 */
export async function startShortHoldServer(holdMs: number): Promise<RunningApiServer> {
  const database = process.env.DATABASE_URL;
  if (database && !new URL(database).pathname.startsWith('/e2e_')) {
    throw new Error('The short-hold server runs only on the browser suite’s scratch database');
  }
  const before = process.env.ORDER_HOLD_MS;
  process.env.ORDER_HOLD_MS = String(holdMs);
  try {
    return await startApiServer(repoRoot);
  } finally {
    if (before === undefined) delete process.env.ORDER_HOLD_MS;
    else process.env.ORDER_HOLD_MS = before;
  }
}

/** Whether the page, at `width` px (a phone's `height`), is no wider than the screen; the viewport is put back afterwards. */
export async function pageFitsWidth(page: Page, width: number, height = 844): Promise<boolean> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height });
  try {
    return await page.evaluate(() => document.documentElement.scrollWidth === document.documentElement.clientWidth);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** A stat card's whole text: title, value and note run together, e.g. 'Total Bookings21 pending'. */
export async function statCardText(page: Page, title: 'Total Bookings' | 'Loyalty Points' | 'Total Spent'): Promise<string> {
  return (await page.getByRole('region', { name: title }).textContent()) ?? '';
}

/** The My Bookings card of one order, found by its NF- reference. */
export function bookingCard(page: Page, orderId: string): Locator {
  return page.getByTestId('booking-card').filter({ has: page.getByTestId('booking-reference').getByText(`NF-${orderId.slice(0, 4).toUpperCase()}`, { exact: true }) });
}

/** What must never show for an order that is not confirmed: points, a receipt, 'What's Next' or a payment 'processing'. */
export async function confirmedOnlyParts(page: Page): Promise<{ points: number; receipt: number; whatsNext: number; processing: number }> {
  return {
    points: await page.getByTestId('points-earned').count(),
    // a button (the printed page) until the invoice is issued, then a link to its PDF
    receipt: await page.getByRole('button', { name: 'Download Receipt' }).or(page.getByRole('link', { name: 'Download Receipt' })).count(),
    whatsNext: await page.getByRole('heading', { name: "What's Next" }).count(),
    processing: await page.getByText(/processing|updates by itself/i).count(),
  };
}

/**
 * What of the My Bookings cards is an internal identifier rather than people's words: a festival's
 * slug, a '#id', or an order id (whole or its first 8 characters); the NF- reference is the one code
 * a card shows. Answers each finding as '<card reference>: <what>'.
 */
export async function internalIdentifiersOnCards(page: Page, known: { slugs: readonly string[]; orderIds: readonly string[] }): Promise<string[]> {
  const cards = await page.getByTestId('booking-card').all();
  const found: string[] = [];
  for (const card of cards) {
    const text = (await card.textContent()) ?? '';
    const reference = (await card.getByTestId('booking-reference').textContent()) ?? '?';
    for (const slug of known.slugs) if (text.includes(slug)) found.push(`${reference}: festival slug ${slug}`);
    for (const id of known.orderIds) if (text.includes(id.slice(0, 8))) found.push(`${reference}: order id ${id.slice(0, 8)}`);
    const hashId = /#\d+/.exec(text);
    if (hashId) found.push(`${reference}: ${hashId[0]}`);
  }
  return found;
}

/** The admin Orders tab's row of one order, found by its NF- reference; another session's write reaches the list a moment later. */
export async function adminOrderRowOf(page: Page, orderId: string): Promise<Locator> {
  const reference = `NF-${orderId.slice(0, 4).toUpperCase()}`;
  return listedInAdminOrders(page, page.getByRole('row').filter({ has: page.getByTestId('order-reference').getByText(reference, { exact: true }) }), reference);
}

/** `row` once the admin Orders tab lists it: the list reads a projection another session wrote, so reload until it shows. */
export async function listedInAdminOrders(page: Page, row: Locator, what: string): Promise<Locator> {
  const listed = async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const shown = await row.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) await page.reload();
    return shown;
  };
  await expect.poll(listed, { timeout: 30_000, interval: 0, message: `the admin Orders tab listing ${what}` }).toBe(true);
  return row;
}
