// Steps of the loyalty browser tests: sessions on the real API (an agent made by the admin, a
// player registered with the agent's code who books and pays with the demo card), and waiting for
// read models that other sessions' writes reach a moment later.
import type { Page } from 'playwright-core';
import type { PublicUser } from '@pokerfest/domain';
import { expect } from 'vitest';
import { demoAdmin, freshAccount, type TestAccount } from './accounts';
import { wizardPicks } from './booking-wizard-steps';
import { apiPayWithDemoCard } from './demo-card-steps';
import { DEMO_FESTIVAL } from './shop-steps';

/** One API session, as a browser would hold it: the session cookie kept between calls. */
export class ApiSession {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const sid = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0] ?? '';
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

export async function apiLogin(baseUrl: string, account: TestAccount): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  await session.call('POST', '/api/login', { username: account.username, password: account.password });
  return session;
}

/** Registers a fresh account (with a referral code when given) and keeps its session. */
export async function registered(baseUrl: string, prefix: string, referralCode?: string) {
  const account = freshAccount(prefix);
  const session = new ApiSession(baseUrl);
  const user = await session.call<PublicUser>('POST', '/api/register', { ...account, ...(referralCode ? { referralCode } : {}) });
  return { account, user, session };
}

/** A fresh agent: registered, then promoted by the demo admin. */
export async function freshAgent(baseUrl: string) {
  const agent = await registered(baseUrl, 'agent');
  const admin = await apiLogin(baseUrl, demoAdmin);
  await admin.call('PATCH', `/api/admin/users/${agent.user.id}/role`, { role: 'agent' });
  return agent;
}

/** The player books the demo festival's room, seat and extra and pays with the 4242 demo card; answers the total in cents. */
export async function bookAndPay(baseUrl: string, player: ApiSession, fullName: string): Promise<number> {
  const picks = await wizardPicks(baseUrl);
  const order = await player.call<{ id: string }>('POST', '/api/orders', {
    productId: DEMO_FESTIVAL,
    hotelId: picks.room.id,
    nights: 4,
    totalPrice: picks.totalCents / 100,
    status: 'pending',
    tournaments: [picks.seat.id],
    extras: [picks.extra.id],
    customerFullName: fullName,
    customerEmail: 'player@example.test',
    customerPhone: '+43 660 1234567',
  });
  await apiPayWithDemoCard(player, order.id, picks.totalCents / 100, fullName);
  return picks.totalCents;
}

/**
 * Opens a dashboard tab and waits until `ready` holds, reloading in between: the page reads
 * projections that another session's writes (an admin, a payment webhook) reach a moment later.
 */
export async function openDashboardTabUntil(page: Page, tab: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const shown = async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('tabpanel', { name: tab }).getByRole('heading', { name: tab, level: 2 }).waitFor();
    return ready();
  };
  await expect.poll(shown, { timeout: timeoutMs, interval: 1_000, message: `the dashboard's ${tab} tab showing what the test waits for` }).toBe(true);
}

