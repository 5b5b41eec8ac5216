import type { OrderView } from '@pokerfest/domain';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { logInThroughUi } from './accounts';
import type { RunningApiServer } from './api-server';
import { browserPerFile } from './browser';
import { bookAndPay, openDashboardTabUntil, registered } from './loyalty-steps';
import { bookingCard, internalIdentifiersOnCards, pageFitsWidth, confirmedOnlyParts, oneRoomFestival, verifyEmail, placeRoomOrder, roomOrderStatus, startShortHoldServer, statCardText, waitForOrderStatus } from './my-bookings-steps';
import { euros, seriousAxeViolations } from './shop-steps';
import { dialogSettled } from './phone-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

/** 'Mar 14, 09:35 UTC': the hold's end with its day, 24-hour time and time zone. */
const HOLD_END = /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} \S+$/;

describe('My Bookings', () => {
  it('counts only the confirmed order as spent, offers payment or cancel for the unpaid one, and cancelling frees its room', async () => {
    const festival = await oneRoomFestival(baseUrl);
    const player = await registered(baseUrl, 'mybook');
    // a verified player: the verification banner is not what this test looks at
    await verifyEmail(baseUrl, player.user.id);
    const paidCents = await bookAndPay(baseUrl, player.session, 'Lena Gruber');
    const pending = await placeRoomOrder(player.session, festival);
    const confirmed = (await player.session.call<OrderView[]>('GET', '/api/orders')).find((order) => order.status === 'confirmed');
    if (!confirmed) throw new Error('The paid order is not confirmed');
    // the one room is held by the unpaid order: the next player cannot have it
    const rival = await registered(baseUrl, 'rival');
    expect(await roomOrderStatus(rival.session, festival)).toBe(409);

    await withPage(async ({ page, consoleErrors }) => {
      page.setDefaultTimeout(15_000);
      await logInThroughUi(page, player.account);
      await page.goto('/dashboard');
      const card = bookingCard(page, pending.id);
      await card.waitFor();
      expect(await page.getByTestId('booking-card').count()).toBe(2);
      expect(await statCardText(page, 'Total Spent')).toBe(`Total Spent${euros(paidCents)}1 confirmed`);
      expect(await statCardText(page, 'Total Bookings')).toBe('Total Bookings21 pending');

      expect(await card.getByTestId('booking-status').textContent()).toBe('Awaiting payment');
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(festival.title);
      // in people's words: the hotel and room by name, and no festival slug, '#id' or order id on any card
      expect(await card.getByTestId('booking-hotel').textContent()).toMatch(/^Murinsel Hotel \S+ · Single Room$/);
      expect(await internalIdentifiersOnCards(page, { slugs: [festival.productId, confirmed.productId], orderIds: [pending.id, confirmed.id] })).toEqual([]);
      const holdEnds = card.getByTestId('hold-ends');
      expect(await holdEnds.getAttribute('datetime')).toBe(pending.holdExpiresAt);
      expect(await holdEnds.textContent()).toMatch(HOLD_END);
      expect(await card.getByRole('link', { name: 'View Details' }).count()).toBe(0);
      expect(await card.getByRole('link', { name: 'Download Confirmation' }).count()).toBe(0);
      const paidCard = bookingCard(page, confirmed.id);
      expect(await paidCard.getByTestId('booking-status').textContent()).toBe('Confirmed');
      expect(await paidCard.getByRole('link', { name: 'Download Confirmation' }).isVisible()).toBe(true);
      expect(await paidCard.getByRole('link', { name: 'Complete payment' }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await pageFitsWidth(page, 390)).toBe(true);
      expect(consoleErrors).toEqual([]);

      // 'Complete payment' opens the payment page of this very order
      const landed = page.waitForURL((url) => url.pathname === '/booking/payment' && url.searchParams.get('order_id') === pending.id);
      await card.getByRole('link', { name: 'Complete payment' }).click();
      await landed;

      // the confirmation page of the unpaid order offers the same, and nothing of a confirmed booking
      await page.goto(`/booking/confirmation?order_id=${pending.id}`);
      await page.getByRole('heading', { name: 'Awaiting payment', level: 1 }).waitFor();
      const actions = page.getByTestId('order-actions');
      expect(await actions.getByTestId('hold-ends').getAttribute('datetime')).toBe(pending.holdExpiresAt);
      expect(await actions.getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(`/booking/payment?order_id=${pending.id}`);
      expect(await actions.getByRole('button', { name: 'Cancel', exact: true }).isVisible()).toBe(true);
      expect(await confirmedOnlyParts(page)).toEqual({ points: 0, receipt: 0, whatsNext: 0, processing: 0 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Keep booking leaves it as it was; Cancel booking cancels it
      await page.goto('/dashboard');
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel booking?' });
      // a fading dialog's buttons are judged for contrast mid-fade: axe runs once it has settled
      await dialogSettled(dialog);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep booking' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await card.getByTestId('booking-status').textContent()).toBe('Awaiting payment');
      // a cancel the server could not take is said at the card, and the booking stays as it was
      const statusCall = `**/api/orders/${pending.id}/status`;
      await page.route(statusCall, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Please try again in a moment."}' }));
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await card.getByRole('alert').getByText('Could not cancel this booking: Please try again in a moment.').waitFor();
      expect(await card.getByTestId('booking-status').textContent()).toBe('Awaiting payment');
      await page.unroute(statusCall);
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await card.getByText('This booking was cancelled.', { exact: true }).waitFor();
      expect(await card.getByTestId('booking-status').textContent()).toBe('Cancelled');
      // it says when; nothing was paid, so nothing was refunded
      expect(await card.getByText('Cancelled on', { exact: true }).count()).toBe(1);
      expect(await card.getByTestId('booking-refunds').count()).toBe(0);
      await expect.poll(() => statCardText(page, 'Total Bookings')).toBe('Total Bookings10 pending');
      expect(await card.getByRole('link', { name: 'Complete payment' }).count()).toBe(0);
      expect(await card.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      expect(await statCardText(page, 'Total Spent')).toBe(`Total Spent${euros(paidCents)}1 confirmed`);
      expect((await player.session.call<OrderView>('GET', `/api/orders/${pending.id}`)).status).toBe('cancelled');
      // its room is free again at once
      expect(await roomOrderStatus(rival.session, festival)).toBe(201);

      // the points on their way come from the confirmed booking only (the unpaid one was as large)
      await openDashboardTabUntil(page, 'Loyalty Status', async () => (await page.getByText(/more points on their way/).count()) > 0);
      expect(await page.getByText(`${confirmed.pointsToEarn} more points on their way`, { exact: false }).count()).toBe(1);
      expect(await page.getByTestId('loyalty-points').textContent()).toBe('0');
      expect(consoleErrors).toEqual([]);
    }, { bypassCSP: true });
  });

  describe('with holds that end within seconds', () => {
    const holdMs = 12_000;
    let server: RunningApiServer | undefined;
    afterAll(async () => {
      await server?.stop();
    });

    it('turns an unpaid order expired on screen when its hold ends, without points, receipt or payment', async () => {
      server = await startShortHoldServer(holdMs);
      const shortUrl = server.baseUrl;
      const festival = await oneRoomFestival(shortUrl);
      const player = await registered(shortUrl, 'expiry');
      await withPage(
        async ({ page, consoleErrors }) => {
          page.setDefaultTimeout(15_000);
          await logInThroughUi(page, player.account);
          const order = await placeRoomOrder(player.session, festival);
          await page.goto('/dashboard');
          const card = bookingCard(page, order.id);
          await card.getByTestId('booking-status').getByText('Awaiting payment').waitFor();
          expect(await statCardText(page, 'Total Bookings')).toBe('Total Bookings11 pending');

          // no reload: the page itself notices the hold's end
          await card.getByText('This booking expired before it was paid.', { exact: true }).waitFor({ timeout: holdMs + 10_000 });
          expect(await card.getByTestId('booking-status').textContent()).toBe('Expired');
          expect(await card.getByRole('link', { name: 'Complete payment' }).count()).toBe(0);
          expect(await card.getByRole('link', { name: 'View Details' }).count()).toBe(0);
          // the cards and the figures each follow the clock; the figures may follow a moment later
          await expect.poll(() => statCardText(page, 'Total Bookings')).toBe('Total Bookings00 pending');
          expect(await statCardText(page, 'Total Spent')).toBe(`Total Spent${euros(0)}0 confirmed`);

          // the server expires it too; its confirmation page says so and shows nothing of a booking
          await waitForOrderStatus(player.session, order.id, 'expired');
          await page.goto(`/booking/confirmation?order_id=${order.id}`);
          await page.getByRole('heading', { name: 'Booking Expired', level: 1 }).waitFor();
          expect(await page.getByTestId('order-standing-message').textContent()).toMatch(/^This booking expired before it was paid\./);
          expect(await page.getByTestId('order-status').textContent()).toBe('Expired');
          expect(await page.getByRole('link', { name: 'Complete payment' }).count()).toBe(0);
          expect(await confirmedOnlyParts(page)).toEqual({ points: 0, receipt: 0, whatsNext: 0, processing: 0 });
          expect(consoleErrors).toEqual([]);
        },
        { baseUrl: shortUrl },
      );
    });
  });
});
