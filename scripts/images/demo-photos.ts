// `npm run images:demo [-- name…]`: draws the demo catalogue's photographs (one per festival, one
// per hotel) and writes them to frontend/public/images/demo as WebP, 960×640 (`<name>.webp`, the
// path the seed stores) and 480×320 (`<name>-480.webp`, the phone and card size). There is no
// camera and no network here: each scene is an SVG drawing (scripts/images/*-scenes.ts) that the
// system Chromium rasterises, adds film grain to and encodes. Seeded, so a run repeats itself.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cityScenes } from './city-scenes';
import { hotelScenes } from './hotel-scenes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(repoRoot, 'frontend/public/images/demo');

/** The widths the shop serves (frontend/src/components/ui/picture-sources.ts knows the same two). */
const WIDTHS = [
  { width: 960, suffix: '' },
  { width: 480, suffix: '-480' },
] as const;
/**
 * WebP quality: the scenes are soft, so a low setting keeps them small without visible blocks (0.62
 * gave no difference one could see beside 0.5, at 10–15 % more bytes).
 */
const QUALITY = 0.5;
/**
 * Film grain, as the spread of each pixel's brightness. Noise is what WebP compresses worst: a spread of
 * 7 made the 960 px copy a third larger than 3 for a texture nobody sees at that size (issue 29's budget).
 */
const GRAIN: Record<number, number> = { 960: 3, 480: 2 };

// Runs in the page: rasterise the SVG at twice the size (smoother edges), reduce, add grain, encode.
const RENDER = `async ({ svg, width, height, grain, quality, seed }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
  await image.decode();
  const large = document.createElement('canvas');
  large.width = width * 2;
  large.height = height * 2;
  large.getContext('2d').drawImage(image, 0, 0, large.width, large.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(large, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = (random() + random() + random() - 1.5) * grain;
    pixels.data[i] += noise;
    pixels.data[i + 1] += noise;
    pixels.data[i + 2] += noise;
  }
  context.putImageData(pixels, 0, 0);
  return canvas.toDataURL('image/webp', quality);
}`;

const scenes = { ...cityScenes, ...hotelScenes };
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !(name in scenes));
if (unknown.length > 0) throw new Error(`No scene named ${unknown.join(', ')}; known: ${Object.keys(scenes).join(', ')}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const [name, draw] of Object.entries(scenes)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const svg = draw();
    for (const { width, suffix } of WIDTHS) {
      const args = { svg, width, height: (width * 2) / 3, grain: GRAIN[width], quality: QUALITY, seed: width };
      const dataUrl: string = await page.evaluate(`(${RENDER})(${JSON.stringify(args)})`);
      if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const file = path.join(outDir, `${name}${suffix}.webp`);
      writeFileSync(file, bytes);
      console.log(`${path.relative(repoRoot, file)}: ${width}×${args.height}, ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
