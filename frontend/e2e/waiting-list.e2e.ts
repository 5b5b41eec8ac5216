// Issue 19 in the browser at 390×844: a festival's only room is bought by player A; player B sees it
// "Sold out" with "Notify me", logs in through the dialog it opens and is first in line. A cancels;
// B's offer e-mail arrives, its link opens the festival page with the room chosen and the hold's end,
// and B books and pays it with the demo card, the order going through the offer. Meanwhile player C
// cannot buy the held room (409). The e-mail's removal link works once; the admin's Waiting Lists tab
// tells the list's history. The festival page, the dashboard's Waiting lists and the admin tab pass
// axe and never scroll sideways at 320 px.
import { describe, expect, inject, it } from 'vitest';
import { submitLoginTab, waitForMailLink } from './accounts';
import { browserPerFile } from './browser';
import { completeDetails, payWithDemoCard } from './booking-steps';
import { apiLogin, registered } from './loyalty-steps';
import { oneRoomFestival, pageFitsWidth, roomOrderStatus } from './my-bookings-steps';
import { dialogSettled, openAdminOnPhone, visit } from './phone-steps';
import { seriousAxeViolations } from './shop-steps';
import { buyTheRoom, cancelBooking, offerLink, singleRoomCard, waitingEntries } from './waiting-list-steps';

const baseUrl = inject('baseUrl');
const { withPhonePage } = browserPerFile(baseUrl);

const LONG_TEST_MS = 240_000;

describe('waiting list in the browser', () => {
  it(
    'puts a player on the list of a sold-out room, offers them the room once it is cancelled, and sells it to them alone',
    async () => {
      const festival = await oneRoomFestival(baseUrl);
      const buyerA = await registered(baseUrl, 'wla');
      const waiterB = await registered(baseUrl, 'wlb');
      const latecomerC = await registered(baseUrl, 'wlc');
      const bought = await buyTheRoom(buyerA.session, festival);

      await withPhonePage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);

        // a visitor sees the room sold out, with Notify me
        await visit(page, `/festivals/${festival.productId}`, festival.title);
        const room = singleRoomCard(page);
        await room.getByText('Sold out', { exact: true }).first().waitFor();
        const notify = room.getByRole('button', { name: /^Notify me/ });
        await notify.waitFor();
        expect(await seriousAxeViolations(page), 'festival page with Notify me: axe').toEqual([]);
        expect(await pageFitsWidth(page, 320)).toBe(true);

        // Notify me asks the visitor to log in first, then puts them on the list
        await notify.click();
        const dialog = page.getByRole('dialog', { name: 'Authentication' });
        await dialogSettled(dialog);
        await submitLoginTab(page, waiterB.account);
        await dialog.waitFor({ state: 'detached' });
        await room.getByText("You're on the waiting list (position 1)", { exact: true }).waitFor();
        expect(await room.getByRole('button', { name: /^Leave waiting list/ }).count()).toBe(1);

        // the dashboard lists the entry with my place
        await visit(page, '/dashboard', 'Dashboard');
        const lists = page.getByRole('region', { name: 'Waiting lists' });
        await lists.getByText("You're on the waiting list (position 1)", { exact: true }).waitFor();

        // A cancels: the freed room is offered to B, first in line, by e-mail
        await cancelBooking(buyerA.session, bought.id);
        const offer = await offerLink(baseUrl, waiterB.account.email);
        expect(offer.path).toBe(`/festivals/${festival.productId}?offer=${offer.offerId}`);

        // held for B: nobody else can buy it (the unit is reserved for the offer)
        expect(await roomOrderStatus(latecomerC.session, festival)).toBe(409);

        // the dashboard shows the open offer with Book now
        await page.reload();
        await lists.getByRole('link', { name: /^Book now/ }).waitFor();
        expect(await lists.getByRole('link', { name: /^Book now/ }).getAttribute('href')).toBe(offer.path);
        expect(await seriousAxeViolations(page), 'dashboard with Waiting lists: axe').toEqual([]);
        expect(await pageFitsWidth(page, 320)).toBe(true);

        // the e-mail's link: the festival page with the room chosen and until when it is held
        await visit(page, offer.path, festival.title);
        await page.getByTestId('offer-banner').getByText(/^This room is held for you until \d{2}:\d{2} \S+$/).waitFor();
        await singleRoomCard(page).getByRole('button', { name: /^Selected: /, pressed: true }).waitFor();
        expect(await pageFitsWidth(page, 320)).toBe(true);

        // the order goes through the offer, and B pays for the room
        await page.getByRole('button', { name: 'Continue Booking' }).click();
        await page.waitForURL((url) => url.pathname === '/booking/details');
        const placed = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders');
        await completeDetails(page);
        const body = (await placed).postDataJSON() as { hotelId?: number; offerId?: string };
        expect(body).toMatchObject({ hotelId: festival.roomId, offerId: offer.offerId });
        await page.getByTestId('pay-button').waitFor();
        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();

        // the same e-mail's removal link works once, without a login: B has left (bought), then the link is used up
        const leave = new URL(await waitForMailLink(baseUrl, waiterB.account.email, '/waiting-list/leave?token='));
        await visit(page, `${leave.pathname}${leave.search}`, 'Waiting list');
        await page.getByText(/^You have left the waiting list for .+\.$/).waitFor();
        expect(await seriousAxeViolations(page), 'removal link page: axe').toEqual([]);
        await page.reload();
        await page.getByText('This link was already used.', { exact: true }).waitFor();
        expect(consoleErrors).toEqual([]);
      });

      // the admin sees the room's list: nobody waits any more, and its history tells what happened
      await withPhonePage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);
        await page.getByRole('tab', { name: 'Waiting Lists' }).click();
        const panel = page.getByRole('tabpanel', { name: 'Waiting Lists' });
        await panel.getByRole('combobox', { name: 'Festival' }).click();
        await page.getByRole('option', { name: festival.title, exact: true }).click();
        const history = panel.getByRole('list', { name: /^History of / });
        await history.getByText(`${waiterB.account.username} joined the list`, { exact: false }).waitFor();
        await history.getByText('bought the offered unit', { exact: false }).waitFor();
        expect(await seriousAxeViolations(page), 'admin Waiting Lists: axe').toEqual([]);
        expect(await pageFitsWidth(page, 320)).toBe(true);
        expect(consoleErrors).toEqual([]);
      });

      // sold to B alone: C is still refused, and B's entry is done
      expect(await roomOrderStatus(latecomerC.session, festival)).toBe(409);
      const playerB = await apiLogin(baseUrl, waiterB.account);
      await expect.poll(async () => (await waitingEntries(playerB)).filter((entry) => entry.itemId === festival.roomId), { timeout: 15_000 }).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
