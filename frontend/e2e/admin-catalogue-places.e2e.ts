import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAdmin, logInThroughUi } from './accounts';
import { choose, dragMarker, toast, tolerateOfflineMap } from './admin-catalogue-steps';
import { browserPerFile } from './browser';

const { withPage } = browserPerFile(inject('baseUrl'));

/** Answers the next browser confirm() with `accept`, after checking its question. */
function answerConfirm(page: Page, question: string, accept: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const asked = dialog.message();
      const answered = accept ? dialog.accept() : dialog.dismiss();
      void answered.then(() => (asked === question ? resolve() : reject(new Error(`confirm asked "${asked}"`))));
    });
  });
}

async function openAdminTab(page: Page, tab: string): Promise<void> {
  page.setDefaultTimeout(15_000);
  await logInThroughUi(page, demoAdmin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
}

/** Not an image at all, though named like one: the server refuses it by its content. */
const NOT_AN_IMAGE = { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text') };

describe('admin casinos and hotels', () => {
  it('adds, finds, edits and deletes a casino; the picker works offline; a casino in use is kept', async () => {
    const name = `Casino Graz ${Date.now().toString(36)}`;
    await withPage(async ({ page, consoleErrors }) => {
      await openAdminTab(page, 'Casinos');
      await page.getByRole('rowheader', { name: 'Banco Casino Bratislava' }).waitFor();

      await page.getByRole('button', { name: 'Add Casino' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Casino' });
      await dialog.getByText('Map unavailable offline — enter the coordinates below.').waitFor();
      // Enter in the search box searches (offline: nothing found) and does not submit the form
      await dialog.getByPlaceholder('Search for a location...').fill('Graz');
      await dialog.getByPlaceholder('Search for a location...').press('Enter');
      await dialog.getByRole('button', { name: 'Find' }).click();
      expect(await dialog.getByText('Name must be at least 3 characters').count()).toBe(0);

      // the marker still drags without tiles and reports 6-decimal coordinates
      await dragMarker(page, dialog, { right: 80, down: 40 });
      const latitude = dialog.getByLabel('Latitude', { exact: true });
      await expect.poll(() => latitude.inputValue()).toMatch(/^\d{2}\.\d{6}$/);
      expect(await dialog.getByLabel('Longitude', { exact: true }).inputValue()).toMatch(/^\d{2}\.\d{6}$/);

      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('Card room with twelve tables in the old town.');
      await dialog.getByLabel('Location', { exact: true }).fill('Landhausgasse 10, Graz');
      await dialog.getByLabel('Website', { exact: true }).fill('https://casino-graz.example');
      await dialog.getByLabel('Contact Info', { exact: true }).fill('poker@graz.example');
      await dialog.getByRole('button', { name: 'Create Casino' }).click();
      await toast(page, 'Casino created');
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.getByRole('link', { name: 'https://casino-graz.example' }).getAttribute('href')).toBe('https://casino-graz.example');

      const search = page.getByLabel('Search casinos');
      await search.fill('LANDHAUSGASSE');
      await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
      await search.fill('no such casino anywhere');
      await page.getByText('No casinos found matching your search').waitFor();
      await search.fill('');

      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Casino' });
      await editDialog.getByLabel('Contact Info', { exact: true }).fill('+43 316 000000');
      await editDialog.getByRole('button', { name: 'Update Casino' }).click();
      await toast(page, 'Casino updated');
      await row.getByText('+43 316 000000').waitFor();

      const kept = answerConfirm(page, 'Are you sure you want to delete this casino?', false);
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await kept;
      const removed = answerConfirm(page, 'Are you sure you want to delete this casino?', true);
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await removed;
      await toast(page, 'Casino deleted');
      await row.waitFor({ state: 'detached' });

      // a festival uses the demo casino: the server refuses, and its reason is shown
      const refused = answerConfirm(page, 'Are you sure you want to delete this casino?', true);
      await page.getByRole('button', { name: 'Delete Banco Casino Bratislava' }).click();
      await refused;
      await page.locator('[data-sonner-toast]').getByText(/^Failed to delete casino: .+/).waitFor();
      expect(await page.getByRole('rowheader', { name: 'Banco Casino Bratislava' }).count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    }, { tolerate: tolerateOfflineMap });
  }, 120_000);

  it('saves a hotel without a broken picture, edits and deletes it; a broken festival picture blocks the save', async () => {
    const name = `Hotel Elephant ${Date.now().toString(36)}`;
    await withPage(async ({ page, consoleErrors }) => {
      await openAdminTab(page, 'Hotels');
      await page.getByRole('button', { name: 'Add Hotel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Hotel' });
      await dialog.getByLabel('Hotel Name', { exact: true }).fill(name);
      await dialog.getByLabel('Description', { exact: true }).fill('Historic hotel on the main square.');
      await dialog.getByLabel('Location', { exact: true }).fill('Hauptplatz 3, Graz');
      await dialog.getByLabel('Hotel Image', { exact: true }).setInputFiles(NOT_AN_IMAGE);
      await dialog.getByRole('button', { name: 'Add Hotel' }).click();
      await page.locator('[data-sonner-toast]').getByText('Image Upload Failed').waitFor({ state: 'attached' });
      await toast(page, 'Hotel added successfully');
      const card = page.getByRole('heading', { name, exact: true });
      await card.waitFor();

      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Hotel' });
      await choose(page, editDialog, 'Star Rating', '★★★★★ (5)');
      await editDialog.getByLabel('Hotel Name', { exact: true }).fill(`${name} Graz`);
      await editDialog.getByRole('button', { name: 'Update Hotel' }).click();
      await toast(page, 'Hotel updated successfully');
      await page.getByRole('heading', { name: `${name} Graz`, exact: true }).waitFor();

      await page.getByRole('button', { name: `Delete ${name} Graz` }).click();
      const confirm = page.getByRole('alertdialog');
      expect(await confirm.textContent()).toContain(`“${name} Graz”`);
      expect(await confirm.textContent()).toContain('cannot be undone');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Hotel deleted successfully');
      await page.getByRole('heading', { name: `${name} Graz`, exact: true }).waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Festivals' }).click();
      await page.getByRole('button', { name: 'Add Festival' }).click();
      const festival = page.getByRole('dialog', { name: 'Add Festival' });
      await festival.getByLabel('Name', { exact: true }).fill(`Broken Picture Cup ${name}`);
      await festival.getByLabel('Location', { exact: true }).fill('Graz, Austria');
      await festival.getByLabel('Description', { exact: true }).fill('This festival must not be saved.');
      await festival.getByLabel('Start Date', { exact: true }).fill('2027-09-01');
      await festival.getByLabel('End Date', { exact: true }).fill('2027-09-03');
      await festival.getByLabel('Festival Image', { exact: true }).setInputFiles(NOT_AN_IMAGE);
      await festival.getByRole('button', { name: 'Create Festival' }).click();
      await toast(page, 'Festival cannot be created without a valid image');
      expect(await festival.getByRole('heading', { name: 'Add Festival' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByLabel('Search festivals').fill('Broken Picture Cup');
      await page.getByText('No festivals found matching your search').waitFor();
      expect(consoleErrors).toEqual([]);
    }, { tolerate: tolerateOfflineMap });
  }, 120_000);
});
