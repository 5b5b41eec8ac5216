// `make bench` part 3: the home route's initial JavaScript (gzipped) from the production build,
// and the home page's largest contentful paint in headless Chromium against the local server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startNodeProcess, stop } from './processes';

const dist = path.resolve('frontend/dist');
if (spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { stdio: 'ignore' }).status !== 0) throw new Error('frontend build failed');

// What index.html makes the browser fetch before anything else: its module script and modulepreloads.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
const gzipKb = initial.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;
console.log(`\nHome route initial JavaScript: ${gzipKb.toFixed(1)} KB gzipped in ${initial.length} file(s) (budget 150 KB)`);

const port = await freePort();
const api = await startNodeProcess(
  'backend/src/server.ts',
  [],
  { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-lcp-')), DATABASE_URL: '', REDIS_URL: '' },
  async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const samples: number[] = [];
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  samples.push(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          // Node's DOM-less typings do not know this entry type; Chromium does.
          }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
        }),
    ),
  );
  await context.close();
}
await browser.close();
await stop(api);
samples.sort((a, b) => a - b);
console.log(`Home page largest contentful paint: median ${samples[2]!.toFixed(0)} ms, worst ${samples[4]!.toFixed(0)} ms over 5 cold loads (budget 1000 ms)`);
