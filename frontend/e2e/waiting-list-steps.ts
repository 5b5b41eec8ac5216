// Steps of the waiting-list browser test (issue 19): a room bought and paid through the real API,
// the booking cancelled through its quote, the offer e-mail read from the development mailbox, and
// the player's entries as the API answers them.
import type { Locator, Page } from 'playwright-core';
import type { OrderView } from '@pokerfest/domain';
import { waitForMailLink } from './accounts';
import { apiPayWithDemoCard } from './demo-card-steps';
import type { ApiSession } from './loyalty-steps';
import { placeRoomOrder, waitForOrderStatus, type OneRoomFestival } from './my-bookings-steps';

/** The room for two nights (placeRoomOrder's), paid with the 4242 demo card; answers the confirmed order. */
export async function buyTheRoom(player: ApiSession, festival: OneRoomFestival): Promise<OrderView> {
  const order = await placeRoomOrder(player, festival);
  await apiPayWithDemoCard(player, order.id, festival.pricePerNight * 2, 'Lena Gruber');
  return waitForOrderStatus(player, order.id, 'confirmed');
}

/** The player cancels their booking through a quote, as the Cancel page does; the room goes back. */
export async function cancelBooking(player: ApiSession, orderId: string): Promise<void> {
  const quote = await player.call<{ quoteId: string }>('POST', `/api/orders/${orderId}/change-quote`, { cancel: true });
  await player.call('POST', `/api/orders/${orderId}/changes`, { quoteId: quote.quoteId });
  await waitForOrderStatus(player, orderId, 'cancelled');
}

/** The offer e-mail's checkout link, as the path and query the browser opens on the test's server, and its offer id. */
export async function offerLink(baseUrl: string, email: string): Promise<{ path: string; offerId: string }> {
  // the offer is made by the worker's timer once the unit is released, then the mail leaves through the outbox
  const link = new URL(await waitForMailLink(baseUrl, email, '?offer=', 60_000));
  const offerId = link.searchParams.get('offer') ?? '';
  return { path: `${link.pathname}${link.search}`, offerId };
}

/** GET /api/waiting-list of the player: their entries' items and places. */
export async function waitingEntries(player: ApiSession): Promise<{ itemId: number; position: number; status: string; offer: { id: string } | null }[]> {
  return player.call('GET', '/api/waiting-list');
}

/** The festival page's card of the one room type ('{hotel} – Single Room'). */
export function singleRoomCard(page: Page): Locator {
  return page.getByRole('article', { name: /– Single Room$/ });
}
