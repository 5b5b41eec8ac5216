// Steps and facts shared by the shop front's browser tests: the demo festival's catalogue read from
// the real API, the money format of the booking screens, keyboard focus walking and axe-core.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AccommodationView, ExtraView, FestivalView, TournamentView } from '@pokerfest/domain';

import { DEMO_FESTIVAL } from './demo-seed';

export { DEMO_FESTIVAL };

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function featuredFestivals(baseUrl: string): Promise<FestivalView[]> {
  return (await getJson<FestivalView[]>(baseUrl, '/api/products')).filter((festival) => festival.featured);
}

/** The demo festival's rooms, tournaments and extras, from the real API. */
export async function demoFestivalCatalogue(baseUrl: string) {
  const base = `/api/products/${DEMO_FESTIVAL}`;
  const [rooms, tournaments, extras] = await Promise.all([
    getJson<AccommodationView[]>(baseUrl, `${base}/accommodations`),
    getJson<TournamentView[]>(baseUrl, `${base}/tournaments`),
    getJson<ExtraView[]>(baseUrl, `${base}/extras`),
  ]);
  return { rooms, tournaments, extras };
}

/** The demo festival's room (its first, unless `chooseRoom` says), a paid seat, a different seat to reserve, and its first extra. */
export async function demoPicks(baseUrl: string, chooseRoom: (rooms: AccommodationView[]) => AccommodationView | undefined = (rooms) => rooms[0]) {
  const { rooms, tournaments, extras } = await demoFestivalCatalogue(baseUrl);
  const room = chooseRoom(rooms);
  const paid = tournaments.find((t) => t.canBePurchased);
  const reserved = tournaments.find((t) => t.canBeReserved && t.id !== paid?.id);
  const extra = extras[0];
  if (!room || !paid || !reserved || !extra) throw new Error(`The demo festival ${DEMO_FESTIVAL} lacks a room, seats or an extra`);
  // 4 default nights; reserved seats are paid at the venue and not counted
  const totalCents = Math.round(room.pricePerNight * 100) * 4 + paid.buyIn + Math.round(extra.price * 100);
  return { room, paid, reserved, extra, totalCents };
}

export type DemoPicks = Awaited<ReturnType<typeof demoPicks>>;

/** Money as the booking screens show it: euro, 2 decimals, en-US. */
export function euros(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}

/** Presses Tab until the focused element carries `label` as its aria-label or test id; fails after `limit` presses. */
export async function tabTo(page: Page, label: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.getAttribute('data-testid') ?? '';
    });
    if (focused === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

/** The label of the carousel's visible slide, e.g. '1 of 2: Vienna Spring Poker Festival'. */
export async function visibleSlide(page: Page): Promise<string> {
  const slide = page.getByRole('region', { name: 'Featured festivals' }).locator('[aria-roledescription="slide"]');
  return (await slide.getAttribute('aria-label')) ?? '';
}

export async function waitForSlide(page: Page, position: number): Promise<void> {
  await page.getByRole('region', { name: 'Featured festivals' }).locator(`[aria-roledescription="slide"][aria-label^="${position} of"]`).waitFor();
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Sonner's list of toasts. */
export const TOASTER = '[data-sonner-toaster]';

/**
 * Runs axe-core on the page (opened with bypassCSP) and answers its serious and critical violations.
 * The toasts are left out unless `toasts` asks for them, rather than waited for (a quiet spell of
 * most of a second, some sixty times a run): one fading in or out is half transparent, which axe
 * reads as low contrast, and one over the page makes axe leave what it covers undecided, never a
 * finding. A settled toast is checked where a test asks for it (checkout-errors-phone).
 */
export async function seriousAxeViolations(page: Page, options: { toasts?: boolean } = {}): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const exclude = options.toasts ? [] : [TOASTER];
  const violations = await page.evaluate(async (excluded) => {
    type Axe = { run: (context: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await (excluded.length ? axe.run({ exclude: excluded.map((selector) => [selector]) }) : axe.run(undefined));
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, exclude);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(', ')}`);
}
