// Checks of the phone layout (issues 12 and 29): a page no wider than the screen, the bottom bar, the
// booking bar and the View Cart button on screen and clear of the page's last lines, nothing of them
// drawn over an open dialog, dialogs inside the screen with a close button, and no serious axe findings.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoAdmin, submitLoginTab, type TestAccount } from './accounts';
import { networkSettled, type browserPerFile, type WatchedPage } from './browser';
import { seriousAxeViolations } from './shop-steps';

export const PHONES = [
  { name: '390×844', viewport: { width: 390, height: 844 } },
  { name: '320×568', viewport: { width: 320, height: 568 } },
] as const;

/** A walk through several pages on a phone (a fresh account, logins, axe on each): minutes on a slow machine. */
const PHONE_WALK_MS = 240_000;

/** A test on one of the phones: a page of the file's browser at its size, its CSP bypassed so that axe can be injected. */
export function itOnPhone(
  withPage: ReturnType<typeof browserPerFile>['withPage'],
  viewport: { width: number; height: number },
  title: string,
  steps: (watched: WatchedPage) => Promise<void>,
): void {
  it(title, () => withPage(steps, { viewport, bypassCSP: true }), PHONE_WALK_MS);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on the page`);
  return box;
}

function viewportOf(page: Page): { width: number; height: number } {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no fixed viewport');
  return viewport;
}

/** Whole pixels: a box may sit a fraction past an edge through sub-pixel layout. */
function expectInside(box: Box, viewport: { width: number; height: number }, what: string): void {
  const edges = { left: Math.round(box.x), top: Math.round(box.y), right: Math.round(box.x + box.width), bottom: Math.round(box.y + box.height) };
  expect(edges.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(edges.top, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(edges.right, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(edges.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
}

export const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Mobile navigation' });

/** The festival page's and the wizard's booking bar (issue 29): total, item count and the primary action. */
export const bookingBar = (page: Page) => page.getByTestId('booking-bar');

/** The chrome fixed to the screen's bottom on a phone (found by CSS: a modal dialog hides it from the accessibility tree). */
const fixedChrome = (page: Page) => [page.locator('nav.bottom-bar'), bookingBar(page), page.getByTestId('view-cart')];

/** Whether `target` is on screen and what the screen shows at its middle is `target` itself (not something drawn over it). */
export async function uncoveredInView(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/** The open dialog's overlay lies over every piece of fixed chrome on screen: none of it is drawn over the dialog (issue 29). */
export async function expectChromeUnderDialog(page: Page, what: string): Promise<void> {
  for (const fixed of fixedChrome(page)) {
    if (!(await fixed.isVisible())) continue;
    const covered = await fixed.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && !element.contains(top) && top.closest('.rt-BaseDialogOverlay') !== null;
    });
    expect(covered, `${what}: ${await fixed.evaluate((element) => element.getAttribute('aria-label') ?? element.className)} lies under the dialog's overlay`).toBe(true);
  }
}

/**
 * No sideways scrolling, the bottom bar wholly on screen, the page's last block clear of the fixed
 * chrome once scrolled to the end, and axe without serious or critical findings.
 */
export async function expectFitsPhone(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(width.scroll, `${what}: page width (scrollWidth) against the screen's ${width.client} px`).toBe(width.client);
  expectInside(await boxOf(bottomBar(page), `${what}: bottom bar`), viewportOf(page), `${what}: bottom bar`);
  await expectClearOfFixedChrome(page, page.locator('main > *').last(), `${what}: the page's last block`);
  expect(await seriousAxeViolations(page), `${what}: axe`).toEqual([]);
}

/** Scrolled to the end of the page, `target` ends above the bottom bar, the booking bar and the View Cart button. */
export async function expectClearOfFixedChrome(page: Page, target: Locator, what: string): Promise<void> {
  // a page still fetching (a booking's documents, a list's next rows) grows after the scroll: measure the page as it ends up
  await networkSettled(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const bottom = await boxOf(target, what).then((box) => box.y + box.height);
  for (const fixed of fixedChrome(page)) {
    if (!(await fixed.isVisible())) continue;
    const top = (await boxOf(fixed, 'fixed chrome')).y;
    expect(Math.round(bottom), `${what} ends above the fixed chrome at the end of the page`).toBeLessThanOrEqual(Math.round(top));
  }
}

/** The open dialog lies inside the screen and shows its close button, which closes it. */
/**
 * Waits for a dialog's entry animation to end: a moving or fading panel is measured (or its
 * contrast judged) mid-way. An animation cancelled by the next one rejects its promise: it has ended too.
 */
export async function dialogSettled(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

export async function expectDialogFitsAndCloses(page: Page, dialog: Locator, closeName: string, what: string): Promise<void> {
  await dialogSettled(dialog);
  const viewport = viewportOf(page);
  expectInside(await boxOf(dialog, what), viewport, what);
  const close = dialog.getByRole('button', { name: closeName, exact: true });
  expect(await close.isVisible(), `${what}: close button visible`).toBe(true);
  expectInside(await boxOf(close, `${what}: close button`), viewport, `${what}: close button`);
  expect(await seriousAxeViolations(page), `${what}: axe`).toEqual([]);
  await close.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Logs in on /auth (the phone layout has no header Logout button to wait for) and waits for home. */
export async function logInOnPhone(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/auth');
  await submitLoginTab(page, account);
  await page.waitForURL((url) => url.pathname === '/');
  await bottomBar(page).getByRole('link', { name: 'Profile' }).waitFor();
}

/** Opens `path` and waits for the app's own page (the first HTML's shell may show the heading already) and its main heading. */
export async function visit(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.locator('.boot-header').waitFor({ state: 'detached' });
  await (heading ? page.getByRole('heading', { name: heading }) : page.getByRole('heading', { level: 1 })).first().waitFor();
}

/** The demo admin logged in on a phone, on the Admin Dashboard. */
export async function openAdminOnPhone(page: Page): Promise<void> {
  await logInOnPhone(page, demoAdmin);
  await visit(page, '/admin', 'Admin Dashboard');
}
