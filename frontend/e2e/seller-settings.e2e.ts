// The seller's details in admin Settings: the admin gives the hotel a 10 % VAT rate and the seats a
// no-VAT note, saves, and after a reload reads them back; an invalid prefix is named on its field
// and not saved; an empty name warns that invoices wait; the section has no serious axe findings
// and fits 320 px without sideways scrolling. The seeded seller is saved back at the end.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inAdminSettings, openAdminSettings, saveSettingBack, settingInForce } from './admin-settings-steps';
import { seriousAccessibilityViolations } from './admin-catalogue-steps';
import { browserPerFile } from './browser';
import { pageFitsWidth } from './my-bookings-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const LONG_TEST_MS = 180_000;
const SELLER_URL = '/api/admin/settings/seller';
const NAME = 'Poker Festivals Browser Test GmbH';
const ADDRESS = 'Schottenring 3\n1010 Vienna, Austria';
const SEATS_NOTE = 'Tournament buy-ins are not subject to VAT.';

const sellerForm = (page: Page) => page.getByRole('form', { name: 'Seller and invoices' });
const taxGroup = (page: Page, kind: 'Hotel' | 'Tournament seats' | 'Extras') => sellerForm(page).getByRole('group', { name: kind });

/** Settings has loaded the seller once its legal name shows. */
const sellerLoaded = (page: Page) => sellerForm(page).getByLabel('Legal name', { exact: true });

/** The seller in force. */
const sellerInForce = (page: Page) => settingInForce<{ settings: unknown; missing: string[]; version: number | null }>(page, SELLER_URL);

describe('seller and invoices in admin Settings', () => {
  it(
    'saves a seller with a 10 % hotel rate that a reload shows, refuses an invalid prefix on its field, and warns while the name is empty',
    async () => {
      await inAdminSettings(withPage, sellerLoaded, async ({ page, consoleErrors }) => {
        const seeded = await sellerInForce(page);
        // the server seeds a complete demo seller on first start: invoices are issued from the first booking
        expect(seeded).toMatchObject({ missing: [], settings: { legalName: 'Poker Festivals Demo GmbH', taxes: { hotel: { kind: 'rate', ratePercent: 10 } } } });
        expect(await sellerForm(page).getByRole('status').filter({ hasText: 'Invoices are not issued' }).count()).toBe(0);
        try {
          const form = sellerForm(page);
          await form.getByLabel('Legal name', { exact: true }).fill(NAME);
          await form.getByLabel('Address', { exact: true }).fill(ADDRESS);
          await form.getByLabel('VAT or registration number', { exact: true }).fill('ATU99999999');
          await taxGroup(page, 'Hotel').getByRole('radio', { name: 'VAT rate' }).click();
          await taxGroup(page, 'Hotel').getByLabel('VAT rate %', { exact: true }).fill('10');
          await taxGroup(page, 'Tournament seats').getByRole('radio', { name: 'No VAT' }).click();
          await taxGroup(page, 'Tournament seats').getByLabel('Note on the invoice', { exact: true }).fill(SEATS_NOTE);
          await form.getByRole('button', { name: 'Save seller and invoices' }).click();
          await form.getByText('Saved: documents issued from now on name this seller.').waitFor();
          const saved = await sellerInForce(page);
          expect(saved.version).toBeGreaterThan(seeded.version ?? 0);
          expect(saved.settings).toMatchObject({ legalName: NAME, address: ADDRESS, taxes: { hotel: { kind: 'rate', ratePercent: 10 }, tournaments: { kind: 'none', note: SEATS_NOTE } } });

          // what a reload shows is what was saved
          await openAdminSettings(page, sellerLoaded);
          expect(await sellerForm(page).getByLabel('Legal name', { exact: true }).inputValue()).toBe(NAME);
          expect(await sellerForm(page).getByLabel('Address', { exact: true }).inputValue()).toBe(ADDRESS);
          expect(await taxGroup(page, 'Hotel').getByLabel('VAT rate %', { exact: true }).inputValue()).toBe('10');
          expect(await taxGroup(page, 'Tournament seats').getByLabel('Note on the invoice', { exact: true }).inputValue()).toBe(SEATS_NOTE);
          expect(await sellerForm(page).getByRole('status').filter({ hasText: 'Invoices are not issued' }).count()).toBe(0);

          // an invalid prefix: the schema's words on the field, and nothing saved
          const prefix = sellerForm(page).getByLabel('Invoice prefix', { exact: true });
          await prefix.fill('inv 1');
          await sellerForm(page).getByText('Capital letters, digits and dashes, at most 12, starting with a letter or digit').waitFor();
          expect(await prefix.getAttribute('aria-invalid')).toBe('true');
          await sellerForm(page).getByRole('button', { name: 'Save seller and invoices' }).click();
          await sellerForm(page).getByText('Correct the marked fields before saving.').waitFor();
          expect((await sellerInForce(page)).version).toBe(saved.version);
          await prefix.fill('INV');
          await expect.poll(() => prefix.getAttribute('aria-invalid')).toBeNull();

          // an empty name: invoices wait, and the form says so
          await sellerForm(page).getByLabel('Legal name', { exact: true }).fill('');
          await sellerForm(page).getByText("Invoices are not issued until the seller's name and address are filled in.").waitFor();
          await sellerForm(page).getByLabel('Legal name', { exact: true }).fill(NAME);

          expect(await seriousAccessibilityViolations(page)).toEqual([]);
          expect(await pageFitsWidth(page, 320, 568), 'Settings at 320×568: no sideways scrolling').toBe(true);
          expect(consoleErrors).toEqual([]);
        } finally {
          await saveSettingBack(page, SELLER_URL, seeded.settings);
        }
      });
    },
    LONG_TEST_MS,
  );
});
