// Issue 12, phones first: every route of the spec at 390×844 and 320×568, as visitor, player (with
// a booking under way) and admin — no page wider than the screen, the bottom bar and View Cart on
// screen and clear of the content, the cart panel, menu and dialogs inside the screen and closable,
// and axe without serious or critical findings.
import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard } from './booking-steps';
import { bottomBar, expectClearOfFixedChrome, expectDialogFitsAndCloses, expectFitsPhone, logInOnPhone, PHONES, visit } from './phone-steps';
import { DEMO_FESTIVAL } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const festivalPath = `/festivals/${DEMO_FESTIVAL}`;
const LONG_TEST_MS = 240_000;

describe.each(PHONES)('on a $name phone', ({ name, viewport }) => {
  it(
    'fits every public route for a visitor, with the menu, the cart panel and the Authentication dialog',
    async () => {
      await withPage(
        async ({ page }) => {
          const routes: [string, string | RegExp | undefined][] = [
            ['/', undefined],
            ['/auth', 'Login and Register'],
            ['/forgot-password', 'Forgot Password'],
            ['/reset-password?token=not-a-real-token', undefined],
            ['/help', undefined],
            ['/terms', 'Terms of Service'],
            ['/privacy', 'Privacy Policy'],
            ['/cancellation-policy', 'Cancellation Policy'],
            ['/imprint', 'Imprint'],
            ['/no-such-page', '404 Page Not Found'],
            ['/booking/details', 'Authentication Required'],
            ['/dashboard', 'Login and Register'],
            [festivalPath, '1. Hotel and dates'],
          ];
          for (const [path, heading] of routes) {
            await visit(page, path, heading);
            await expectFitsPhone(page, `visitor on ${path} at ${name}`);
          }
          // the festival page: Login comes back here, the progress bar names the step in short
          expect(await bottomBar(page).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
            `/auth?returnTo=${encodeURIComponent(festivalPath)}`,
          );
          expect(await page.getByTestId('booking-progress-compact').textContent()).toBe('Step 1 of 4 · Choose Package');
          expect(await page.getByRole('navigation', { name: 'Booking progress' }).getByRole('listitem').allTextContents()).toEqual([
            '1Choose Package',
            '2Details',
            '3Payment',
            '4Confirmation',
          ]);

          await page.getByRole('button', { name: 'Open menu' }).click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog'), 'Close menu', `visitor's menu at ${name}`);

          await page.getByRole('button', { name: /^Select Room: / }).first().click();
          await page.getByTestId('view-cart').click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog', { name: 'Booking Summary' }), 'Close booking summary', `cart panel at ${name}`);
          await expectFitsPhone(page, `visitor on the festival page with a cart at ${name}`);

          await page.getByRole('button', { name: 'Continue Booking' }).click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog', { name: 'Authentication' }), 'Close', `Authentication dialog at ${name}`);
        },
        { viewport, bypassCSP: true },
      );
    },
    LONG_TEST_MS,
  );

  it(
    'fits the booking screens, the wizard and the dashboard for a player with a booking under way',
    async () => {
      const account = await registeredAccount(baseUrl, 'phone');
      const picks = await packagePicks(baseUrl);
      await withPage(
        async ({ page }) => {
          await choosePackageAndLogIn(page, picks, account);
          await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
          await expectFitsPhone(page, `details at ${name}`);
          await expectClearOfFixedChrome(page, page.getByRole('region', { name: 'Need help?' }), `details' help box at ${name}`);
          await page.getByTestId('view-cart').click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog', { name: 'Booking Summary' }), 'Close booking summary', `cart panel on details at ${name}`);

          await completeDetails(page);
          await page.getByTestId('pay-button').waitFor();
          await expectFitsPhone(page, `payment at ${name}`);

          await visit(page, '/', undefined);
          // a fresh account is unverified: the home page shows the verification banner, which axe checks here
          await page.getByRole('region', { name: 'Email verification' }).waitFor();
          await expectFitsPhone(page, `home with the verification banner at ${name}`);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expectDialogFitsAndCloses(page, page.getByRole('dialog'), 'Close menu', `player's menu at ${name}`);
          await visit(page, festivalPath, '1. Hotel and dates');
          await expectFitsPhone(page, `player on the festival page at ${name}`);
          await visit(page, `/booking/${DEMO_FESTIVAL}`, 'Book Your Package');
          await expectFitsPhone(page, `booking wizard at ${name}`);
          await visit(page, '/dashboard', undefined);
          await expectFitsPhone(page, `dashboard at ${name}`);

          await page.goto('/booking/payment');
          await page.getByTestId('pay-button').waitFor();
          await payWithDemoCard(page, '4242 4242 4242 4242');
          await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
          await expectFitsPhone(page, `confirmation at ${name}`);
        },
        { viewport, bypassCSP: true },
      );
    },
    LONG_TEST_MS,
  );

  it(
    'fits the admin pages for an admin',
    async () => {
      await withPage(
        async ({ page }) => {
          await logInOnPhone(page, demoAdmin);
          for (const path of ['/admin', '/dashboard', '/']) {
            await visit(page, path, undefined);
            await expectFitsPhone(page, `admin on ${path} at ${name}`);
          }
        },
        { viewport, bypassCSP: true },
      );
    },
    LONG_TEST_MS,
  );
});
