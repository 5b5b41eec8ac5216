// Steps of the payment-plan browser test (issue 31): the policy in force and the schedule the server
// will fix for the demo festival, worked out with the domain's rules, a schedule table read as the
// player sees it (each payment's cells, in order), the payment intents the page asks for, and the
// admin Orders tab filtered by what bookings paid in parts owe.
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { calendarDayOf, formatDay, planTerms, type FestivalView, type PaymentPlanPolicyView } from '@pokerfest/domain';
import { pageFitsWidth } from './my-bookings-steps';
import { DEMO_FESTIVAL, euros, seriousAxeViolations } from './shop-steps';

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The deposit plan's two payments for a booking of `totalCents` of the demo festival made today, in the words the tables use. */
export async function depositPlanFor(baseUrl: string, totalCents: number) {
  const policy = await getJson<PaymentPlanPolicyView>(baseUrl, '/api/payment-plans');
  expect(policy.enabled, 'payment plans are on for the demo festival').toBe(true);
  const festival = await getJson<FestivalView>(baseUrl, `/api/products/${DEMO_FESTIVAL}`);
  const now = new Date();
  const terms = planTerms({ kind: 'deposit' }, { policy, policyVersion: policy.version, festivalStart: festival.startDate.slice(0, 10), totalCents, now });
  if (!terms) throw new Error('The deposit plan has no terms');
  const [deposit, balance] = terms.schedule;
  if (!deposit || !balance) throw new Error(`The deposit plan has ${terms.schedule.length} payments`);
  return {
    policy,
    depositCents: deposit.amountCents,
    balanceCents: balance.amountCents,
    today: formatDay(calendarDayOf(now)),
    balanceDay: formatDay(terms.balanceDueDate),
    deposit: euros(deposit.amountCents),
    balance: euros(balance.amountCents),
  };
}

/** Each payment of the schedule table in `scope`: its cells' words (payment, due, amount, and status once placed). */
export function scheduleIn(scope: Locator): Promise<string[][]> {
  return scope
    .getByTestId('payment-schedule')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** No sideways scrolling at 390 and 320 px, and no serious axe findings. */
export async function fitsPhonesAndAxe(page: Page, what: string): Promise<void> {
  expect(await pageFitsWidth(page, 390), `${what} at 390 px: no sideways scrolling`).toBe(true);
  expect(await pageFitsWidth(page, 320, 568), `${what} at 320 px: no sideways scrolling`).toBe(true);
  expect(await seriousAxeViolations(page), `${what}: axe`).toEqual([]);
}

/** One POST /api/create-payment-intent as the page sent it. */
export interface SentIntent {
  autoCharge: boolean;
  idempotencyKey: string | null;
}

/** Records every payment intent the page asks for, with or without consent to automatic charges. */
export function recordIntents(page: Page): SentIntent[] {
  const sent: SentIntent[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/create-payment-intent')) return;
    const body = request.postDataJSON() as { autoCharge?: boolean } | null;
    sent.push({ autoCharge: body?.autoCharge === true, idempotencyKey: request.headers()['idempotency-key'] ?? null });
  });
  return sent;
}

/** The answer to the next consented payment intent: the card form pays it once it is in. */
export function consentedIntentAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().endsWith('/api/create-payment-intent')) return false;
    return (request.postDataJSON() as { autoCharge?: boolean } | null)?.autoCharge === true;
  });
}

/**
 * The admin Orders tab filtered by Payment, and the row of `orderId` once the filtered list shows it.
 * The list keeps the previous filter's rows while the next ones load, so the filtered answer is
 * awaited before the row is looked for; another session's write may reach the list a moment later,
 * so the page is read again until it does.
 */
export async function adminRowUnderPayment(page: Page, orderId: string, filter: 'Partly paid' | 'Overdue'): Promise<Locator> {
  const reference = `NF-${orderId.slice(0, 4).toUpperCase()}`;
  const row = page.getByRole('row').filter({ has: page.getByTestId('order-reference').getByText(reference, { exact: true }) });
  const query = filter === 'Overdue' ? 'payment=overdue' : 'payment=partly_paid';
  const listed = async () => {
    await page.getByRole('tab', { name: 'Orders' }).click();
    const filtered = page.waitForResponse((response) => response.url().includes('/api/admin/orders?') && response.url().includes(query));
    await page.getByRole('combobox', { name: 'Payment', exact: true }).click();
    await page.getByRole('option', { name: filter, exact: true }).click();
    await filtered;
    const shown = await row.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) await page.reload();
    return shown;
  };
  await expect.poll(listed, { timeout: 30_000, interval: 0, message: `the admin Orders tab listing ${reference} as ${filter}` }).toBe(true);
  return row;
}

