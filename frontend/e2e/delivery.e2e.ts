// Issue 13, the delivery budget as a browser gets it: the first HTML paints the site's shell before
// any script runs, the app takes over without moving the header, and every script and stylesheet
// crosses the wire compressed.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { PHONES } from './phone-steps';
import { DEMO_FESTIVAL, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const VIEWPORTS = [{ name: 'desktop', viewport: { width: 1280, height: 800 } }, ...PHONES];

const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Poker Festivals home' });

describe('delivery', () => {
  it.each(VIEWPORTS)('paints the shell from the first HTML alone at $name, and the app replaces it in place', async ({ viewport }) => {
    await withPage(
      async ({ page }) => {
        // No script ever arrives: what shows is what the HTML paints by itself.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`/festivals/${DEMO_FESTIVAL}`, { waitUntil: 'load' });
        expect(await logo(page).isVisible()).toBe(true);
        const shellLogo = await logo(page).boundingBox();
        const header = await page.getByRole('banner').boundingBox();
        expect(Math.round(header!.height)).toBe(65);
        expect(await page.getByRole('status').textContent()).toBe('Loading');
        // the festival page's own shell: its title, where the app will print it (0026)
        const shellTitle = page.getByRole('heading', { level: 1, name: 'Vienna Spring Poker Festival' });
        const shellTitleBox = await shellTitle.boundingBox();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        expect(await seriousAxeViolations(page)).toEqual([]);

        await page.unroute('**/assets/*.js');
        await page.reload({ waitUntil: 'networkidle' });
        await page.locator('.boot-header').waitFor({ state: 'detached' });
        const appLogo = await logo(page).boundingBox();
        expect({ x: Math.round(appLogo!.x), y: Math.round(appLogo!.y) }).toEqual({ x: Math.round(shellLogo!.x), y: Math.round(shellLogo!.y) });
        const appTitleBox = await shellTitle.boundingBox();
        expect(appTitleBox).toEqual(shellTitleBox);
      },
      { viewport, bypassCSP: true },
    );
  });

  it.each(VIEWPORTS)("paints the home carousel's first picture from the first HTML alone at $name, where the app's carousel then shows it", async ({ viewport }) => {
    await withPage(
      async ({ page }) => {
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/', { waitUntil: 'load' });
        const shellPicture = page.locator('.boot-home-slide img.boot-picture');
        await expect.poll(() => shellPicture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        expect(await shellPicture.getAttribute('src')).toBe('/images/demo/vienna-spring.webp');
        const shellBox = await page.locator('.boot-home-slide').boundingBox();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        expect(await seriousAxeViolations(page)).toEqual([]);

        await page.unroute('**/assets/*.js');
        await page.reload({ waitUntil: 'networkidle' });
        await page.locator('.boot-header').waitFor({ state: 'detached' });
        expect(await page.locator('.hero-carousel').first().boundingBox()).toEqual(shellBox);
      },
      { viewport, bypassCSP: true },
    );
  });

  it("starts the festival page's code and reads from the first HTML, and the app takes each read instead of asking again", async () => {
    await withPage(async ({ page }) => {
      // On a phone's network (the bench's throttled profile) the entry bundle takes most of a second
      // to arrive; unthrottled on this machine it can land before the head's script has even run.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`/festivals/${DEMO_FESTIVAL}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.getByRole('button', { name: 'Continue Booking' }).waitFor();
      const timings = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
      );
      const entry = timings.find((timing) => /^\/assets\/index-[\w-]+\.js$/.test(timing.path))!;
      const routeChunk = timings.find((timing) => /^\/assets\/festival-[\w-]+\.js$/.test(timing.path))!;
      const festivalRead = timings.find((timing) => timing.path === `/api/products/${DEMO_FESTIVAL}`)!;
      // asked for before the entry bundle had even arrived, let alone run
      expect(routeChunk.start).toBeLessThan(entry.end);
      expect(festivalRead.start).toBeLessThan(entry.end);
      for (const path of ['/api/user', `/api/products/${DEMO_FESTIVAL}`, `/api/products/${DEMO_FESTIVAL}/accommodations`, `/api/products/${DEMO_FESTIVAL}/extras`]) {
        expect(requested.filter((url) => url === path), path).toHaveLength(1);
      }
    });
  });

  it('reads the festival list once on the home page and nothing per festival; each card tells its hotels, tournaments and casino', async () => {
    const api = async <T,>(path: string) => (await (await fetch(new URL(path, baseUrl))).json()) as T;
    const festivals = await api<Array<{ id: string; title: string; casinoId: number | null }>>('/api/products');
    const casinos = await api<Array<{ id: number; name: string }>>('/api/casinos');
    await withPage(async ({ page }) => {
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) reads.push(pathname);
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      for (const festival of festivals) {
        const card = page.getByRole('article', { name: festival.title, exact: true });
        await card.waitFor();
        const hotels = await api<unknown[]>(`/api/products/${festival.id}/hotels`);
        const tournaments = await api<unknown[]>(`/api/products/${festival.id}/tournaments`);
        const casino = casinos.find((candidate) => candidate.id === festival.casinoId)?.name ?? 'Unknown';
        for (const line of [`${hotels.length} hotel(s) available`, `${tournaments.length} tournament(s) included`, `Casino: ${casino}`]) {
          expect(await card.getByText(line, { exact: true }).isVisible(), `${festival.title}: ${line}`).toBe(true);
        }
      }
      expect(reads.filter((path) => path.startsWith('/api/products/') || path === '/api/casinos')).toEqual([]);
      expect(reads.filter((path) => path === '/api/products')).toHaveLength(1);
    });
  });

  it('sends every script and stylesheet compressed on a first visit', async () => {
    await withPage(async ({ page }) => {
      const assets: { url: string; encoding: string | undefined }[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
        assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      });
      await page.goto(`/festivals/${DEMO_FESTIVAL}`, { waitUntil: 'networkidle' });
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(assets.filter((asset) => /\.(js|css)$/.test(asset.url)).length).toBeGreaterThan(3);
      expect(assets.filter((asset) => /\.(js|css)$/.test(asset.url) && !['br', 'gzip'].includes(asset.encoding ?? ''))).toEqual([]);
    });
  });
});
