import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, logInThroughUi } from './accounts';
import { choose, toast } from './admin-catalogue-steps';
import { browserPerFile } from './browser';
import { describedBy } from './layout-steps';
import { bookAndPay, freshAgent, openDashboardTabUntil, registered } from './loyalty-steps';
import { euros, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

const REASON = 'Goodwill for the delayed airport transfer';

/** Admin → Users → the member's row menu → 'Adjust Loyalty Points'. */
async function openPointsDialog(page: Page, username: string) {
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(username);
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Adjust Loyalty Points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust Loyalty Points' });
  await dialog.waitFor();
  return dialog;
}

async function adjustPointsAsAdmin(page: Page, username: string): Promise<void> {
  await logInThroughUi(page, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const overview = page.getByRole('region', { name: 'Revenue' });
  // the revenue as the one money formatter writes it, thousands separators included (€3,075.00)
  await overview.getByText(/^€\d{1,3}(,\d{3})*\.\d{2}$/).waitFor();
  await expect.poll(async () => Number(await page.getByTestId('overview-usersCount').textContent())).toBeGreaterThan(0);

  const dialog = await openPointsDialog(page, username);
  expect(await dialog.textContent()).toContain(`User: ${username}`);
  const points = dialog.getByLabel('Points to Add/Subtract');
  const reason = dialog.getByLabel('Reason', { exact: true });
  const update = dialog.getByRole('button', { name: 'Update Points' });
  await points.fill('');
  await update.click();
  await toast(page, 'Invalid points');
  await toast(page, 'Please enter a valid number for loyalty points.');
  // the same words under the field, which is marked and described by them
  expect(await points.getAttribute('aria-invalid')).toBe('true');
  expect(await describedBy(points)).toBe('Please enter a valid number for loyalty points.');
  await points.fill('120');
  await reason.fill('   ');
  await update.click();
  await toast(page, 'Reason required');
  await toast(page, 'Please provide a reason for updating loyalty points.');
  expect(await describedBy(reason)).toBe('Please provide a reason for updating loyalty points.');
  await points.fill('-500');
  await reason.fill('Too many points');
  await update.click();
  await toast(page, 'Error');
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to update loyalty points' });
  expect(await refusal.first().textContent()).toMatch(/below zero/);
  // and above the buttons, until the next try
  expect(await dialog.getByRole('alert').filter({ hasText: 'Failed to update loyalty points' }).textContent()).toMatch(/below zero/);

  await points.fill('120');
  await reason.fill(REASON);
  await update.click();
  await toast(page, 'Loyalty points updated');
  await dialog.waitFor({ state: 'detached' });
  // a second opening starts again from 0 and an empty reason
  const again = await openPointsDialog(page, username);
  expect(await again.getByLabel('Points to Add/Subtract').inputValue()).toBe('0');
  expect(await again.getByLabel('Reason', { exact: true }).inputValue()).toBe('');
  await again.getByRole('button', { name: 'Cancel' }).click();
}

async function auditListsTheAdjustment(page: Page, username: string, userId: number): Promise<void> {
  await page.getByRole('tab', { name: 'Loyalty', exact: true }).click();
  await page.getByRole('heading', { name: 'Loyalty Transactions' }).waitFor();
  await choose(page, page.getByRole('tabpanel', { name: 'Loyalty' }), 'User', username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await row.getByText(REASON).waitFor();
  expect(await row.textContent()).toContain('+120');
  expect(await row.textContent()).toContain('Admin adjustment');
  expect(await row.textContent()).toContain(demoAdmin.username);
  await choose(page, page.getByRole('tabpanel', { name: 'Loyalty' }), 'Source', 'Admin adjustment');
  await row.waitFor();

  const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csvHref).toBe(`/api/admin/loyalty-transactions.csv?userId=${userId}&source=adjustment`);
  const csv = await page.request.get(csvHref ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe('id,createdAt,userId,username,points,source,sourceId,description,adminUsername');
  expect(text).toContain(`${username},120,adjustment,,${REASON},${demoAdmin.username}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('loyalty', () => {
  it("an admin's adjustment with a reason reaches the player's dashboard and the audit", async () => {
    const player = await registered(baseUrl, 'loyal');

    await withPage(
      async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await adjustPointsAsAdmin(page, player.account.username);
        await auditListsTheAdjustment(page, player.account.username, player.user.id);
        expect(consoleErrors).toEqual([]);
      },
      { bypassCSP: true },
    );

    await withPage(
      async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await logInThroughUi(page, player.account);
        const points = page.getByTestId('loyalty-points');
        const sidebarPoints = page.getByTestId('sidebar-points');
        await openDashboardTabUntil(page, 'Loyalty Status', async () => (await points.textContent()) === '120' && (await sidebarPoints.textContent()) === '120');
        expect(await page.getByTestId('loyalty-status').textContent()).toBe('Standard Member');
        expect(await page.getByTestId('loyalty-next-tier').textContent()).toBe('380 more points to VIP Member (500 points).');
        const panel = page.getByRole('tabpanel', { name: 'Loyalty Status' });
        await panel.getByText('Book festival packages: earn 10% of the booking value in points.').waitFor();
        await panel.getByText('5% discount on all bookings').waitFor();
        const history = panel.getByRole('row', { name: new RegExp(REASON) });
        expect(await history.textContent()).toContain('+120');
        // a player has no referrals tab
        expect(await page.getByRole('tab', { name: 'My Referrals' }).count()).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
      { bypassCSP: true },
    );
  });

  it("an agent's referred player books, and the agent's My Referrals shows the player and the commission", async () => {
    const agent = await freshAgent(baseUrl);
    const player = await registered(baseUrl, 'referred', agent.user.referralCode);
    const totalCents = await bookAndPay(baseUrl, player.session, 'Maria Novak');
    const commissionEuros = Math.round(((totalCents / 100) * 5) / 100);
    const commission = `€${commissionEuros.toLocaleString('en-US')}`;

    await withPage(
      async ({ page, context, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
        await logInThroughUi(page, agent.account);
        const estimated = page.getByRole('region', { name: 'Estimated Commission' });
        await openDashboardTabUntil(page, 'My Referrals', async () => ((await estimated.textContent()) ?? '').includes(commission));
        const panel = page.getByRole('tabpanel', { name: 'My Referrals' });
        expect(await page.getByTestId('referral-code').textContent()).toBe(agent.user.referralCode);
        expect(await page.getByTestId('sidebar-referral-code').textContent()).toBe(agent.user.referralCode);
        await panel.getByRole('region', { name: 'Total Referred' }).getByText('1', { exact: true }).waitFor();
        expect(await panel.getByRole('row', { name: new RegExp(player.account.username) }).count()).toBe(1);
        expect(await estimated.textContent()).toContain(`5% of ${euros(totalCents)} spent`);
        // the projection: the festival's check-in month carries the whole commission
        const month = panel.getByRole('row', { name: /^Mar 2027/ });
        expect(await month.textContent()).toContain(euros(Math.round((totalCents * 5) / 100)));

        expect(await seriousAxeViolations(page)).toEqual([]);

        await panel.getByRole('button', { name: `Copy referral code ${agent.user.referralCode}` }).click();
        await toast(page, 'Referral code copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(agent.user.referralCode);
        expect(consoleErrors).toEqual([]);
      },
      { bypassCSP: true },
    );
  });
});
