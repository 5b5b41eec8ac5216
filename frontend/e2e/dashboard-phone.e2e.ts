// Issue 29, 'Dashboard on phones': at 390×844 and 320×568 the first booking comes on the first
// screen (the account card after the bookings), and every navigation marks exactly one link as the
// page: Bookings or Profile in the bottom bar, My Bookings or Dashboard in the header and the menu.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logInThroughUi } from './accounts';
import { browserPerFile } from './browser';
import { boxOf, currentLinks } from './layout-steps';
import { bookAndPay, registered } from './loyalty-steps';
import { bottomBar, expectFitsPhone, itOnPhone, logInOnPhone, PHONES, visit } from './phone-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

/** A fresh player with one paid booking of the demo festival. */
async function playerWithABooking() {
  const player = await registered(baseUrl, 'dash');
  await bookAndPay(baseUrl, player.session, 'Maria Novak');
  return player.account;
}

const menuLinks = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  // the menu's code comes on demand: read its links once they are drawn
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Home' }).waitFor();
  const marked = await currentLinks(menu);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return marked;
};

describe.each(PHONES)('the dashboard on a $name phone', ({ name, viewport }) => {
  itOnPhone(withPage, viewport, 'shows the first booking on the first screen and marks one link per navigation', async ({ page }) => {
    const account = await playerWithABooking();
    await logInOnPhone(page, account);
    await visit(page, '/dashboard', 'Dashboard');
    const first = page.getByTestId('booking-card').first();
    await first.waitFor();
    // its heading and status show above the bottom bar without scrolling
    const bar = await boxOf(bottomBar(page), 'the bottom bar');
    const heading = await boxOf(first.getByRole('heading').first(), 'the first booking’s heading');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(heading.y + heading.height, `the first booking's heading at ${name}`).toBeLessThanOrEqual(bar.y);
    // the account card comes after the bookings
    const card = await boxOf(page.getByRole('complementary', { name: 'Account' }), 'the account card');
    expect(card.y).toBeGreaterThan(heading.y);

    await expect.poll(() => currentLinks(bottomBar(page))).toEqual(['Bookings']);
    await expect.poll(() => menuLinks(page)).toEqual(['Dashboard']);
    await expectFitsPhone(page, `dashboard at ${name}`);

    // Profile: the account card, and Profile alone marked
    await bottomBar(page).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.hash === '#profile');
    await expect.poll(() => currentLinks(bottomBar(page))).toEqual(['Profile']);
    await expect
      .poll(async () => {
        const card = await boxOf(page.getByRole('complementary', { name: 'Account' }), 'the account card');
        return card.y >= 64 && card.y < viewport.height / 2;
      }, { message: 'the account card scrolled to, below the header' })
      .toBe(true);

    // Bookings from another tab: back to the bookings, Bookings alone marked
    await page.getByRole('tab', { name: 'Loyalty Status' }).click();
    await bottomBar(page).getByRole('link', { name: 'Bookings' }).click();
    await page.getByRole('tab', { name: 'My Bookings', selected: true }).waitFor();
    await expect.poll(() => currentLinks(bottomBar(page))).toEqual(['Bookings']);
    await expect.poll(() => menuLinks(page)).toEqual(['My Bookings']);
  });
});

describe('the dashboard on a wide screen', () => {
  it('marks one of My Bookings and Dashboard in the header, whichever the player followed', async () => {
    const account = await playerWithABooking();
    await withPage(async ({ page }) => {
      await logInThroughUi(page, account);
      const header = page.getByRole('navigation', { name: 'Main navigation' });
      await header.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByTestId('booking-card').first().waitFor();
      await expect.poll(() => currentLinks(header)).toEqual(['Dashboard']);
      await header.getByRole('link', { name: 'My Bookings' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard' && url.hash === '#bookings');
      await expect.poll(() => currentLinks(header)).toEqual(['My Bookings']);
      await header.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => currentLinks(header)).toEqual(['Home']);
    });
  });
});
