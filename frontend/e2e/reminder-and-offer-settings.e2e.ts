// The trip reminder and the waiting list's offer hours in admin Settings: a value that is not whole
// days or hours is named on its field (aria-invalid, described by the message) and not saved, while
// the sentence keeps the value in force; a good value changes the sentence as it is typed, is saved,
// and says what it does. The settings in force are saved back at the end for the other files.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { inAdminSettings, saveSettingBack, settingInForce } from './admin-settings-steps';
import { browserPerFile } from './browser';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const LONG_TEST_MS = 120_000;
const REMINDER_URL = '/api/admin/settings/trip-reminder';
const OFFERS_URL = '/api/admin/settings/waiting-list';

const reminderForm = (page: Page) => page.getByRole('form', { name: 'Trip reminder' });
const offersForm = (page: Page) => page.getByRole('form', { name: 'Waiting list offers' });

/** A setting in force. */
const inForce = (page: Page, url: string) => settingInForce<{ settings: Record<string, number>; version: number | null }>(page, url);

/** Settings has loaded the trip reminder once its field shows. */
const reminderLoaded = (page: Page) => reminderForm(page).getByLabel('Days before check-in', { exact: true });

/** The field's message, found the way assistive technology finds it: through aria-describedby. */
async function describedBy(field: Locator, page: Page): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe('trip reminder and waiting list offers in admin Settings', () => {
  it(
    'refuses what is not a whole number on its field, previews and saves a good one',
    async () => {
      await inAdminSettings(withPage, reminderLoaded, async ({ page, consoleErrors }) => {
        const reminder = await inForce(page, REMINDER_URL);
        const offers = await inForce(page, OFFERS_URL);
        try {
          const days = reminderForm(page).getByLabel('Days before check-in', { exact: true });
          await days.fill('abc');
          await reminderForm(page).getByText('Enter a whole number of days from 1 to 90').waitFor();
          expect(await days.getAttribute('aria-invalid')).toBe('true');
          expect(await describedBy(days, page)).toBe('Enter a whole number of days from 1 to 90');
          await reminderForm(page).getByText(`Players get a reminder e-mail ${reminder.settings.daysBefore} days before check-in.`).waitFor();
          await days.fill('91');
          await reminderForm(page).getByText('1 to 90 days', { exact: true }).waitFor();
          await reminderForm(page).getByRole('button', { name: 'Save trip reminder' }).click();
          expect((await inForce(page, REMINDER_URL)).version).toBe(reminder.version);
          await days.fill('10');
          await expect.poll(() => days.getAttribute('aria-invalid')).toBeNull();
          expect(await describedBy(days, page)).toBe('1 to 90');
          await reminderForm(page).getByText('Players get a reminder e-mail 10 days before check-in.').waitFor();
          await reminderForm(page).getByRole('button', { name: 'Save trip reminder' }).click();
          await reminderForm(page).getByText('Saved: reminders not sent yet follow the new number of days.').waitFor();
          expect((await inForce(page, REMINDER_URL)).settings).toEqual({ daysBefore: 10 });

          const hours = offersForm(page).getByLabel('Hours an offer holds the room', { exact: true });
          await hours.fill('0');
          await offersForm(page).getByText('Enter a whole number of hours from 1 to 168').waitFor();
          expect(await hours.getAttribute('aria-invalid')).toBe('true');
          await offersForm(page).getByText(`Waiting list offers hold the room for ${offers.settings.offerHours} hours.`).waitFor();
          await hours.fill('1');
          await offersForm(page).getByText('Waiting list offers hold the room for 1 hour.').waitFor();
          await offersForm(page).getByRole('button', { name: 'Save waiting list offers' }).click();
          await offersForm(page).getByText('Saved: offers made from now on hold for the new number of hours.').waitFor();
          expect((await inForce(page, OFFERS_URL)).settings).toEqual({ offerHours: 1 });
          expect(consoleErrors).toEqual([]);
        } finally {
          await saveSettingBack(page, REMINDER_URL, reminder.settings);
          await saveSettingBack(page, OFFERS_URL, offers.settings);
        }
      });
    },
    LONG_TEST_MS,
  );
});
