// Issue 12, phones first: every route of the spec at 390×844 and 320×568, as visitor, player (with
// a booking under way) and admin — no page wider than the screen, the bottom bar and View Cart on
// screen and clear of the content, the cart panel, menu and dialogs inside the screen and closable,
// and axe without serious or critical findings. Issue 29: the festival page's and the wizard's
// booking bar (total and primary action in view once a room is chosen, the summary one tap away), no
// View Cart on the booking pages nor over a dialog, and the home carousel's arrows off its text.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { demoAdmin, registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard } from './booking-steps';
import { bookingBar, bottomBar, dialogSettled, expectChromeUnderDialog, expectClearOfFixedChrome, expectDialogFitsAndCloses, expectFitsPhone, itOnPhone, logInOnPhone, PHONES, uncoveredInView, visit } from './phone-steps';
import { DEMO_FESTIVAL, demoPicks, euros, waitForSlide } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const festivalPath = `/festivals/${DEMO_FESTIVAL}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The View Cart button is not on the page, or not shown. */
async function noCartButton(page: Page, what: string): Promise<void> {
  expect(await page.getByTestId('view-cart').isVisible(), `${what}: View Cart shown`).toBe(false);
}

describe.each(PHONES)('on a $name phone', ({ name, viewport }) => {
  itOnPhone(withPage, viewport, 'fits every public route for a visitor, with the menu, the cart panel and the Authentication dialog', async ({ page }) => {
    const picks = await demoPicks(baseUrl);
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

    // the first screen offers a price and a way on, not only the picture, the name and the steps
    const bar = bookingBar(page);
    await bar.getByText(/^From €[\d,]+\.\d{2}$/).waitFor();
    expect(await uncoveredInView(bar.getByRole('button', { name: 'Choose Package' })), `Choose Package in view at ${name}`).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectDialogFitsAndCloses(page, page.getByRole('dialog'), 'Close menu', `visitor's menu at ${name}`);

    // a room chosen: its total and Continue Booking in view without scrolling, nothing drawn over them
    await page.getByRole('button', { name: new RegExp(`^Select Room: .*${escape(picks.room.roomType)}$`) }).click();
    const total = bar.getByTestId('booking-bar-total');
    await total.filter({ hasText: euros(Math.round(picks.room.pricePerNight * 100) * 4) }).waitFor();
    expect(await bar.getByTestId('booking-bar-items').textContent()).toBe('1 item');
    expect(await uncoveredInView(total), `the total in view at ${name}`).toBe(true);
    expect(await uncoveredInView(bar.getByRole('button', { name: 'Continue Booking' })), `Continue Booking in view at ${name}`).toBe(true);
    await noCartButton(page, `festival page at ${name}`);
    // the summary one tap away
    await bar.getByRole('button', { name: /Summary$/ }).click();
    const summary = page.getByRole('dialog', { name: 'Booking Summary' });
    await summary.waitFor();
    await expectChromeUnderDialog(page, `cart panel at ${name}`);
    await expectDialogFitsAndCloses(page, summary, 'Close booking summary', `cart panel at ${name}`);
    await expectFitsPhone(page, `visitor on the festival page with a cart at ${name}`);

    await bar.getByRole('button', { name: 'Continue Booking' }).click();
    const authentication = page.getByRole('dialog', { name: 'Authentication' });
    await authentication.waitFor();
    await expectChromeUnderDialog(page, `Authentication dialog at ${name}`);
    await expectDialogFitsAndCloses(page, authentication, 'Close', `Authentication dialog at ${name}`);

    // elsewhere View Cart stays, under an open dialog's overlay
    await visit(page, '/', undefined);
    await page.getByTestId('view-cart').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialogSettled(page.getByRole('dialog'));
    await expectChromeUnderDialog(page, `menu over View Cart at ${name}`);
    await page.keyboard.press('Escape');
  });

  itOnPhone(withPage, viewport, 'fits the booking screens, the wizard and the dashboard for a player with a booking under way', async ({ page }) => {
    const account = await registeredAccount(baseUrl, 'phone');
    const picks = await packagePicks(baseUrl);
    await choosePackageAndLogIn(page, picks, account);
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await expectFitsPhone(page, `details at ${name}`);
    await expectClearOfFixedChrome(page, page.getByRole('region', { name: 'Need help?' }), `details' help box at ${name}`);
    // the booking pages show the package themselves: no View Cart over their summary
    await noCartButton(page, `details at ${name}`);

    await completeDetails(page);
    await page.getByTestId('pay-button').waitFor();
    await expectFitsPhone(page, `payment at ${name}`);
    await noCartButton(page, `payment at ${name}`);

    await visit(page, '/', undefined);
    // a fresh account is unverified: the home page shows the verification banner, which axe checks here
    await page.getByRole('region', { name: 'Email verification' }).waitFor();
    await expectFitsPhone(page, `home with the verification banner at ${name}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectDialogFitsAndCloses(page, page.getByRole('dialog'), 'Close menu', `player's menu at ${name}`);
    await visit(page, festivalPath, '1. Hotel and dates');
    await expectFitsPhone(page, `player on the festival page at ${name}`);
    // the wizard shows the festival page's choices, the reserved seat among them, and the same bar
    await visit(page, `/booking/${DEMO_FESTIVAL}`, 'Book Your Package');
    const reserved = page.getByRole('article', { name: picks.reserved.title, exact: true });
    await reserved.getByRole('button', { name: 'Reserved - Pay at Venue', pressed: true }).waitFor();
    const bar = bookingBar(page);
    await bar.getByTestId('booking-bar-total').filter({ hasText: euros(picks.totalCents) }).waitFor();
    expect(await uncoveredInView(bar.getByRole('button', { name: 'Continue to Details' })), `the wizard's Continue to Details in view at ${name}`).toBe(true);
    await expectFitsPhone(page, `booking wizard at ${name}`);
    await visit(page, '/dashboard', undefined);
    await expectFitsPhone(page, `dashboard at ${name}`);

    await page.goto('/booking/payment');
    await page.getByTestId('pay-button').waitFor();
    await payWithDemoCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    await expectFitsPhone(page, `confirmation at ${name}`);
    // the paid package left the cart: with an extra of the festival back in it, View Cart still stays away
    const extra = { id: picks.extra.id, name: picks.extra.name, price: picks.extra.price, quantity: 1 };
    const cart = [{ productId: DEMO_FESTIVAL, productName: 'Vienna', festivalName: 'Vienna', location: '', totalPrice: extra.price, tournaments: [], extras: [extra] }];
    await page.evaluate((stored) => window.localStorage.setItem('pokerfest_cart', JSON.stringify(stored)), cart);
    await page.reload();
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    await noCartButton(page, `confirmation at ${name}`);
    await visit(page, '/', undefined);
    await page.getByTestId('view-cart').waitFor();
  });

  itOnPhone(withPage, viewport, "keeps the home carousel's arrows off the slide's text, and turns the slide with a swipe", async ({ page }) => {
    await page.clock.install();
    await visit(page, '/', undefined);
    await waitForSlide(page, 1);
    const carousel = page.getByRole('region', { name: 'Featured festivals' });
    await carousel.scrollIntoViewIfNeeded();
    const slide = carousel.locator('[aria-roledescription="slide"]');
    const words = [slide.getByText('Featured', { exact: true }), slide.getByRole('heading'), slide.getByText(/ · /), slide.getByRole('link', { name: 'View Festival' })];
    for (const arrow of ['Previous slide', 'Next slide']) {
      const arrowBox = (await carousel.getByRole('button', { name: arrow }).boundingBox())!;
      for (const word of words) {
        const box = (await word.boundingBox())!;
        const apart = arrowBox.x + arrowBox.width <= box.x || box.x + box.width <= arrowBox.x || arrowBox.y + arrowBox.height <= box.y || box.y + box.height <= arrowBox.y;
        expect(apart, `${arrow} off "${await word.textContent()}" at ${name}`).toBe(true);
      }
    }
    // a finger's stroke leftwards shows the next slide, rightwards the previous one
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 3;
    const stroke = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await stroke(box.width * 0.85, box.width * 0.15);
    await waitForSlide(page, 2);
    await stroke(box.width * 0.15, box.width * 0.85);
    await waitForSlide(page, 1);
  });

  itOnPhone(withPage, viewport, 'fits the admin pages for an admin', async ({ page }) => {
    await logInOnPhone(page, demoAdmin);
    for (const path of ['/admin', '/dashboard', '/']) {
      await visit(page, path, undefined);
      await expectFitsPhone(page, `admin on ${path} at ${name}`);
    }
  });
});
