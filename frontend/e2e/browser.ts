// Launches the system Chromium with playwright-core (no downloaded browsers) and opens watched pages.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function onPath(command: string): string | undefined {
  try {
    const found = execFileSync('which', [command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH, else `chromium` (or `chromium-browser`) on PATH, else /usr/bin/chromium. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH ?? onPath('chromium') ?? onPath('chromium-browser') ?? '/usr/bin/chromium';
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  if (!existsSync(executablePath)) {
    const strict = process.env.REQUIRE_SERVICES === '1' || Boolean(process.env.CI);
    throw new Error(
      strict
        ? `Chromium is required for the browser tests but was not found at ${executablePath} (set CHROMIUM_PATH).`
        : `Chromium was not found at ${executablePath}; the browser tests cannot run without it. ` +
            'Install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  // launch() gives every browser a fresh temporary profile.
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, apart from the tolerated ones. */
  consoleErrors: string[];
}

/** "Failed to load resource" for an /api/... URL: an endpoint answering an error status. */
export function isFailedApiRequest(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return message.text().startsWith('Failed to load resource') && new URL(url, 'http://x').pathname.startsWith('/api/');
}

/** A page in its own context (cookies, storage) that records console errors as they happen. */
export async function openWatchedPage(
  browser: Browser,
  baseUrl: string,
  options: {
    viewport?: { width: number; height: number };
    tolerate?: (message: ConsoleMessage) => boolean;
    /** Lets tests inject scripts (e.g. axe-core) despite the app's Content Security Policy. */
    bypassCSP?: boolean;
  } = {},
): Promise<WatchedPage> {
  const tolerate = options.tolerate ?? isFailedApiRequest;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !tolerate(message)) {
      consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  trackRequests(page);
  return { context, page, consoleErrors };
}

/** Each watched page's requests under way, from its first one. */
const requestsUnderWay = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const underWay = new Set<Request>();
  requestsUnderWay.set(page, underWay);
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
}

/**
 * Waits until the page has had no request under way for `quietMs`: what Playwright's 'networkidle'
 * waits for, with a shorter quiet spell than its 500 ms. The app's next fetch after an answer starts
 * within a render (a few ms), so 150 ms of quiet means the page has fetched what it will.
 */
export async function networkSettled(page: Page, quietMs = 150): Promise<void> {
  const underWay = requestsUnderWay.get(page);
  if (!underWay) throw new Error('networkSettled needs a page opened by openWatchedPage');
  let quietSince = Date.now();
  const quietFor = () => {
    if (underWay.size > 0) quietSince = Date.now();
    return Date.now() - quietSince;
  };
  await expect.poll(quietFor, { timeout: 30_000, interval: 25, message: 'milliseconds without a request under way' }).toBeGreaterThanOrEqual(quietMs);
}

type PageOptions = Parameters<typeof openWatchedPage>[2];

const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * One Chromium per test file (launched before, closed after), and `withPage` (or `withPhonePage`) to
 * run steps on a fresh page with its own cookies that is closed whatever happens.
 */
export function browserPerFile(baseUrl: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  /** `options.baseUrl` points the page at another server than the file's (one a test started itself). */
  async function withPage(steps: (watched: WatchedPage) => Promise<void>, options?: PageOptions & { baseUrl?: string }): Promise<void> {
    if (!browser) throw new Error('the browser did not start');
    const { baseUrl: otherServer, ...pageOptions } = options ?? {};
    const watched = await openWatchedPage(browser, otherServer ?? baseUrl, pageOptions);
    try {
      await steps(watched);
    } finally {
      await watched.context.close();
    }
  }
  return {
    withPage,
    /** A page on a 390×844 phone, its CSP bypassed so that axe can be injected: the flows followed end to end on a phone. */
    withPhonePage: (steps: (watched: WatchedPage) => Promise<void>) => withPage(steps, { viewport: PHONE_VIEWPORT, bypassCSP: true }),
  };
}
