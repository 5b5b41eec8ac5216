// `make bench` part 3 (alone: `npm run bench:frontend`): the delivery budget as users get it. The
// production build is served by the real server; headless Chromium makes cold first visits to the
// home page and a festival page and reports the bytes actually transferred and the largest
// contentful paint, unthrottled and on a throttled profile, beside the targets.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, THROTTLED, UNTHROTTLED, visit, type Profile, type Visit } from './page-load';
import { freePort, startNodeProcess, stop } from './processes';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const PAGES = [
  // `ready`: a heading that shows once the page has its content (the home page's festival cards come from the API)
  { name: 'home', path: '/', transferBudgetKb: 200, ready: 'Vienna Spring Poker Festival' },
  { name: 'festival', path: '/festivals/vienna-spring-2027', transferBudgetKb: undefined, ready: 'Vienna Spring Poker Festival' },
];
const LCP_BUDGET_MS: Record<string, number> = { [THROTTLED.name]: 2500, [UNTHROTTLED.name]: 500 };

const dist = path.resolve('frontend/dist');
if (spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { stdio: 'ignore' }).status !== 0) throw new Error('frontend build failed');

// What index.html makes the browser fetch before anything else: its module script, modulepreloads and stylesheets.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const brotliKb = (files: string[]) => files.reduce((sum, file) => sum + brotliCompressSync(readFileSync(path.join(dist, file))).length, 0) / 1024;
const initialJs = initial.filter((file) => file.endsWith('.js'));
const initialCss = initial.filter((file) => file.endsWith('.css'));
console.log(
  `\nHome route initial assets (brotli): JavaScript ${brotliKb(initialJs).toFixed(1)} KB in ${initialJs.length} file(s), CSS ${brotliKb(initialCss).toFixed(1)} KB in ${initialCss.length} file(s)`,
);

const port = await freePort();
const api = await startNodeProcess(
  'dist/server/api.js',
  [],
  { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-lcp-')), DATABASE_URL: '', REDIS_URL: '' },
  async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, budget: number | undefined, unit: (n: number) => string) =>
  budget === undefined ? '' : value <= budget ? ` (target ≤ ${unit(budget)}: met)` : ` (target ≤ ${unit(budget)}: ${unit(value - budget)} over)`;
const ms = (n: number) => `${Math.round(n)} ms`;

try {
  // One warm-up visit so the server's first-request work (catalogue cache, file handles) is not measured.
  await visit(browser, `http://localhost:${port}/`, UNTHROTTLED, PAGES[0]!.ready);
  console.log(`Cold first visits in headless Chromium, median of ${RUNS}; throttled = ${describe(THROTTLED)}`);
  for (const page of PAGES) {
    const url = `http://localhost:${port}${page.path}`;
    const results = new Map<string, Visit[]>();
    for (const profile of [UNTHROTTLED, THROTTLED]) {
      const runs: Visit[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, url, profile, page.ready));
      results.set(profile.name, runs);
    }
    const cold = results.get(UNTHROTTLED.name)!;
    const bytes = median(cold.map((v) => v.totalBytes));
    const byType = [...cold[0]!.bytesByType].sort((a, b) => b[1] - a[1]).map(([type, n]) => `${type.toLowerCase()} ${kb(n)}`);
    console.log(`${page.name} (${page.path}): transferred ${kb(bytes)}${verdict(bytes, page.transferBudgetKb && page.transferBudgetKb * 1024, kb)}  [${byType.join(', ')}]`);
    for (const profile of [THROTTLED, UNTHROTTLED]) {
      const lcp = median(results.get(profile.name)!.map((v) => v.lcpMs));
      const fcp = median(results.get(profile.name)!.map((v) => v.fcpMs));
      const app = median(results.get(profile.name)!.map((v) => v.appMs));
      console.log(
        `  largest contentful paint, ${profile.name}: ${ms(lcp)}${verdict(lcp, LCP_BUDGET_MS[profile.name], ms)}; first contentful paint ${ms(fcp)}; app's own page ${ms(app)}`,
      );
    }
    const uncompressed = [...new Set(cold.flatMap((v) => v.uncompressed))];
    if (uncompressed.length > 0) console.log(`  sent without content encoding: ${uncompressed.join(', ')}`);
  }
} finally {
  await browser.close();
  await stop(api);
}

function describe(profile: Profile): string {
  return `${profile.latencyMs} ms round trip, ${profile.downBitsPerSecond / 1e6} Mbit/s down, ${profile.upBitsPerSecond / 1e3} kbit/s up, ${profile.cpuSlowdown}× CPU slow-down`;
}
