import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';

const { withPage } = browserPerFile(inject('baseUrl'));

describe('site shell', () => {
  it('loads the home page with the logged-out header and the festival section', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/', { waitUntil: 'networkidle' });
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Home', exact: true }).waitFor();
      expect(await header.getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Festivals', exact: true }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Mobile navigation' }).isVisible()).toBe(false);

      await page.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
      expect(await page.getByRole('link', { name: 'Browse Festivals' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('Poker Festivals');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows the not-found screen for an unknown route', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/no-such-page/here', { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('404 Page Not Found');
      expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });

  it("shows the error page when a screen's code cannot be loaded, and the screen on the next visit", async () => {
    await withPage(async ({ page }) => {
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
      const helpChunk = /\/assets\/help-[\w-]+\.js$/;
      let chunkRequests = 0;
      await page.route(helpChunk, (route) => {
        chunkRequests += 1;
        return route.abort();
      });
      await page.locator('a[href="/help"]').first().click();
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      expect(await page.getByText('This page could not be shown. Please try again.').isVisible()).toBe(true);

      // one request for the missing code, not one per render
      expect(chunkRequests).toBe(1);

      // moving on in the app (back), the screen is asked for again on its next visit
      await page.unroute(helpChunk);
      await page.goBack();
      await page.getByRole('heading', { name: 'Featured Poker Festivals' }).waitFor();
      await page.locator('a[href="/help"]').first().click();
      await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/help');
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    });
  });

  it('sends a visitor from a logged-in screen to /auth', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByRole('heading', { name: 'Login and Register' }).waitFor();
    });
  });

  it('shows the bottom bar and the menu button on a phone-sized screen', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/', { waitUntil: 'networkidle' });
      const bottomBar = page.getByRole('navigation', { name: 'Mobile navigation' });
      await bottomBar.waitFor();
      const labels = (await bottomBar.getByRole('link').allTextContents()).map((text) => text.trim());
      expect(labels).toEqual(['Home', 'Festivals', 'Bookings', 'Login']);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.waitFor();
      expect(await menu.getByRole('link', { name: 'Help & Support' }).isVisible()).toBe(true);
      expect(consoleErrors).toEqual([]);
    }, { viewport: { width: 390, height: 844 } });
  });
});
