// The shop's main screens as a visitor, a player with a booking and the admin see them, at 1280×800
// and 390×844: home, festival page, booking details (a package chosen), payment, dashboard (a paid
// booking) and the admin's festival dialog. Each state is reached the way the browser tests reach
// it (their steps), so the run keeps working as long as they do.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { PublicUser } from '@pokerfest/domain';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { demoAdmin, logInThroughUi, type TestAccount } from '../accounts';
import { launchBrowser } from '../browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard, toastsGone } from '../booking-steps';
import { DEMO_FESTIVAL } from '../demo-seed';
import { ApiSession } from '../loyalty-steps';
import { verifyEmail } from '../my-bookings-steps';
import { dialogSettled, logInOnPhone, visit } from '../phone-steps';
import { capture, SCREEN_SIZES, screensFolder, type ScreenSize } from './screen-steps';

const baseUrl = inject('baseUrl');
const folder = screensFolder(fileURLToPath(new URL('../../..', import.meta.url)));
const FESTIVAL_TITLE = 'Vienna Spring Poker Festival';

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page of `size` with its own cookies, closed afterwards; motion reduced so nothing is caught mid-way. */
async function onPage(size: ScreenSize, steps: (page: Page, browser: Browser) => Promise<void>): Promise<void> {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: size.viewport, reducedMotion: 'reduce' });
  try {
    await steps(await context.newPage(), browser);
  } finally {
    await context.close();
  }
}

/** A player with a verified e-mail address (the fixed names read as a person's on the screens; the database is new each run). */
async function player(size: ScreenSize): Promise<TestAccount> {
  const names = size.name === '1280' ? ['maria_novak', 'maria.novak'] : ['lena_gruber', 'lena.gruber'];
  const account = { username: names[0]!, email: `${names[1]}@example.test`, password: 'secret123' };
  const user = await new ApiSession(baseUrl).call<PublicUser>('POST', '/api/register', account);
  await verifyEmail(baseUrl, user.id);
  return account;
}

/** Holds the carousel on its first slide (a rotating slide would make the shot depend on timing), the page back at its top. */
async function holdFirstSlide(page: Page): Promise<void> {
  const first = page.getByRole('button', { name: 'Go to slide 1' });
  if ((await first.count()) > 0) await first.click();
  await page.evaluate('document.activeElement instanceof HTMLElement && document.activeElement.blur(); window.scrollTo(0, 0)');
  await page.mouse.move(0, 0);
}

describe.each(SCREEN_SIZES)('screens at $name', (size) => {
  it('home and festival page as a visitor', async () => {
    await onPage(size, async (page, chromium) => {
      await visit(page, '/');
      await page.getByRole('article', { name: FESTIVAL_TITLE }).first().waitFor();
      await holdFirstSlide(page);
      await capture(chromium, page, folder, 'home', size);
      await visit(page, `/festivals/${DEMO_FESTIVAL}`, FESTIVAL_TITLE);
      await capture(chromium, page, folder, 'festival', size);
    });
  });

  it('details, payment and dashboard of a player booking a package', async () => {
    const account = await player(size);
    const picks = await packagePicks(baseUrl);
    await onPage(size, async (page, chromium) => {
      await choosePackageAndLogIn(page, picks, account);
      await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
      await toastsGone(page);
      await capture(chromium, page, folder, 'details', size);
      await completeDetails(page);
      await page.getByTestId('pay-button').waitFor();
      await toastsGone(page);
      await capture(chromium, page, folder, 'payment', size);
      await payWithDemoCard(page, '4242 4242 4242 4242');
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      await visit(page, '/dashboard');
      await page.getByRole('heading', { level: 3, name: FESTIVAL_TITLE }).first().waitFor();
      await toastsGone(page);
      await capture(chromium, page, folder, 'dashboard', size);
    });
  });

  it("the admin's festival dialog on its Accommodations tab", async () => {
    await onPage(size, async (page, chromium) => {
      await (size.name === '1280' ? logInThroughUi(page, demoAdmin) : logInOnPhone(page, demoAdmin));
      await visit(page, '/admin', 'Admin Dashboard');
      await page.getByRole('tab', { name: 'Festivals' }).click();
      await page.getByRole('button', { name: `Actions for ${FESTIVAL_TITLE}` }).click();
      await page.getByRole('menuitem', { name: 'Edit Festival' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Festival' });
      await dialogSettled(dialog);
      await dialog.getByRole('tab', { name: 'Accommodations' }).click();
      await dialog.getByText('Standard Double').first().waitFor();
      await toastsGone(page);
      await capture(chromium, page, folder, 'admin-festival', size);
    });
  });
});
