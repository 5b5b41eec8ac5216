// How the screenshot run settles a page and stores what it shows: viewport-only shots, taken once
// the pictures in view have loaded and nothing moves, re-encoded as WebP by the same Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

export const SCREEN_SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

export type ScreenSize = (typeof SCREEN_SIZES)[number];

/** Where this run writes: SCREENS_DIR (set by scripts/screens/capture.ts), from the repo root. */
export function screensFolder(repoRoot: string): string {
  const folder = process.env.SCREENS_DIR;
  if (!folder) throw new Error('SCREENS_DIR is not set: run `npm run screens -- <folder>`');
  const absolute = path.resolve(repoRoot, folder);
  mkdirSync(absolute, { recursive: true });
  return absolute;
}

/** Waits until the network is quiet, fonts are in, and every picture inside the viewport has loaded (or failed). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(`(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
    });
    return inView.every((image) => image.complete);
  })()`);
  // two frames: the skeleton a loaded picture replaces is gone from the screen, not only from the DOM
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

const WEBP_QUALITY = 0.82;

/** PNG bytes re-encoded as WebP by Chromium's canvas (no image library needed). */
async function webpOf(browser: Browser, png: Buffer): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const dataUrl: string = await page.evaluate(`(async () => {
      const image = new Image();
      image.src = 'data:image/png;base64,${png.toString('base64')}';
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', ${WEBP_QUALITY});
    })()`);
    if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await context.close();
  }
}

/** Settles the page and writes what the viewport shows as `<folder>/<name>-<size>.webp`. */
export async function capture(browser: Browser, page: Page, folder: string, name: string, size: ScreenSize): Promise<void> {
  await settle(page);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const file = path.join(folder, `${name}-${size.name}.webp`);
  writeFileSync(file, await webpOf(browser, png));
  console.log(`[screens] ${path.basename(file)}`);
}
