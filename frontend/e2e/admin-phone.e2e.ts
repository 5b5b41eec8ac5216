// Issue 29, 'Admin that works on a phone', at 390×844 and 320×568: the festival dialog's tabs keep
// every element inside the dialog (its tables become stacked rows, each with its Edit and Delete),
// nothing (the bottom bar, the header) is drawn over the dialog, the wide Users table says that it
// scrolls and can be scrolled from the keyboard, and the Overview's quick actions lead somewhere.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserPerFile } from './browser';
import { boxOf, expectNothingBeyondEdges, expectNothingDrawnOver } from './layout-steps';
import { dialogSettled, itOnPhone, openAdminOnPhone, PHONES } from './phone-steps';
import { toastsGone } from './booking-steps';
import { seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const DEMO_TITLE = /^Actions for Vienna Spring Poker Festival/;

/** Opens the demo festival's Edit dialog from the Festivals tab. */
async function editDemoFestival(page: Page) {
  await page.getByRole('tab', { name: 'Festivals' }).click();
  await page.getByRole('button', { name: DEMO_TITLE }).click();
  await page.getByRole('menuitem', { name: 'Edit Festival' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Festival' });
  await dialogSettled(dialog);
  return dialog;
}

describe.each(PHONES)('the admin on a $name phone', ({ name, viewport }) => {
  itOnPhone(withPage, viewport, "keeps the festival dialog's tabs inside the dialog, with nothing drawn over it", async ({ page }) => {
    await openAdminOnPhone(page);
    const dialog = await editDemoFestival(page);
    for (const tab of ['Festival Details', 'Accommodations', 'Tournaments', 'Extras']) {
      const what = `${tab} at ${name}`;
      await dialog.getByRole('tab', { name: tab }).click();
      const panel = dialog.getByRole('tabpanel', { name: tab });
      await panel.waitFor();
      if (tab !== 'Festival Details') await panel.getByRole('button', { name: 'Edit' }).first().waitFor();
      await toastsGone(page);
      await expectNothingBeyondEdges(dialog, what);
      await expectNothingDrawnOver(dialog, what);
      expect(await seriousAxeViolations(page), `${what}: axe`).toEqual([]);
    }

    // stacked, a room is still a row of the table, and its Edit and Delete are on screen inside the dialog
    await dialog.getByRole('tab', { name: 'Accommodations' }).click();
    const add = dialog.getByRole('button', { name: 'Add Accommodation' });
    const rows = dialog.getByRole('tabpanel', { name: 'Accommodations' }).getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    const dialogBox = await boxOf(dialog, 'the dialog');
    for (const control of [add, rows.last().getByRole('button', { name: 'Edit' }), rows.last().getByRole('button', { name: 'Delete' })]) {
      await control.scrollIntoViewIfNeeded();
      const box = await boxOf(control, 'a room control');
      expect(box.x).toBeGreaterThanOrEqual(dialogBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
    expect(await rows.last().textContent()).toMatch(/€[\d,]+\.\d{2} \/ night/);
    await rows.last().getByRole('button', { name: 'Edit' }).click();
    const room = page.getByRole('dialog', { name: 'Edit Accommodation' });
    await dialogSettled(room);
    await expectNothingBeyondEdges(room, `the room dialog at ${name}`);
    await expectNothingDrawnOver(room, `the room dialog at ${name}`);
  });

  itOnPhone(withPage, viewport, 'says that the Users table scrolls sideways, and opens a new festival and the Orders from the Overview', async ({ page }) => {
    await openAdminOnPhone(page);
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await actions.getByRole('button', { name: 'Add Festival' }).click();
    const festival = page.getByRole('dialog', { name: 'Add Festival' });
    await dialogSettled(festival);
    await expectNothingDrawnOver(festival, `Add Festival from the Overview at ${name}`);
    await festival.getByRole('button', { name: 'Close' }).click();
    await festival.waitFor({ state: 'hidden' });
    const refunds = actions.getByRole('region', { name: 'Pending refunds' });
    await expect.poll(() => refunds.getByTestId('shortcut-Pending refunds').textContent()).toMatch(/^\d+$/);
    await actions.getByRole('region', { name: 'Overdue timers' }).getByText(/^\d+ late · \d+ parked$/).waitFor();
    await refunds.getByRole('button', { name: 'Open Orders' }).click();
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('rowheader', { name: 'admin', exact: true }).waitFor();
    const hint = page.getByTestId('table-scroll-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toBe('Scroll sideways to see every column →');
    const region = page.getByRole('region', { name: 'User Management, scrolls sideways' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    // the hidden columns are reached from the keyboard
    await region.focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page), `Users at ${name}: axe`).toEqual([]);
  });
});
