// Issue 30 in the browser at 390×844: the admin types a festival's "Sales open at" an hour ahead in
// the festival form; a logged-in player's festival page counts down to it with booking disabled, and
// a suite of its own later opening says from when it is on sale. The admin moves the opening to just
// past the waiting room's length: the reloaded page counts down and joins the waiting room by itself.
// Moved again to seconds ahead, the page shows that opening's waiting room on reload; the admin pauses
// its queue from the Sales Queues tab, so that at the opening the page shows the place it drew; on
// Resume it is the player's turn, and the player books and pays with the admission the page kept.
// Each state passes axe and fits the screen, at 390 and 320 px.
import { describe, expect, inject, it } from 'vitest';
import { tolerateOfflineMap } from './admin-catalogue-steps';
import { browserPerFile } from './browser';
import { completeDetails, payWithDemoCard } from './booking-steps';
import { registered } from './loyalty-steps';
import { pageFitsWidth } from './my-bookings-steps';
import { bookingBar, logInOnPhone, openAdminOnPhone, uncoveredInView, visit } from './phone-steps';
import { fitsScreenWidth, localMinuteAhead, moveOpening, queueFestival, salesQueueCard, typeSalesOpenAt, waitingRoomMs } from './sales-queue-steps';
import { seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage, withPhonePage } = browserPerFile(baseUrl);
const PHONE = { width: 390, height: 844 };

const LONG_TEST_MS = 240_000;
/** How far ahead the admin moves the opening: inside the waiting room, with time to pause the queue before it. */
const OPENING_AHEAD_MS = 20_000;

describe('sales queue in the browser', () => {
  it(
    'counts down to the opening with booking disabled, gathers the waiting room, shows the drawn place and lets the player book on their turn',
    async () => {
      const festival = await queueFestival(baseUrl);
      const player = await registered(baseUrl, 'sq');

      // the festival form's map has no tiles on the test server (its tile host answers nobody)
      await withPage(
        async ({ page: admin, consoleErrors: adminErrors }) => {
          admin.setDefaultTimeout(15_000);
          await openAdminOnPhone(admin);
          // an hour ahead, typed in the admin's own time zone; the API keeps the instant it stands for
          const hourAhead = await localMinuteAhead(admin, 3600_000);
          await typeSalesOpenAt(admin, festival.title, hourAhead.local);
          const stored = (await (await fetch(new URL(`/api/products/${festival.productId}`, baseUrl))).json()) as { salesOpenAt: string | null };
          expect(stored.salesOpenAt).toBe(hourAhead.instant);
          // the opening the player's turn comes at, once the admin has moved it to seconds ahead
          let opening = '';

          await withPhonePage(async ({ page, consoleErrors }) => {
            page.setDefaultTimeout(15_000);
            await logInOnPhone(page, player.account);
            await visit(page, `/festivals/${festival.productId}`, festival.title);

            // the countdown: booking disabled, saying why
            const panel = page.getByTestId('sales-panel');
            await panel.getByRole('heading', { name: /^Sales open on / }).waitFor();
            await panel.getByRole('timer', { name: /^Sales open in: \d+ minutes? and \d+ seconds?$/ }).waitFor();
            await page.getByRole('button', { name: `Select Room: ${festival.hotelName} – ${festival.room.roomType}` }).click();
            const barAction = bookingBar(page).getByRole('button', { name: 'Continue Booking' });
            await barAction.waitFor();
            expect(await barAction.isDisabled()).toBe(true);
            expect(await bookingBar(page).getByTestId('booking-bar-hold').textContent()).toMatch(/^Sales open on /);
            // the suite opens later on its own: it cannot be chosen yet
            const suite = page.getByRole('article', { name: `${festival.hotelName} – ${festival.laterRoom.roomType}` });
            await suite.getByText(/^On sale from /).waitFor();
            expect(await suite.getByRole('button', { name: /^Select Room: / }).isDisabled()).toBe(true);
            expect(await seriousAxeViolations(page), 'countdown: axe').toEqual([]);
            expect(await fitsScreenWidth(page)).toBe(true);
            expect(await pageFitsWidth(page, 320, 568)).toBe(true);

            // the admin moves the opening to just past the waiting room's length: the page, reloaded,
            // counts down a few seconds and then takes its place in the waiting room by itself
            await moveOpening(baseUrl, festival.productId, (await waitingRoomMs(baseUrl, festival.productId)) + 10_000);
            await page.reload();
            await panel.getByRole('heading', { name: /^Sales open on / }).waitFor();
            await panel.getByRole('heading', { name: "You're in the waiting room" }).waitFor({ timeout: 30_000 });

            // moved again, to seconds ahead (a new opening, its own queue), which the admin pauses
            opening = await moveOpening(baseUrl, festival.productId, OPENING_AHEAD_MS);
            const card = await salesQueueCard(admin, baseUrl, festival.productId, opening);
            await card.getByRole('button', { name: 'Pause queue' }).click();
            await card.getByTestId('sales-queue-state').getByText('Paused', { exact: true }).waitFor();

            // on reload the page is in the new opening's waiting room
            await page.reload();
            await panel.getByRole('heading', { name: "You're in the waiting room" }).waitFor();
            await panel.getByText(/arriving earlier gives no advantage/).waitFor();
            expect(await barAction.isDisabled()).toBe(true);
            expect(await seriousAxeViolations(page), 'waiting room: axe').toEqual([]);
            expect(await fitsScreenWidth(page)).toBe(true);
            expect(await pageFitsWidth(page, 320, 568)).toBe(true);

            // at the opening the place is drawn; the paused queue lets nobody through yet
            await panel.getByTestId('queue-position').getByText('Your place in the queue: 1', { exact: true }).waitFor({ timeout: 45_000 });
            await panel.getByText('Nobody is ahead of you', { exact: true }).waitFor();
            await panel.getByTestId('sales-paused').waitFor();
            expect(await barAction.isDisabled()).toBe(true);
            expect(await seriousAxeViolations(page), 'queue: axe').toEqual([]);
            expect(await fitsScreenWidth(page)).toBe(true);
            expect(await pageFitsWidth(page, 320, 568)).toBe(true);

            // resumed: it is the player's turn, the booking bar's action in view and enabled
            await card.getByRole('button', { name: 'Resume queue' }).click();
            await panel.getByRole('heading', { name: "It's your turn" }).waitFor();
            await panel.getByTestId('turn-time-left').getByText(/^Time left: 1?\d:\d{2}$/).waitFor();
            await expect.poll(() => barAction.isEnabled()).toBe(true);
            expect(await uncoveredInView(barAction)).toBe(true);
            await page.setViewportSize({ width: 320, height: 568 });
            expect(await uncoveredInView(barAction), 'the booking action at 320×568').toBe(true);
            await page.setViewportSize(PHONE);
            expect(await seriousAxeViolations(page), 'turn: axe').toEqual([]);

            // the order carries the admission, and the player pays
            await barAction.click();
            await page.waitForURL((url) => url.pathname === '/booking/details');
            const placed = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders');
            await completeDetails(page);
            const body = (await placed).postDataJSON() as { hotelId?: number; admission?: string };
            expect(body.hotelId).toBe(festival.room.id);
            expect(body.admission).toMatch(/^\d+\.[0-9a-f-]{36}\.\d+\.[\w-]+$/);
            await page.getByTestId('pay-button').waitFor();
            await payWithDemoCard(page, '4242 4242 4242 4242');
            await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
            expect(consoleErrors).toEqual([]);
          });

          // the admin's card counts the player as let through, and nobody waiting
          const card = await salesQueueCard(admin, baseUrl, festival.productId, opening);
          await expect.poll(() => card.locator('dl').textContent(), { timeout: 15_000 }).toBe('Waiting0Let through1Gone0');
          expect(await seriousAxeViolations(admin), 'admin Sales Queues: axe').toEqual([]);
          expect(await pageFitsWidth(admin, 320, 568)).toBe(true);
          expect(adminErrors).toEqual([]);
        },
        { viewport: PHONE, bypassCSP: true, tolerate: tolerateOfflineMap },
      );
    },
    LONG_TEST_MS,
  );
});
