// Issue 13 point 3: the legal pages, the footer on every page, and every consent text linking the
// page it names in a new tab, so a half-done checkout keeps its state.
import { describe, expect, inject, it } from 'vitest';
import { logInThroughUi, registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks } from './booking-steps';
import { expectFooter, expectOpensInNewTab, LEGAL_PAGES } from './legal-steps';
import { DEMO_FESTIVAL } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const LONG_TEST_MS = 120_000;
const [terms, privacy, cancellationPolicy] = LEGAL_PAGES;

describe('legal pages and footer', () => {
  it('shows the footer on home, a festival page, the details page and the dashboard', async () => {
    const account = await registeredAccount(baseUrl, 'legal');
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expectFooter(page, 'home');
      await page.goto(`/festivals/${DEMO_FESTIVAL}`);
      await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
      await expectFooter(page, 'festival page');
      await page.goto('/booking/details');
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await expectFooter(page, 'details page');
      await logInThroughUi(page, account);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await expectFooter(page, 'dashboard');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('renders each legal page with its heading and tab title, reached from the footer', async () => {
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/');
      for (const legal of LEGAL_PAGES) {
        await page.getByRole('contentinfo').getByRole('link', { name: legal.title, exact: true }).click();
        await page.waitForURL((url) => url.pathname === legal.path);
        await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
        await expect.poll(() => page.title()).toBe(`${legal.title} · Poker Festivals`);
      }
      await page.goto('/cancellation-policy');
      await page
        .getByText(`Cancellations 14 days or more before the festival starts are eligible for a full refund.`)
        .waitFor();
      await page.goto('/imprint');
      const imprint = page.getByRole('article', { name: 'Imprint' });
      // the seller in force, as on receipts and invoices: the browser tests' server seeds the demo
      // seller in Settings, which takes the place of the configured one (global setup)
      await imprint.getByText('Poker Festivals Demo GmbH').waitFor();
      expect(await imprint.textContent()).toContain('Kärntner Ring 1');
      expect(await imprint.textContent()).toContain('1010 Vienna, Austria');
      expect(await imprint.textContent()).not.toContain('Poker Festivals E2E GmbH');
      const contact = imprint.getByRole('link', { name: 'support@pokerfestivals.example' });
      expect(await contact.getAttribute('href')).toBe('mailto:support@pokerfestivals.example');
      expect(consoleErrors).toEqual([]);
    });
  });

  it('links the terms and privacy notice of the auth page and of the Authentication dialog in a new tab', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      const notice = page.getByText(/^By logging in or creating an account you agree to our/);
      expect(await notice.textContent()).toBe('By logging in or creating an account you agree to our Terms of Service and Privacy Policy.');
      await page.getByRole('tabpanel').getByLabel('Username', { exact: true }).fill('half-typed');
      await expectOpensInNewTab(page, notice.getByRole('link', { name: 'Terms of Service' }), terms);
      await expectOpensInNewTab(page, notice.getByRole('link', { name: 'Privacy Policy' }), privacy);
      expect(await page.getByRole('tabpanel').getByLabel('Username', { exact: true }).inputValue()).toBe('half-typed');

      await page.goto(`/festivals/${DEMO_FESTIVAL}`);
      await page.getByRole('button', { name: /^Select Room: / }).first().click();
      await page.getByRole('button', { name: 'Continue Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Authentication' });
      await dialog.waitFor();
      const dialogNotice = dialog.getByText(/^By logging in or creating an account you agree to our/);
      await expectOpensInNewTab(page, dialogNotice.getByRole('link', { name: 'Terms of Service' }), terms);
      await expectOpensInNewTab(page, dialogNotice.getByRole('link', { name: 'Privacy Policy' }), privacy);
      expect(await dialog.isVisible(), 'the dialog stays open').toBe(true);
    });
  });

  it(
    'links the details and payment checkboxes to their pages without ticking them or losing the form',
    async () => {
      const account = await registeredAccount(baseUrl, 'legalpay');
      const picks = await packagePicks(baseUrl);
      await withPage(async ({ page, consoleErrors }) => {
        await choosePackageAndLogIn(page, picks, account);
        const form = page.getByRole('form', { name: 'Booking details' });
        await form.getByLabel('Last Name').fill('Novak');
        const termsBox = form.getByRole('checkbox', { name: /^I agree to the terms and conditions/ });
        const privacyBox = form.getByRole('checkbox', { name: /^I agree to the privacy policy/ });
        expect(await termsBox.evaluate((box) => box.closest('label')?.textContent), 'the spec string, links inside').toBe(
          'I agree to the terms and conditions, including the cancellation policy',
        );
        // `has` is looked up inside each label, so it names the checkbox without the form around it
        const termsLabel = form.locator('label', { has: page.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }) });
        const privacyLabel = form.locator('label', { has: page.getByRole('checkbox', { name: /^I agree to the privacy policy/ }) });
        await expectOpensInNewTab(page, termsLabel.getByRole('link', { name: 'terms and conditions' }), terms, termsBox);
        await expectOpensInNewTab(page, termsLabel.getByRole('link', { name: 'cancellation policy' }), cancellationPolicy, termsBox);
        await expectOpensInNewTab(page, privacyLabel.getByRole('link', { name: 'privacy policy' }), privacy, privacyBox);
        expect(await termsBox.getAttribute('aria-checked')).toBe('false');
        expect(await form.getByLabel('Last Name').inputValue(), 'the details form is still filled').toBe('Novak');

        await completeDetails(page);
        const card = page.getByRole('form', { name: 'Card details' });
        await card.getByLabel('Card number').fill('4242 4242 4242 4242');
        const typedCard = await card.getByLabel('Card number').inputValue();
        const payTerms = card.getByRole('checkbox', { name: /^I agree to the terms and conditions/ });
        const payLabel = card.locator('label', { has: page.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }) });
        expect(await payLabel.textContent()).toBe('I agree to the terms and conditions and authorise this payment');
        await expectOpensInNewTab(page, payLabel.getByRole('link', { name: 'terms and conditions' }), terms, payTerms);
        expect(await payTerms.getAttribute('aria-checked')).toBe('false');
        expect(await card.getByLabel('Card number').inputValue(), 'the card form is still filled').toBe(typedCard);
        expect(consoleErrors).toEqual([]);
      });
    },
    LONG_TEST_MS,
  );
});
