// One cold first visit to a page in headless Chromium, measured the way a user gets it: the bytes
// that crossed the wire (encodedDataLength of every response, headers included, after whatever
// content encoding the server chose) and the largest contentful paint, optionally under a
// throttled network and CPU set through the DevTools protocol.
import type { Browser } from 'playwright-core';

export interface Profile {
  name: string;
  /** Round trip added to every request, ms. */
  latencyMs: number;
  /** Download and upload speed in bits per second; 0 means not limited. */
  downBitsPerSecond: number;
  upBitsPerSecond: number;
  /** 4 means the page's main thread runs four times slower. */
  cpuSlowdown: number;
}

export const UNTHROTTLED: Profile = { name: 'unthrottled', latencyMs: 0, downBitsPerSecond: 0, upBitsPerSecond: 0, cpuSlowdown: 1 };
/** The "real network": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 4× slower CPU. */
export const THROTTLED: Profile = { name: 'throttled', latencyMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, cpuSlowdown: 4 };

/** The server's default COMPRESSION_THRESHOLD_BYTES: a smaller body goes out as it is, by design. */
const UNCOMPRESSED_LIMIT = 1024;

/** Notes (as `appMs`) when the app's first render removed the first HTML's shell: its page works from then on. */
const SHELL_REPLACED = `
  let shellSeen = false;
  new MutationObserver((_, observer) => {
    if (document.querySelector('.boot-header')) shellSeen = true;
    else if (shellSeen) { globalThis.appMs = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

export interface Visit {
  /** Bytes received for every request of the visit, by Chromium's resource type. */
  bytesByType: Map<string, number>;
  totalBytes: number;
  lcpMs: number;
  /** First contentful paint: when the first text or image (the static shell's header) showed. */
  fcpMs: number;
  /** When the app had replaced the first HTML's shell with its own page (the page works from then on). */
  appMs: number;
  /** Responses whose body came without a content encoding although at least 1 KB (what compression should have caught). */
  uncompressed: string[];
}

/**
 * `ready` names the heading that shows once the page has its content: network idle alone comes too
 * early on the throttled CPU, where the app may still be rendering while nothing is on the wire.
 */
export async function visit(browser: Browser, url: string, profile: Profile, ready: string): Promise<Visit> {
  // A fresh context: empty HTTP cache, no cookies, no service worker.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (profile.latencyMs > 0 || profile.downBitsPerSecond > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downBitsPerSecond > 0 ? profile.downBitsPerSecond / 8 : -1,
        uploadThroughput: profile.upBitsPerSecond > 0 ? profile.upBitsPerSecond / 8 : -1,
      });
    }
    if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

    const requests = new Map<string, { type: string; url: string; encoding: string | undefined; bodyBytes: number }>();
    const bytesByType = new Map<string, number>();
    const uncompressed: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
      requests.set(event.requestId, { type: event.type, url: event.response.url, encoding: headers['content-encoding'], bodyBytes: Number(headers['content-length'] ?? 0) });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      const type = request?.type ?? 'Other';
      bytesByType.set(type, (bytesByType.get(type) ?? 0) + event.encodedDataLength);
      if (request && !request.encoding && request.bodyBytes >= UNCOMPRESSED_LIMIT && !/^(Image|Font|Media)$/.test(type)) {
        uncompressed.push(`${new URL(request.url).pathname} (${(event.encodedDataLength / 1024).toFixed(1)} KB)`);
      }
    });

    await page.addInitScript({ content: SHELL_REPLACED });
    // Observed from the page's first script on: every candidate, the last one being the largest paint.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (globalThis as unknown as { lcpCandidates: number[] }).lcpCandidates = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.startTime);
        // Node's DOM-less typings do not know this entry type; Chromium does.
      }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // the shell may already show the heading (ADR 0026): wait for the app's own page too, so a larger
    // paint it makes later still counts
    await page.locator('.boot-header').waitFor({ state: 'detached', timeout: 120_000 });
    await page.getByRole('heading', { name: ready }).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const candidates = await page.evaluate(() => (globalThis as unknown as { lcpCandidates: number[] }).lcpCandidates);
    const lcpMs = candidates[candidates.length - 1] ?? Number.NaN;
    const appMs = await page.evaluate(() => (globalThis as unknown as { appMs: number }).appMs);
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    const totalBytes = [...bytesByType.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { bytesByType, totalBytes, lcpMs, fcpMs, appMs, uncompressed };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
