import { describe, expect, inject, it } from 'vitest';
import { demoAdmin, freshAccount, logInThroughUi, registeredAccount, submitLoginTab, waitForMailLink } from './accounts';
import { browserPerFile } from './browser';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

describe('identity and access', () => {
  it('registers, shows the unverified banner, and hides it once the e-mail link is opened', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      const account = freshAccount('reg');
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel('Username', { exact: true }).fill(account.username);
      await panel.getByLabel('Email', { exact: true }).fill(account.email);
      await panel.getByLabel('Password', { exact: true }).fill(account.password);
      await panel.getByRole('button', { name: 'Register', exact: true }).click();

      const notice = page.getByText('We sent a verification email to');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(account.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      const banner = page.getByRole('region', { name: 'Email verification' });
      await banner.waitFor();
      expect(await page.getByRole('banner').getByText(account.username).isVisible()).toBe(true);
      await banner.getByRole('button', { name: 'Refresh status' }).click();
      await page.getByText('Your verification status has been updated.').waitFor();
      expect(await banner.isVisible()).toBe(true);

      const link = await waitForMailLink(baseUrl, account.email, '/api/verify-email');
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('emailVerified'));
      await page.getByText('Your email address has been verified.').waitFor();
      await banner.waitFor({ state: 'detached' });
      expect(consoleErrors).toEqual([]);
    });
  });

  it('logs in and out through the header', async () => {
    const account = await registeredAccount(baseUrl, 'hdr');
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await submitLoginTab(page, account);

      await page.waitForURL((url) => url.pathname === '/');
      await header.getByRole('button', { name: 'Logout' }).waitFor();
      expect(await header.getByTestId('header-username').textContent()).toBe(account.username);
      expect(await header.getByRole('link', { name: 'Dashboard', exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

      await header.getByRole('button', { name: 'Logout' }).click();
      await header.getByRole('link', { name: 'Login', exact: true }).waitFor();
      expect(await header.getByTestId('header-username').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('refuses a wrong password with the login-failed toast', async () => {
    const account = await registeredAccount(baseUrl, 'bad');
    await withPage(async ({ page }) => {
      await page.goto('/auth');
      await submitLoginTab(page, { ...account, password: 'wrong-password' });
      await page.getByText('Invalid username or password. Please try again.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const account = await registeredAccount(baseUrl, 'pwd');
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/auth');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
      expect(await page.getByText("If an account exists for that email, we've sent password reset instructions.").isVisible()).toBe(true);

      const link = await waitForMailLink(baseUrl, account.email, '/reset-password?token=');
      await page.goto(link);
      const newPassword = 'new-secret-456';
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await submitLoginTab(page, { ...account, password: newPassword });
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();

      // the link works once: a second use lands on the invalid-or-expired screen
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('heading', { name: 'Invalid or Expired Link' }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sends an anonymous visitor of /dashboard to /auth and back to /dashboard after login', async () => {
    const account = await registeredAccount(baseUrl, 'ret');
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard');
      await submitLoginTab(page, account);

      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).searchParams.get('restoreBooking')).toBe('true');
      const sidebar = page.getByRole('complementary', { name: 'Account' });
      await sidebar.getByRole('heading', { name: account.username }).waitFor();
      expect(await sidebar.getByText('Player', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'My Referrals' }).count()).toBe(0);
      // the empty bookings list shows once the player's orders have been read
      await page.getByRole('link', { name: 'Browse Festivals' }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  });

  it('sends a player who opens /admin to the home page', async () => {
    const account = await registeredAccount(baseUrl, 'ply');
    await withPage(async ({ page }) => {
      await logInThroughUi(page, account);
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    });
  });

  it('lets an admin find a new user and make them an agent', async () => {
    const account = await registeredAccount(baseUrl, 'agt');
    await withPage(async ({ page, consoleErrors }) => {
      await logInThroughUi(page, demoAdmin);
      await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'User Management' }).waitFor();

      await page.getByPlaceholder('Search users...').fill(account.username.toUpperCase());
      const row = page.getByRole('row').filter({ hasText: account.email });
      await row.waitFor();
      expect(await page.getByRole('row').count()).toBe(2); // the header row and the match
      expect(await row.getByText('Player', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByRole('img', { name: 'Not verified' }).isVisible()).toBe(true);

      await row.getByRole('button', { name: `Actions for ${account.username}` }).click();
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('menuitem', { name: 'Set as Player' }).getAttribute('aria-disabled')).toBe('true');
      await menu.getByRole('menuitem', { name: 'Set as Agent' }).click();
      // a role changes only once confirmed: Cancel leaves the player a player
      let dialog = page.getByRole('alertdialog', { name: 'Change role' });
      await dialog.getByText(`Set ${account.username} as Agent?`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await row.getByText('Player', { exact: true }).isVisible()).toBe(true);
      await row.getByRole('button', { name: `Actions for ${account.username}` }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Set as Agent' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('User role updated').waitFor();
      await row.getByText('Agent', { exact: true }).waitFor();

      // the server refuses an admin's own demotion, and the page says why
      await page.getByPlaceholder('Search users...').fill(demoAdmin.username);
      const own = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for ${demoAdmin.username}`, exact: true }) });
      await own.getByRole('button', { name: `Actions for ${demoAdmin.username}`, exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Set as Player' }).click();
      dialog = page.getByRole('alertdialog', { name: 'Change role' });
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Failed to update user role: You cannot remove your own admin role; ask another admin to do it.').waitFor();
      // the page behind a closing dialog is hidden from the accessibility tree until the dialog is gone
      await dialog.waitFor({ state: 'hidden' });
      expect(await own.getByText('Admin', { exact: true }).isVisible()).toBe(true);

      await page.getByPlaceholder('Search users...').fill('no-such-user-anywhere');
      await page.getByText('No users found matching your search').waitFor();
      expect(consoleErrors).toEqual([]);
    });
  });
});
