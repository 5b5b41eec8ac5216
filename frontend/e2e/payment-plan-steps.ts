// Steps of the payment-plan browser test (issue 31): the policy in force and the schedule the server
// will fix for the demo festival, worked out with the domain's rules, and a schedule table read as
// the player sees it (each payment's cells, in order).
import type { Locator, Page } from 'playwright-core';
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
