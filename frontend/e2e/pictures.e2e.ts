// Issue 29, looks that sell a trip: every demo festival and hotel shows its own photograph (the size
// the box needs, width and height set so nothing moves), and a festival without a picture, or with
// one that fails to load, shows the same fallback on its card and on its page. At a desktop and a
// phone size, axe without serious findings.
import type { Locator, Page } from 'playwright-core';
import type { FestivalView } from '@pokerfest/domain';
import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, logInThroughUi } from './accounts';
import { browserPerFile } from './browser';
import { apiLogin } from './loyalty-steps';
import { visit } from './phone-steps';
import { DEMO_FESTIVAL, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const SIZES = [
  { name: '1280×800', viewport: { width: 1280, height: 800 } },
  { name: '390×844', viewport: { width: 390, height: 844 } },
] as const;
const DEMO_PHOTOS: Record<string, string> = {
  'Vienna Spring Poker Festival': 'vienna-spring',
  'Bratislava Summer Poker Festival': 'bratislava-summer',
  'Prague Autumn Open': 'prague-autumn',
};

interface Shown {
  state: string | null;
  src: string;
  width: string | null;
  height: string | null;
}

/** The picture in `box` once it has loaded or fallen back (a lazy one is scrolled to first). */
async function pictureIn(box: Locator): Promise<Shown> {
  const display = box.locator('[data-image]').first();
  await display.scrollIntoViewIfNeeded();
  await expect.poll(() => display.getAttribute('data-image'), { timeout: 15_000 }).not.toBe('loading');
  const img = display.locator('img');
  // a fallback <img> just put in the page has no currentSrc until the browser starts its request
  await expect.poll(() => img.evaluate((element) => (element as HTMLImageElement).currentSrc), { timeout: 15_000 }).not.toBe('');
  return {
    state: await display.getAttribute('data-image'),
    src: await img.evaluate((element) => (element as HTMLImageElement).currentSrc),
    width: await img.getAttribute('width'),
    height: await img.getAttribute('height'),
  };
}

/** The demo photograph `name`, in whichever of its two widths the browser chose. */
const isPhoto = (src: string, name: string) => new RegExp(`/images/demo/${name}(-480)?\\.webp$`).test(src);

async function expectEveryImgSized(page: Page, what: string): Promise<void> {
  const unsized = await page.evaluate(() => [...document.images].filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.src));
  expect(unsized, `${what}: <img> without width or height`).toEqual([]);
}

/** A festival made by the demo admin with the given picture, not featured, so the carousel stays the demo's. */
async function festivalWithPicture(title: string, imageUrl: string | null): Promise<string> {
  const admin = await apiLogin(baseUrl, demoAdmin);
  const productId = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  await admin.call('POST', '/api/admin/products', {
    productId,
    title,
    description: 'A festival whose picture the browser test chose',
    location: 'Graz, Austria',
    startDate: '2027-10-01',
    endDate: '2027-10-05',
    featured: false,
    active: true,
    ...(imageUrl === null ? {} : { imageUrl }),
  });
  return productId;
}

describe.each(SIZES)('pictures at $name', ({ name, viewport }) => {
  it("shows each demo festival's own photograph on the home page and its festival page, sized, without a fallback", async () => {
    const festivals = (await (await fetch(new URL('/api/products', baseUrl))).json()) as FestivalView[];
    await withPage(
      async ({ page, consoleErrors }) => {
        const downloaded: string[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image') downloaded.push(new URL(response.url()).pathname);
        });
        await visit(page, '/');
        // held on its first slide: a slide moving on between reading its name and its picture would mix two festivals
        const carousel = page.getByRole('region', { name: 'Featured festivals' });
        const first = carousel.getByRole('button', { name: 'Go to slide 1' });
        if ((await first.count()) > 0) await first.click();
        const slide = carousel.locator('[aria-roledescription="slide"]');
        const slideTitle = (await slide.getAttribute('aria-label'))!.replace(/^\d+ of \d+: /, '');
        const wanted = festivals.find((festival) => festival.title === slideTitle)!.imageUrl!;
        const slidePicture = await pictureIn(slide);
        expect(slidePicture.state, `${name}: the slide's picture`).toBe('loaded');
        expect([wanted, wanted.replace(/\.webp$/, '-480.webp')].some((url) => slidePicture.src.endsWith(url)), `${name}: the slide of ${slideTitle} shows ${slidePicture.src}`).toBe(true);

        for (const [title, photo] of Object.entries(DEMO_PHOTOS)) {
          const shown = await pictureIn(page.getByRole('article', { name: title, exact: true }));
          expect(shown.state, `${name}: ${title}'s card`).toBe('loaded');
          expect(isPhoto(shown.src, photo), `${name}: ${title}'s card shows ${shown.src}`).toBe(true);
          expect([shown.width, shown.height]).toEqual(['960', '640']);
          // the small copy on a card at this size: 480 px is enough for a box under 480 px wide; the
          // browser may show the large copy instead when it already has it (the slide's, which the
          // first HTML fetched): what counts is that no card downloads one
          if (!slidePicture.src.endsWith(shown.src.replace(/^https?:\/\/[^/]+/, ''))) {
            expect(shown.src, `${name}: ${title}'s card loads the 480 px copy`).toMatch(/-480\.webp$/);
          }
          expect(await page.getByRole('article', { name: title, exact: true }).getByText('No image available').count()).toBe(0);
        }
        // a large copy is downloaded for the slide at most, once
        const large = downloaded.filter((path) => /^\/images\/demo\/[a-z0-9-]+\.webp$/.test(path) && !path.endsWith('-480.webp'));
        expect(large.length, `${name}: large copies downloaded: ${large.join(', ')}`).toBeLessThanOrEqual(1);
        expect(large.every((path) => slidePicture.src.endsWith(path)), `${name}: large copies downloaded: ${large.join(', ')}`).toBe(true);
        await expectEveryImgSized(page, `home at ${name}`);
        expect(await seriousAxeViolations(page), `home at ${name}: axe`).toEqual([]);

        await visit(page, `/festivals/${DEMO_FESTIVAL}`, 'Vienna Spring Poker Festival');
        const hero = await pictureIn(page.locator('.festival-hero'));
        expect(hero.state).toBe('loaded');
        expect(isPhoto(hero.src, 'vienna-spring'), `${name}: the festival page shows ${hero.src}`).toBe(true);
        expect([hero.width, hero.height]).toEqual(['960', '640']);
        expect(await page.getByText('No image available').count(), `${name}: festival page`).toBe(0);
        await expectEveryImgSized(page, `festival page at ${name}`);
        expect(await seriousAxeViolations(page), `festival page at ${name}: axe`).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
      { viewport, bypassCSP: true },
    );
  });

  it('shows the one fallback, sized, on the card and the page of a festival without a picture or with a broken one', async () => {
    const missing = { title: `Graz Pictureless Open ${name}`, id: '' };
    const broken = { title: `Graz Broken Picture Days ${name}`, id: '' };
    missing.id = await festivalWithPicture(missing.title, null);
    broken.id = await festivalWithPicture(broken.title, '/images/demo/no-such-photo.webp');
    await withPage(
      async ({ page }) => {
        await visit(page, '/');
        for (const festival of [missing, broken]) {
          const card = page.getByRole('article', { name: festival.title, exact: true });
          const shown = await pictureIn(card);
          expect(shown.state, `${festival.title}'s card`).toBe('fallback');
          expect(new URL(shown.src).pathname).toBe('/images/image-placeholder.svg');
          expect([shown.width, shown.height]).toEqual(['960', '640']);
          expect(await card.getByText('No image available').isVisible()).toBe(true);
        }
        await expectEveryImgSized(page, `home with fallbacks at ${name}`);
        expect(await seriousAxeViolations(page), `home with fallbacks at ${name}: axe`).toEqual([]);

        for (const festival of [missing, broken]) {
          await visit(page, `/festivals/${festival.id}`, festival.title);
          const hero = page.locator('.festival-hero');
          expect((await pictureIn(hero)).state, `${festival.title}'s page`).toBe('fallback');
          expect(await hero.getByText('No image available').isVisible()).toBe(true);
        }
        expect(await seriousAxeViolations(page), `festival page with a fallback at ${name}: axe`).toEqual([]);
      },
      { viewport, bypassCSP: true },
    );
  });
});

describe('the admin’s hotel cards', () => {
  it('show each demo hotel’s whole photograph, in its 3:2 shape', async () => {
    await withPage(async ({ page }) => {
      await logInThroughUi(page, demoAdmin);
      await visit(page, '/admin', 'Admin Dashboard');
      await page.getByRole('tab', { name: 'Hotels' }).click();
      for (const [hotel, photo] of [
        ['Hotel Imperial Vienna', 'hotel-imperial'],
        ['Danube Riverside Hotel', 'hotel-danube'],
        ['Old Town Boutique Hotel', 'hotel-old-town'],
        ['Castle View Hotel', 'hotel-castle'],
      ] as const) {
        // the hotel's own card: the nearest card around its name (the tab's list may sit in a card too)
        const card = page.getByRole('heading', { name: hotel, exact: true }).locator('xpath=ancestor::*[contains(@class, "rt-Card")][1]');
        const shown = await pictureIn(card);
        expect(shown.state, hotel).toBe('loaded');
        expect(isPhoto(shown.src, photo), `${hotel} shows ${shown.src}`).toBe(true);
        const box = (await card.locator('[data-image]').boundingBox())!;
        expect(box.width / box.height, `${hotel}: the picture's box`).toBeCloseTo(1.5, 1);
      }
    });
  });
});
