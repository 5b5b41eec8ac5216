// Steps of the promotions browser test (issue 32): the demo admin's calls made from the test itself
// (a voucher code, a player's credit), a code no other test or run has used, the price the server
// will put on the demo package with a percentage code, and the order summary's code field as a
// player uses it.
import type { Locator, Page } from 'playwright-core';
import { percentOfCents, type AdminUser, type CreditView, type VoucherView } from '@pokerfest/domain';
import { demoAdminCookie } from './demo-seed';

async function asAdmin<T>(baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { Cookie: await demoAdminCookie(baseUrl), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

let codes = 0;

/** A code no other test or run has used: `prefix` and a few letters of the clock. */
export function freshCode(prefix: string): string {
  codes += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${codes}`.slice(0, 40);
}

/** POST /api/admin/vouchers: a percentage code for every festival unless said otherwise. */
export function createVoucher(baseUrl: string, body: { code: string; discountType: 'percent' | 'amount'; value: number; productId?: string; active?: boolean }): Promise<VoucherView> {
  return asAdmin<VoucherView>(baseUrl, 'POST', '/api/admin/vouchers', body);
}

/** POST /api/admin/users/{id}/credit for the player with this username. */
export async function grantCredit(baseUrl: string, username: string, amount: number, reason: string): Promise<CreditView> {
  const users = await asAdmin<AdminUser[]>(baseUrl, 'GET', '/api/admin/users');
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No user ${username}`);
  return asAdmin<CreditView>(baseUrl, 'POST', `/api/admin/users/${user.id}/credit`, { amount, reason });
}

/** The price of a package of `subtotalCents` under a percentage code, as the server works it out. */
export function withPercentCode(subtotalCents: number, percent: number) {
  const discountCents = percentOfCents(subtotalCents, percent);
  return { discountCents, totalCents: subtotalCents - discountCents };
}

/** Types `code` into the summary's code field (opening it first) and applies it. */
export async function applyCode(summary: Locator, code: string): Promise<void> {
  const opener = summary.getByRole('button', { name: 'Have a code?' });
  if (await opener.isVisible()) await opener.click();
  await summary.getByRole('textbox', { name: 'Voucher code', exact: true }).fill(code);
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
}

/** The festival page's Order Summary card. */
export const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
