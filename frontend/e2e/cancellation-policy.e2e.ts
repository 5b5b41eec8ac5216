// The cancellation policy, edited by the admin in Settings and stated from it everywhere: the late
// tier set to 50% is what an anonymous visitor reads on /cancellation-policy and /help at once; an
// invalid edit is refused with the schema's words; the editor works by keyboard, fits 320 px and
// has no serious axe findings. The default policy is saved back at the end for the other files.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_CANCELLATION_POLICY } from '@pokerfest/domain';
import { inAdminSettings, openAdminSettings, saveSettingBack } from './admin-settings-steps';
import { seriousAccessibilityViolations } from './admin-catalogue-steps';
import { browserPerFile } from './browser';
import { pageFitsWidth } from './my-bookings-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const LONG_TEST_MS = 180_000;

const FIRST_SENTENCE = 'Cancellations 14 days or more before the festival starts are eligible for a full refund.';
const HALF_SENTENCE = "Cancellations less than 14 days before the festival's first day are refunded at 50%.";
const PERCENT_LABELS = ['Hotel %', 'Paid tournament seats %', 'Extras %'];

const tier = (page: Page, n: number) => page.getByRole('group', { name: `Tier ${n}` });

/** Settings has loaded the policy once its editor shows the second tier. */
const policyEditor = (page: Page) => tier(page, 2);

describe('cancellation policy in admin Settings', () => {
  it(
    'saves a 50% late tier that an anonymous visitor reads at once, and refuses an invalid edit',
    async () => {
      await inAdminSettings(withPage, policyEditor, async ({ page, consoleErrors }) => {
        try {
          const late = tier(page, 2);
          for (const label of PERCENT_LABELS) await late.getByLabel(label, { exact: true }).fill('50');
          const preview = page.getByRole('region', { name: 'Preview' });
          await preview.getByText(HALF_SENTENCE).waitFor();
          expect(await preview.getByRole('listitem').allTextContents()).toEqual([FIRST_SENTENCE, HALF_SENTENCE]);
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await page.getByText('Cancellation policy saved').waitFor();

          await withPage(async ({ page: visitor, consoleErrors: visitorErrors }) => {
            await visitor.goto('/cancellation-policy');
            const text = visitor.getByRole('article', { name: 'Cancellation Policy' });
            await text.getByText(HALF_SENTENCE).waitFor();
            await text.getByText(FIRST_SENTENCE).waitFor();
            expect(await text.textContent()).not.toContain('nothing is refunded');
            await visitor.goto('/help');
            await visitor.getByRole('region', { name: 'Cancellation policy' }).getByText(HALF_SENTENCE).waitFor();
            expect(visitorErrors).toEqual([]);
          });

          // the saved policy is what the editor shows after a reload
          await openAdminSettings(page, policyEditor);
          expect(await tier(page, 2).getByLabel('Extras %', { exact: true }).inputValue()).toBe('50');

          // an overlap: the schema's message on the field, and no save
          await tier(page, 2).getByLabel('To days', { exact: true }).fill('20');
          await tier(page, 2).getByText('Tier 2 overlaps tier 1: it must end at 13 days').waitFor();
          await page.getByText('The preview shows once every tier is valid.').waitFor();
          await page.getByRole('button', { name: 'Save', exact: true }).click();
          await page.getByText('Correct the marked fields before saving.').waitFor();
          expect(await tier(page, 2).getByLabel('To days', { exact: true }).getAttribute('aria-invalid')).toBe('true');
          await tier(page, 2).getByLabel('To days', { exact: true }).fill('13');
          await page.getByRole('region', { name: 'Preview' }).getByText(HALF_SENTENCE).waitFor();

          // by keyboard: a tier added and removed again
          await page.getByRole('button', { name: 'Add tier' }).focus();
          await page.keyboard.press('Enter');
          await tier(page, 3).waitFor();
          expect(await tier(page, 2).getByLabel('From days', { exact: true }).inputValue()).toBe('7');
          await tier(page, 3).getByRole('button', { name: 'Remove tier 3' }).focus();
          await page.keyboard.press('Space');
          await expect.poll(() => tier(page, 3).count()).toBe(0);
          expect(await tier(page, 2).getByLabel('From days', { exact: true }).inputValue()).toBe('0');

          expect(await seriousAccessibilityViolations(page)).toEqual([]);
          expect(await pageFitsWidth(page, 320), 'Settings at 320 px: no sideways scrolling').toBe(true);
          expect(consoleErrors).toEqual([]);
        } finally {
          await saveSettingBack(page, '/api/admin/settings/cancellation-policy', DEFAULT_CANCELLATION_POLICY);
        }
      });
    },
    LONG_TEST_MS,
  );
});
