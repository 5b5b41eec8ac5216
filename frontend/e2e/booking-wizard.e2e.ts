import type { Page } from 'playwright-core';
import type { OrderView } from '@pokerfest/domain';
import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, logInThroughUi, registeredAccount } from './accounts';
import { choose, toast } from './admin-catalogue-steps';
import { browserPerFile } from './browser';
import { chooseOptions, fillDetails, payWithCard, wizardPicks } from './booking-wizard-steps';
import { adminOrderRow } from './documents-steps';
import { DEMO_FESTIVAL, euros, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const showsTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true, selected: true }).waitFor();

describe('booking wizard', () => {
  it('books a package at /booking/{id} with a paid and a reserved seat: a declined card, then a good one, then the dashboard and the admin history', async () => {
    const account = await registeredAccount(baseUrl, 'wiz');
    const picks = await wizardPicks(baseUrl);
    const total = euros(picks.totalCents);

    await withPage(
      async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await logInThroughUi(page, account);
        await page.goto(`/booking/${DEMO_FESTIVAL}`);
        await page.getByRole('heading', { name: 'Book Your Package' }).waitFor();
        expect(await page.getByRole('link', { name: /^← Back to / }).getAttribute('href')).toBe(`/festivals/${DEMO_FESTIVAL}`);
        expect(await tab(page, '2 Details').isDisabled()).toBe(true);
        expect(await tab(page, '3 Payment').isDisabled()).toBe(true);
        expect(await tab(page, '4 Confirmation').isDisabled()).toBe(true);
        // the festival page's stay rule: dates, 4 nights from the festival's first day unless changed
        expect(await page.getByLabel('Check-in', { exact: true }).inputValue()).toBe('2027-03-12');
        expect(await page.getByLabel('Check-out', { exact: true }).inputValue()).toBe('2027-03-16');
        // nothing asked and no points promised before the player has done anything
        expect(await page.getByText('Please select a hotel').count()).toBe(0);
        expect(await page.getByText(/About \d+ points/).count()).toBe(0);
        await page.getByText('Earn up to 1500 points').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Continue to Details' }).click();
        await page.getByRole('alert').filter({ hasText: 'Please select a hotel' }).waitFor();
        await showsTab(page, '1 Choose Options');

        await chooseOptions(page, picks);
        await showsTab(page, '2 Details');
        expect(await tab(page, '3 Payment').isDisabled()).toBe(true);
        await fillDetails(page, account.email);
        await showsTab(page, '3 Payment');
        expect(await page.getByTestId('wizard-total').textContent()).toBe(total);
        await page.getByText('no payment is processed', { exact: false }).waitFor();
        const estimate = Number((await page.getByText(/^Earn about \d+ loyalty points with this package\.$/).textContent())?.match(/\d+/)?.[0]);

        // the tabs work from the keyboard, and the details survive a trip back
        await tab(page, '3 Payment').focus();
        await page.keyboard.press('ArrowLeft');
        await showsTab(page, '2 Details');
        expect(await page.getByLabel('Last Name').inputValue()).toBe('Novak');
        await page.keyboard.press('ArrowRight');
        await showsTab(page, '3 Payment');

        await payWithCard(page, '4000 0000 0000 0002');
        await toast(page, 'Booking Failed');
        expect(await page.locator('[data-sonner-toast]').first().textContent()).toContain('Your card was declined.');
        await showsTab(page, '3 Payment');

        await payWithCard(page, '4242 4242 4242 4242');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        await toast(page, 'Booking Successful!');
        await toast(page, 'Your poker festival package has been booked.');
        expect(await page.getByTestId('confirmed-total').textContent()).toBe(total);
        expect(await tab(page, '1 Choose Options').isDisabled()).toBe(true);
        // the estimate was the server's own figure for the order
        expect(await page.getByText(`${estimate} points`, { exact: true }).count()).toBe(1);
        // the seat reserved in the wizard is in the order, to pay at the venue
        const [order] = await page.evaluate(async () => (await (await fetch('/api/orders')).json()) as OrderView[]);
        expect(order?.tournaments.map((t) => [t.id, t.isPurchased]).sort()).toEqual(
          [
            [picks.seat.id, true],
            [picks.reserved.id, false],
          ].sort(),
        );
        expect(order?.pointsToEarn).toBe(estimate);

        await page.getByRole('link', { name: 'View My Bookings' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard');
        const booking = page.getByTestId('booking-card');
        await booking.waitFor();
        expect(await booking.count()).toBe(1);
        expect(await booking.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
        expect(await booking.getByTestId('booking-total').textContent()).toBe(total);
        // the booking's invoice PDF (issue 18), once its documents are read
        await expect
          .poll(() => booking.getByRole('link', { name: 'Download Confirmation' }).getAttribute('href'))
          .toMatch(/^\/api\/orders\/[0-9a-f-]{36}\/documents\/[^/]+\/pdf$/);
        const spent = page.getByRole('region', { name: 'Total Spent' });
        expect(await spent.textContent()).toContain(total);
        expect(await spent.textContent()).toContain('1 confirmed');
        expect(await page.getByRole('region', { name: 'Total Bookings' }).textContent()).toContain('0 pending');
        expect(consoleErrors).toEqual([]);
      },
      // axe-core is injected into the page
      { bypassCSP: true },
    );

    await withPage(async ({ page }) => {
      page.setDefaultTimeout(15_000);
      await logInThroughUi(page, demoAdmin);
      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      const row = await adminOrderRow(page, account.username);
      expect(await row.textContent()).toContain(total);
      expect(await row.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);

      const orders = page.getByRole('tabpanel');
      await choose(page, orders, 'Festival', 'Vienna Spring Poker Festival');
      await choose(page, orders, 'Status', 'Pending');
      await row.waitFor({ state: 'detached' });
      await choose(page, orders, 'Status', 'Confirmed');
      await row.getByRole('button', { name: /^View history of order / }).click();
      const dialog = page.getByRole('dialog', { name: /^Order NF-[0-9A-F]{4} history$/ });
      const events = dialog.getByRole('list', { name: 'Order events' });
      await events.waitFor();
      const text = (await events.textContent()) ?? '';
      for (const words of ['Order placed', 'Payment started', 'Payment failed', 'Payment succeeded', 'Order confirmed']) expect(text).toContain(words);
      expect(text).toContain('Your card was declined.');
      expect(text).toContain(`by ${account.username}`);
      expect(text).toContain(total);
      // Cancel Booking first states the server's own refund for cancelling now; Keep Booking leaves it
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      const outcome = dialog.getByText(/will be refunded to the card under the booking's cancellation policy\.$/);
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain(`: ${total} will be refunded`);
      await dialog.getByRole('button', { name: 'Keep Booking' }).click();
      await dialog.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    });
    // two sessions, a declined and a good payment, and the admin's history: more than the default minute on a busy machine
  }, 150_000);

  it('says a missing festival cannot be booked', async () => {
    const account = await registeredAccount(baseUrl, 'wiz404');
    await withPage(async ({ page }) => {
      await logInThroughUi(page, account);
      await page.goto('/booking/no-such-festival');
      await page.getByRole('heading', { name: 'Festival Not Found' }).waitFor();
      await page.getByText("The festival you're trying to book doesn't exist or has been removed").waitFor();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});
