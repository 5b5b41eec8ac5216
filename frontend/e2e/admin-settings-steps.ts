// The steps every admin Settings file takes: the demo admin opens Settings, reads a setting in force
// through the session, and saves it back at the end, since the other browser files expect it as it was.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { demoAdmin, logInThroughUi } from './accounts';
import type { browserPerFile, WatchedPage } from './browser';

type WithPage = ReturnType<typeof browserPerFile>['withPage'];

/** admin → Settings, open once `ready` shows (the section under test has loaded). */
export async function openAdminSettings(page: Page, ready: (page: Page) => Locator): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await ready(page).waitFor();
}

/** Steps on a page where the demo admin has Settings open; its CSP is bypassed so that axe can be injected. */
export function inAdminSettings(withPage: WithPage, ready: (page: Page) => Locator, steps: (watched: WatchedPage) => Promise<void>): Promise<void> {
  return withPage(
    async (watched) => {
      await logInThroughUi(watched.page, demoAdmin);
      await openAdminSettings(watched.page, ready);
      await steps(watched);
    },
    { bypassCSP: true },
  );
}

/** A setting in force (GET /api/admin/settings/…), through the admin's session. */
export function settingInForce<View>(page: Page, url: string): Promise<View> {
  return page.evaluate(async (at) => (await fetch(at)).json() as Promise<View>, url);
}

/** PUTs a setting back through the admin's session. */
export async function saveSettingBack(page: Page, url: string, settings: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ at, body }) => (await fetch(at, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { at: url, body: settings },
  );
  expect(status).toBe(200);
}
