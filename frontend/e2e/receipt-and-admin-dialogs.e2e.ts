// Issue 13, point 5 in the browser at 390×844: a paid booking's receipt names the seller (as the
// server is configured) and when it was paid; the admin revenue card writes the money with thousands
// separators; admin dialogs stay inside the screen, scroll inside, and close with their Close button.
import { describe, expect, inject, it } from 'vitest';
import { formatCents, type ShopView } from '@pokerfest/domain';
import { registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard } from './booking-steps';
import { expectDialogFitsAndCloses, openAdminOnPhone, PHONES } from './phone-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const phone = PHONES[0];
const LONG_TEST_MS = 240_000;

describe(`receipt and admin dialogs on a ${phone.name} phone`, () => {
  it(
    'shows the seller and the payment time on the receipt, then the revenue with thousands separators and dialogs that fit',
    async () => {
      const account = await registeredAccount(baseUrl, 'receipt');
      const picks = await packagePicks(baseUrl);
      // the demo package is more than €1,000, so the revenue after it needs a thousands separator
      expect(picks.totalCents).toBeGreaterThanOrEqual(100_000);
      const shop = (await (await fetch(new URL('/api/shop', baseUrl))).json()) as ShopView;
      expect(shop.seller.address).not.toBe('');

      await withPage(
        async ({ page }) => {
          await choosePackageAndLogIn(page, picks, account);
          await completeDetails(page);
          await page.getByTestId('pay-button').waitFor();
          await payWithDemoCard(page, '4242 4242 4242 4242');
          await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
          const seller = page.getByTestId('receipt-seller');
          await seller.waitFor();
          // an address saved over several lines is shown line by line
          expect(await seller.locator('span').allTextContents()).toEqual([shop.seller.name, ...shop.seller.address.split('\n'), `Support: ${shop.seller.supportEmail}`]);
          // e.g. 'Nov 23, 2026, 22:41 UTC' in the browser's own zone
          expect(await page.getByTestId('receipt-paid-at').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} \S+$/);
        },
        { viewport: phone.viewport, bypassCSP: true },
      );

      await withPage(
        async ({ page }) => {
          await openAdminOnPhone(page);
          const revenueCents = await page.evaluate(async () => (await fetch('/api/admin/stats/revenue-total')).json() as Promise<number>);
          expect(revenueCents).toBeGreaterThanOrEqual(100_000);
          const revenue = page.getByTestId('overview-revenueTotal');
          await expect.poll(() => revenue.textContent()).toBe(formatCents(revenueCents, 'EUR'));
          expect(await revenue.textContent()).toMatch(/^€\d{1,3}(,\d{3})+\.\d{2}$/);

          await page.getByRole('tab', { name: 'Festivals' }).click();
          await page.getByRole('button', { name: 'Add Festival' }).click();
          const festival = page.getByRole('dialog', { name: 'Add Festival' });
          await festival.waitFor();
          // taller than the screen: the form scrolls inside the dialog, whose header stays in view
          const body = festival.getByTestId('admin-dialog-body');
          expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
          await expectDialogFitsAndCloses(page, festival, 'Close', `Add Festival dialog at ${phone.name}`);

          await page.getByRole('tab', { name: 'Casinos' }).click();
          await page.getByRole('button', { name: 'Add Casino' }).click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog', { name: 'Add Casino' }), 'Close', `Add Casino dialog at ${phone.name}`);
        },
        { viewport: phone.viewport, bypassCSP: true },
      );
    },
    LONG_TEST_MS,
  );
});
