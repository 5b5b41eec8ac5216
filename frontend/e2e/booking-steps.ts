// Steps of the multi-page booking flow's browser tests (/festivals/{id} → /booking/details →
// /booking/payment → /booking/confirmation): the demo festival's package read from the real API and
// each screen filled as a player would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitLoginTab, type TestAccount } from './accounts';
import { DEMO_FESTIVAL, demoPicks, type DemoPicks } from './shop-steps';

/** The package the booking flow's tests buy: the first bookable room, a paid seat, another seat to reserve and an extra. */
export const packagePicks = (baseUrl: string) => demoPicks(baseUrl, (rooms) => rooms.find((candidate) => candidate.availableRooms > 0));

export type PackagePicks = DemoPicks;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks the package on the festival page as a visitor, logs in through the dialog and lands on the details page. */
export async function choosePackageAndLogIn(page: Page, picks: PackagePicks, account: TestAccount): Promise<void> {
  await pickPackageOnFestivalPage(page, picks);
  await page.getByRole('button', { name: 'Continue Booking' }).click();
  await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
  await submitLoginTab(page, account);
  await page.waitForURL((url) => url.pathname === '/booking/details');
}

/** On the demo festival's page: the room, the paid seat (Book Now), the reserved seat (Reserve) and the extra. */
export async function pickPackageOnFestivalPage(page: Page, picks: DemoPicks): Promise<void> {
  await page.goto(`/festivals/${DEMO_FESTIVAL}`);
  await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^Select Room: .*${escape(picks.room.roomType)}$`) }).click();
  const paid = page.getByRole('article', { name: picks.paid.title, exact: true });
  await paid.getByRole('button', { name: 'Book Now' }).click();
  await paid.getByText('Booked - Paid Seat').waitFor();
  const reserved = page.getByRole('article', { name: picks.reserved.title, exact: true });
  await reserved.getByRole('button', { name: 'Reserve' }).click();
  await reserved.getByText('Reserved - Pay at Venue').waitFor();
  await page.getByRole('button', { name: `Add: ${picks.extra.name}` }).click();
  await page.getByRole('button', { name: `Added: ${picks.extra.name}`, pressed: true }).waitFor();
}

/** A toast's title and description, once shown. */
export async function waitForToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await toast.waitFor();
  if (description) await toast.getByText(description, { exact: true }).waitFor();
}

/** Waits until no toast is on screen: a toast fading in or out is half transparent, which axe reads as low contrast. */
export async function toastsGone(page: Page): Promise<void> {
  // a toast may still be on its way (the dialog login's comes 100 ms late, the toaster loads lazily),
  // and one fading in or out is measured half-transparent: wait for a quiet spell, not one empty look
  let quietSince = Date.now();
  const quietMs = async () => {
    if ((await page.locator('[data-sonner-toast]').count()) > 0) quietSince = Date.now();
    return Date.now() - quietSince;
  };
  await expect.poll(quietMs, { timeout: 15_000, interval: 100, message: 'milliseconds without a toast on screen' }).toBeGreaterThanOrEqual(800);
}

/** The rest of the details form (names come pre-filled from the email), then Continue to Payment (clicked twice when asked). */
export async function completeDetails(page: Page, options: { doubleClick?: boolean } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Booking details' });
  await form.getByLabel('Last Name').fill('Novak');
  await form.getByLabel('Phone Number').fill('+43 660 1234567');
  await form.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).click();
  await form.getByRole('checkbox', { name: /^I agree to the privacy policy/ }).click();
  const proceed = page.getByRole('button', { name: 'Continue to Payment' });
  await (options.doubleClick ? proceed.dblclick() : proceed.click());
  await page.waitForURL((url) => url.pathname === '/booking/payment', { timeout: 15_000 }).catch(async () => {
    // name what the page said instead, so a failed save reads as the toast the player saw
    const toasts = await page.locator('[data-sonner-toast]').allTextContents();
    throw new Error(`The details page did not go on to payment; toasts: ${JSON.stringify(toasts)}`);
  });
}

/** The demo card form with the terms ticked, then the pay button. */
export async function payWithDemoCard(page: Page, cardNumber: string, options: { acceptTerms?: boolean } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiration (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Maria Novak');
  const terms = form.getByRole('checkbox', { name: /^I agree to the terms and conditions/ });
  if ((options.acceptTerms ?? true) && (await terms.getAttribute('aria-checked')) !== 'true') await terms.click();
  await form.getByTestId('pay-button').click();
}
