// Issue 19, remaining stock on a phone: a room type of 3 rooms says "Only 3 left", then "Only 2
// left" once another player holds one, and "Sold out" (not selectable) once three orders hold them
// all; a player who chose the room before it sold out is told so on the details page, before
// filling anything in. At 390×844 with axe, and without sideways scrolling at 320 px.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount, submitLoginTab } from './accounts';
import { browserPerFile } from './browser';
import { toastsGone } from './booking-steps';
import { roomBoughtByAnotherPlayer, scarceFestival, type ScarceFestival } from './remaining-stock-steps';
import { seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const PHONE = { width: 390, height: 844 };

const roomCard = (page: Page, festival: ScarceFestival) => page.getByRole('article', { name: `${festival.hotelName} – ${festival.room.roomType}`, exact: true });

async function openFestival(page: Page, festival: ScarceFestival): Promise<void> {
  await page.goto(`/festivals/${festival.productId}`);
  await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
  await roomCard(page, festival).waitFor();
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(width.scroll, `${what}: page width against the screen's ${width.client} px`).toBe(width.client);
}

describe('remaining stock on a 390×844 phone', () => {
  it('counts a 3-room type down to "Sold out", and tells a player who chose it on the details page', async () => {
    const festival = await scarceFestival(baseUrl, 3);
    const account = await registeredAccount(baseUrl, 'lastroom');
    await withPage(
      async ({ page, consoleErrors }) => {
        await openFestival(page, festival);
        const card = roomCard(page, festival);
        await card.getByText('Only 3 left', { exact: true }).waitFor();

        await roomBoughtByAnotherPlayer(baseUrl, festival);
        await openFestival(page, festival);
        await card.getByText('Only 2 left', { exact: true }).waitFor();
        // the player chooses the room while two are left
        await card.getByRole('button', { name: `Select Room: ${festival.hotelName} – ${festival.room.roomType}` }).click();
        await card.getByRole('button', { name: `Selected: ${festival.hotelName} – ${festival.room.roomType}`, pressed: true }).waitFor();

        await roomBoughtByAnotherPlayer(baseUrl, festival);
        await roomBoughtByAnotherPlayer(baseUrl, festival);

        // another visitor now finds it sold out, and cannot choose it
        await withPage(
          async ({ page: visitor }) => {
            await openFestival(visitor, festival);
            const soldOut = roomCard(visitor, festival);
            await soldOut.getByText('Sold out', { exact: true }).waitFor();
            const select = soldOut.getByRole('button', { name: `Select Room: ${festival.hotelName} – ${festival.room.roomType}` });
            expect(await select.isDisabled()).toBe(true);
            expect(await select.getAttribute('aria-describedby')).toBe(await soldOut.getByText('Sold out', { exact: true }).getAttribute('id'));
            // the room's one control: no checkbox beside it
            expect(await select.getAttribute('aria-pressed')).toBe('false');
            expect(await soldOut.getByRole('checkbox').count()).toBe(0);
            await toastsGone(visitor);
            expect(await seriousAxeViolations(visitor), 'axe on the festival page with a sold-out room').toEqual([]);
            await expectNoSidewaysScroll(visitor, 'festival page at 390 px');
            await visitor.setViewportSize({ width: 320, height: 568 });
            await expectNoSidewaysScroll(visitor, 'festival page at 320 px');
          },
          { viewport: PHONE, bypassCSP: true },
        );

        // the player who chose it goes on: the details page says it sold out before anything is filled in
        await page.getByRole('button', { name: 'Continue Booking' }).click();
        await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
        await submitLoginTab(page, account);
        await page.waitForURL((url) => url.pathname === '/booking/details');
        const notice = page.getByRole('alert').filter({ hasText: 'sold out since you chose it' });
        await notice.getByText(`${festival.hotelName} – ${festival.room.roomType} sold out since you chose it`, { exact: true }).waitFor();
        const change = notice.getByRole('link', { name: 'Change your choice' });
        expect(await change.getAttribute('href')).toBe(`/festivals/${festival.productId}`);
        // the notice stands above the form's first field
        const noticeTop = (await notice.boundingBox())!.y;
        const firstField = (await page.getByRole('form', { name: 'Booking details' }).getByLabel('First Name').boundingBox())!.y;
        expect(noticeTop).toBeLessThan(firstField);
        expect(await seriousAxeViolations(page), 'axe on the details page with the notice').toEqual([]);
        await expectNoSidewaysScroll(page, 'details page at 390 px');
        await page.setViewportSize({ width: 320, height: 568 });
        await expectNoSidewaysScroll(page, 'details page at 320 px');

        await change.click();
        await page.waitForURL((url) => url.pathname === `/festivals/${festival.productId}`);
        await roomCard(page, festival).getByText('Sold out', { exact: true }).waitFor();
        expect(consoleErrors).toEqual([]);
      },
      { viewport: PHONE, bypassCSP: true },
    );
  });
});
