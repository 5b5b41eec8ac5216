// Test accounts for the browser tests: fresh users made through the real API, the demo seed's
// users, the development mailbox, and logging in through the UI.
import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';

import type { TestAccount } from './demo-seed';

export { demoAdmin, type TestAccount } from './demo-seed';

let counter = 0;

/** A username and e-mail address no other test (or earlier run) has used. */
export function freshAccount(prefix: string): TestAccount {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const username = `${prefix}_${unique}`.slice(0, 30);
  return { username, email: `${username}@example.test`.toLowerCase(), password: 'secret123' };
}

/** Registers the account with POST /api/register from the test itself (not through the page). */
export async function registerThroughApi(baseUrl: string, account: TestAccount): Promise<void> {
  const response = await fetch(new URL('/api/register', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`Registering ${account.username} answered ${response.status}: ${await response.text()}`);
}

/** A fresh account, already registered through the API. */
export async function registeredAccount(baseUrl: string, prefix: string): Promise<TestAccount> {
  const account = freshAccount(prefix);
  await registerThroughApi(baseUrl, account);
  return account;
}

interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** Waits until the development mailbox holds a message for `email` with a link containing `linkPart`. */
export async function waitForMailLink(baseUrl: string, email: string, linkPart: string, timeoutMs = 15_000): Promise<string> {
  return vi.waitFor(
    async () => {
      const response = await fetch(new URL(`/api/dev/mailbox?to=${encodeURIComponent(email)}`, baseUrl));
      expect(response.status, 'the development mailbox').toBe(200);
      const messages = (await response.json()) as MailboxMessage[];
      const link = messages.flatMap((message) => message.links).find((candidate) => candidate.includes(linkPart));
      expect(link, `a mail with a ${linkPart} link to ${email}`).toBeDefined();
      return link!;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/** Fills and sends the Login tab of the auth page the browser is on. */
export async function submitLoginTab(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('tab', { name: 'Login' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Username', { exact: true }).fill(account.username);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /auth, logs in, and waits until the page has moved on to the home page. */
export async function logInThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/auth');
  await submitLoginTab(page, account);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
}
