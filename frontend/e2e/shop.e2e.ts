import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount, submitLoginTab } from './accounts';
import { pickPackageOnFestivalPage } from './booking-steps';
import { browserPerFile } from './browser';
import { DEMO_FESTIVAL, demoPicks, euros, featuredFestivals, seriousAxeViolations, tabTo, visibleSlide, waitForSlide } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

/** Picks the demo festival's first room, a paid seat, a reserved seat and an extra on its page. */
async function fillDemoPackage(page: Page) {
  const picks = await demoPicks(baseUrl);
  await pickPackageOnFestivalPage(page, picks);
  return picks;
}

async function expectCart(page: Page, totalCents: number, items: number) {
  await page.getByTestId('order-total').filter({ hasText: euros(totalCents) }).waitFor();
  expect(await page.getByTestId('cart-total').textContent()).toBe(euros(totalCents));
  expect(await page.getByTestId('cart-count').textContent()).toBe(`${items} items`);
}

describe('shop front', () => {
  it('keeps a visitor’s room, paid seat, reserved seat and extra in the cart across a reload', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      const picks = await fillDemoPackage(page);
      // 1 room + 2 seats + 1 extra; the reserved seat is not part of the total
      await expectCart(page, picks.totalCents, 4);
      expect(await page.getByRole('button', { name: 'Login to Book' }).isVisible()).toBe(true);

      await page.reload();
      await expectCart(page, picks.totalCents, 4);
      // one control per choice, saying the state it is in
      const paid = page.getByRole('article', { name: picks.paid.title, exact: true });
      expect(await paid.getByRole('button', { name: 'Booked - Paid Seat' }).getAttribute('aria-pressed')).toBe('true');
      expect(await paid.getByRole('checkbox').count()).toBe(0);
      const reserved = page.getByRole('article', { name: picks.reserved.title, exact: true });
      expect(await reserved.getByRole('button', { name: 'Reserved - Pay at Venue' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: new RegExp(`^Selected: .*${picks.room.roomType}$`) }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => window.localStorage.getItem('pokerfest_cart'))).toContain(DEMO_FESTIVAL);

      await page.getByTestId('view-cart').click();
      const panel = page.getByRole('dialog', { name: 'Booking Summary' });
      await panel.waitFor();
      expect(await panel.getByText('Purchased').count()).toBe(1);
      expect(await panel.getByText('Reserved', { exact: true }).count()).toBe(1);
      expect(await panel.getByTestId('cart-grand-total').textContent()).toBe(euros(picks.totalCents));
      await panel.getByRole('button', { name: `Remove ${picks.extra.name}` }).click();
      expect(await page.getByTestId('cart-count').textContent()).toBe('3 items');
      await panel.getByRole('button', { name: 'Clear Cart' }).click();
      await page.getByTestId('view-cart').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => window.localStorage.getItem('pokerfest_cart'))).toBeNull();
      expect(consoleErrors).toEqual([]);
    });
  });

  it('asks a visitor to log in on Continue and then saves the booking draft and goes to details', async () => {
    const account = await registeredAccount(baseUrl, 'shop');
    await withPage(async ({ page }) => {
      const picks = await fillDemoPackage(page);
      await page.getByRole('button', { name: 'Continue Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Authentication' });
      await dialog.waitFor();
      await submitLoginTab(page, account);
      await page.waitForURL((url) => url.pathname === '/booking/details');
      const draft = JSON.parse((await page.evaluate(() => window.localStorage.getItem('pokerfest_booking_data'))) ?? '{}');
      expect(draft).toMatchObject({
        festivalId: DEMO_FESTIVAL,
        bookedTournaments: [{ id: picks.paid.id }],
        reservedTournaments: [{ id: picks.reserved.id }],
        totalBookingPrice: picks.totalCents / 100,
        email: account.email,
      });
    });
  });

  it('rotates the featured carousel every 15 s and stops after manual navigation', async () => {
    const featured = await featuredFestivals(baseUrl);
    expect(featured.length).toBeGreaterThan(1);
    await withPage(async ({ page, consoleErrors }) => {
      await page.clock.install();
      await page.goto('/');
      await waitForSlide(page, 1);
      await page.clock.fastForward(15_000);
      await waitForSlide(page, 2);

      await page.getByRole('button', { name: 'Next slide' }).click();
      await waitForSlide(page, featured.length > 2 ? 3 : 1);
      const shown = await visibleSlide(page);
      await page.clock.fastForward(45_000);
      await page.waitForTimeout(300); // a sleep, not a wait: the carousel must not move in this time
      expect(await visibleSlide(page)).toBe(shown);

      await page.getByRole('button', { name: 'Previous slide' }).click();
      await waitForSlide(page, 2);
      await page.getByRole('button', { name: `Go to slide ${featured.length}` }).click();
      await waitForSlide(page, featured.length);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('works from the keyboard: carousel buttons and the cart button', async () => {
    await withPage(async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await waitForSlide(page, 1);
      await tabTo(page, 'Previous slide');
      await page.keyboard.press('Enter');
      const last = (await featuredFestivals(baseUrl)).length;
      await waitForSlide(page, last);
      await tabTo(page, 'Next slide');
      await page.keyboard.press('Enter');
      await waitForSlide(page, 1);
      await tabTo(page, 'Go to slide 2');
      await page.keyboard.press('Enter');
      await waitForSlide(page, 2);

      await fillDemoPackage(page);
      await page.goto('/');
      await page.getByTestId('view-cart').waitFor();
      await tabTo(page, 'view-cart');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Booking Summary' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Booking Summary' }).waitFor({ state: 'detached' });
    });
  });

  it('has no serious or critical axe violations on the home page, a festival page and the cart panel', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);

        await fillDemoPackage(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page)).toEqual([]);

        await page.getByTestId('view-cart').click();
        await page.getByRole('dialog', { name: 'Booking Summary' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });

  it('shows the help page and a not-found festival', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/help');
      // the footer names the hours too: the help page's own text is in the main landmark
      await page.getByRole('main').getByText('Mon-Fri 9am-5pm CET').waitFor();
      expect(await page.getByRole('main').getByText('support@pokerfestivals.example').first().isVisible()).toBe(true);
      await page.goto('/festivals/no-such-festival');
      await page.getByRole('heading', { name: 'Festival not found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
    });
  });
});
