// Issue 12, login dialog and shared browsers: a refused login or registration in the festival
// page's Authentication dialog says why, the dialog closes and offers Forgot password?, Login comes
// back to the page it was clicked on, and a logout leaves nothing of that user to the next.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount, submitLoginTab } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks } from './booking-steps';
import { logInOnPhone } from './phone-steps';
import { DEMO_FESTIVAL, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const festivalPath = `/festivals/${DEMO_FESTIVAL}`;

/** Keys of this app (pokerfest_…) in localStorage and sessionStorage. */
const storedAppKeys = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)].filter((key) => key.startsWith('pokerfest_')).sort(),
  );

async function openAuthDialog(page: Page) {
  await page.goto(festivalPath);
  await page.getByRole('button', { name: /^Select Room: / }).first().click();
  await page.getByRole('button', { name: 'Continue Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.waitFor();
  return dialog;
}

describe('the Authentication dialog', () => {
  it("shows a refused login and registration in the form with the server's reason, closes, and links to Forgot password?", async () => {
    const account = await registeredAccount(baseUrl, 'dialog');
    await withPage(
      async ({ page }) => {
        const dialog = await openAuthDialog(page);
        await submitLoginTab(page, { ...account, password: 'not-the-password' });
        const failure = dialog.getByRole('alert');
        await failure.waitFor();
        expect(await failure.textContent()).toBe('Invalid username or password');
        expect(new URL(page.url()).pathname).toBe(festivalPath);
        expect(await seriousAxeViolations(page)).toEqual([]);

        await dialog.getByRole('tab', { name: 'Register' }).click();
        const panel = dialog.getByRole('tabpanel');
        await panel.getByLabel('Username', { exact: true }).fill(account.username);
        await panel.getByLabel('Email', { exact: true }).fill(`other.${account.email}`);
        await panel.getByLabel('Password', { exact: true }).fill('secret123');
        await panel.getByRole('button', { name: 'Register', exact: true }).click();
        await panel.getByRole('alert').filter({ hasText: 'Username already exists' }).waitFor();

        // closing forgets the failures: the dialog opens again clean
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Continue Booking' }).click();
        await dialog.waitFor();
        expect(await dialog.getByRole('alert').count()).toBe(0);

        const forgot = dialog.getByRole('link', { name: 'Forgot password?' });
        expect(await forgot.getAttribute('href')).toBe('/forgot-password');
        await forgot.click();
        await page.waitForURL((url) => url.pathname === '/forgot-password');
        await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
      },
      { bypassCSP: true },
    );
  });
});

describe('Login from a page', () => {
  it("returns to the festival page from the header's Login (wide screen: four named steps)", async () => {
    const account = await registeredAccount(baseUrl, 'returns');
    await withPage(async ({ page }) => {
      await page.goto(festivalPath);
      // a wide screen names all four steps; the short 'Step 1 of 4' line is for phones
      const progress = page.getByRole('navigation', { name: 'Booking progress' });
      await progress.getByText('Choose Package', { exact: true }).waitFor();
      expect(await progress.getByText('Confirmation', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByTestId('booking-progress-compact').isVisible()).toBe(false);
      const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
      expect(await login.getAttribute('href')).toBe(`/auth?returnTo=${encodeURIComponent(festivalPath)}`);
      await login.click();
      await submitLoginTab(page, account);
      await page.waitForURL((url) => url.pathname === festivalPath);
      await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
    });
  });
});

describe('a shared phone', () => {
  it("shows the next user nothing of the previous user's cart and booking after Sign Out", async () => {
    const [first, second] = await Promise.all([registeredAccount(baseUrl, 'first'), registeredAccount(baseUrl, 'second')]);
    const picks = await packagePicks(baseUrl);
    await withPage(
      async ({ page }) => {
        await choosePackageAndLogIn(page, picks, first);
        await completeDetails(page);
        await page.getByTestId('pay-button').waitFor();
        expect(await storedAppKeys(page)).toEqual(expect.arrayContaining(['pokerfest_booking_data', 'pokerfest_booking_order_id', 'pokerfest_cart']));

        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Login' }).waitFor();
        expect(await storedAppKeys(page)).toEqual([]);
        expect(await page.getByTestId('view-cart').count()).toBe(0);

        await logInOnPhone(page, second);
        expect(await page.getByTestId('view-cart').count()).toBe(0);
        for (const path of ['/booking/payment', '/booking/details']) {
          await page.goto(path);
          // no stored booking: both pages send the player home (spec), showing nothing of the first user's
          await page.waitForURL((url) => url.pathname === '/');
          expect(await page.getByText(picks.room.roomType).count(), `${path} showed the first user's room`).toBe(0);
        }
        expect(await storedAppKeys(page)).toEqual([]);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });
});
