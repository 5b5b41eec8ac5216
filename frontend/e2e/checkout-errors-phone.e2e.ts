// Issue 29, 'Errors where the eye is', at 390×844 and 320×568: an unticked terms box on the details
// and payment pages gets its message under the box (marked invalid, described by it) beside the
// spec's toast, which opens below the header and clear of the box and the page's primary action.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, packagePicks } from './booking-steps';
import { boxOf, describedBy, overlaps, settledToast } from './layout-steps';
import { bottomBar, expectFitsPhone, itOnPhone, PHONES } from './phone-steps';
import { seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

/**
 * The toast titled `title` is on screen below the header, and overlaps neither the refused box with
 * its message nor the primary action; the box and its message are on screen, clear of the fixed chrome.
 */
async function expectToastClear(page: Page, title: string, refused: Locator, primary: Locator, what: string): Promise<void> {
  const toast = await boxOf(await settledToast(page, title), `${what}: the toast`);
  const header = await boxOf(page.getByRole('banner'), 'the header');
  const bar = await boxOf(bottomBar(page), 'the bottom bar');
  expect(toast.y, `${what}: the toast starts below the header`).toBeGreaterThanOrEqual(header.y + header.height);
  expect(overlaps(toast, await boxOf(primary, `${what}: the primary action`)), `${what}: the toast covers the primary action`).toBe(false);
  const line = await boxOf(refused, `${what}: the refused box and its message`);
  expect(overlaps(toast, line), `${what}: the toast covers the refused box`).toBe(false);
  expect(line.y, `${what}: the refused box is below the header`).toBeGreaterThanOrEqual(header.y + header.height);
  expect(line.y + line.height, `${what}: the refused box is above the bottom bar`).toBeLessThanOrEqual(bar.y);
}

/** The checkbox's line: the box, its sentence and its message (the label's parent). */
const lineOf = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label/..');

describe.each(PHONES)('refused agreements on a $name phone', ({ name, viewport }) => {
  itOnPhone(withPage, viewport, 'says an unticked terms box under the box and in a toast that covers neither it, the header nor the button', async ({ page }) => {
    const account = await registeredAccount(baseUrl, 'inline');
    const picks = await packagePicks(baseUrl);
    page.setDefaultTimeout(15_000);
    await choosePackageAndLogIn(page, picks, account);
    const form = page.getByRole('form', { name: 'Booking details' });
    await form.getByLabel('Last Name').fill('Novak');
    await form.getByLabel('Phone Number').fill('+43 660 1234567');
    const proceed = page.getByRole('button', { name: 'Continue to Payment' });
    await proceed.click();

    const terms = form.getByRole('checkbox', { name: /^I agree to the terms and conditions/ });
    await expect.poll(() => terms.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(terms)).toBe('You must agree to the terms and conditions to proceed');
    expect(await terms.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectToastClear(page, 'Terms and conditions required', lineOf(terms), proceed, `details at ${name}`);
    // the settled toast itself, which the other axe checks leave out
    expect(await seriousAxeViolations(page, { toasts: true }), `the refusal's toast at ${name}: axe`).toEqual([]);
    await expectFitsPhone(page, `details with the terms refused at ${name}`);

    // ticked, the message goes; the privacy box is refused next, the same way
    await terms.click();
    await expect.poll(() => terms.getAttribute('aria-invalid')).toBeNull();
    await proceed.click();
    const privacy = form.getByRole('checkbox', { name: /^I agree to the privacy policy/ });
    await expect.poll(() => privacy.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(privacy)).toBe('You must agree to the privacy policy to proceed');
    await privacy.click();
    await proceed.click();
    await page.waitForURL((url) => url.pathname === '/booking/payment');

    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiration (MM/YY)').fill('12/34');
    await card.getByLabel('CVC').fill('123');
    await card.getByLabel('Name on card').fill('Maria Novak');
    const pay = card.getByTestId('pay-button');
    await pay.click();
    const payTerms = card.getByRole('checkbox', { name: /^I agree to the terms and conditions/ });
    await expect.poll(() => payTerms.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(payTerms)).toBe('You must accept the terms and conditions to proceed.');
    await expectToastClear(page, 'Please agree to the terms', lineOf(payTerms), pay, `payment at ${name}`);
    await expectFitsPhone(page, `payment with the terms refused at ${name}`);

    await payTerms.click();
    await expect.poll(() => payTerms.getAttribute('aria-invalid')).toBeNull();
    await pay.click();
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
  });
});
