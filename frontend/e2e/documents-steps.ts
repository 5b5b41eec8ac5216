// Steps of the documents browser test (issue 18): files the browser downloads, read back as bytes,
// and the admin's lists that other sessions' writes reach a moment later.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { calendarDayOf } from '@pokerfest/domain';
import { listedInAdminOrders } from './my-bookings-steps';

export interface DownloadedFile {
  /** The name the server gave it (Content-Disposition), as the browser would save it. */
  name: string;
  bytes: Buffer;
}

/** Clicks a download link and answers the file the browser saved, byte for byte. */
export async function downloadedFile(page: Page, link: Locator): Promise<DownloadedFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** A PDF file starts with its version line. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** Today as a date input takes it, in UTC days as the server counts a document's day. */
export const todayUtc = () => calendarDayOf(new Date());

/**
 * The Accounting tab's row of one document: the list is paged, and the suite's other tests issue
 * documents too, so it turns pages until the row shows or there is no next page.
 */
export async function accountingRow(page: Page, number: string): Promise<Locator> {
  const panel = page.getByRole('tabpanel', { name: 'Accounting' });
  const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${number}`) }) });
  const next = panel.getByRole('button', { name: 'Next' });
  const settled = async () => {
    await panel.getByText(/^Page \d+ of \d+ · \d+ documents?$/).waitFor();
    await panel.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  };
  await settled();
  for (;;) {
    if ((await row.count()) > 0) return row;
    if (await next.isDisabled()) throw new Error(`${number} is on no page of the Accounting list`);
    // the previous page stays on screen, marked busy, until the next one has loaded
    const loaded = page.waitForResponse((response) => response.url().includes('/api/admin/documents?'));
    await next.click();
    await loaded;
    await settled();
  }
}

/** The admin Orders row of the user's order, once another session's write reaches the list. */
export async function adminOrderRow(page: Page, username: string): Promise<Locator> {
  return listedInAdminOrders(page, page.getByRole('row', { name: new RegExp(username) }), `${username}'s order`);
}
