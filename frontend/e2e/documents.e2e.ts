// Issue 18 in the browser at 390×844: a player books and pays with the demo card; the confirmation
// page's 'Download Receipt' is the invoice PDF (named by its number), 'Add to calendar' the trip's
// .ics, and its Documents section lists the invoice; My Bookings' 'Download Confirmation' gives the
// same bytes. The admin finds the invoice in the order's history and in Accounting, whose CSV export
// lists it. axe finds nothing serious, and nothing scrolls sideways at 320 px.
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { downloadedText } from './booking-change-steps';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard } from './booking-steps';
import { accountingRow, adminOrderRow, downloadedFile, isPdf, todayUtc } from './documents-steps';
import { bookingCard, pageFitsWidth } from './my-bookings-steps';
import { dialogSettled, openAdminOnPhone } from './phone-steps';
import { seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPhonePage } = browserPerFile(baseUrl);

const LONG_TEST_MS = 240_000;
const PDF_URL = /^\/api\/orders\/[0-9a-f-]{36}\/documents\/[^/]+\/pdf$/;

describe('invoices and calendar files in the browser', () => {
  it(
    'downloads the invoice and the calendar file from the confirmation page and My Bookings, and finds the invoice in Accounting',
    async () => {
      const account = await registeredAccount(baseUrl, 'invoice');
      const picks = await packagePicks(baseUrl);
      let orderId = '';
      let number = '';
      let reference = '';

      await withPhonePage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await choosePackageAndLogIn(page, picks, account);
        await completeDetails(page);
        await page.getByTestId('pay-button').waitFor();
        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
        expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
        reference = `NF-${orderId.slice(0, 4).toUpperCase()}`;

        // the Documents section names the invoice issued with the confirmation
        const documents = page.getByRole('region', { name: 'Documents' });
        const invoiceTitle = documents.getByText(/^Invoice INV-\d{4}-\d{5,}$/);
        await invoiceTitle.waitFor();
        number = ((await invoiceTitle.textContent()) ?? '').replace(/^Invoice /, '');
        const listed = documents.getByRole('link', { name: `Download PDF: Invoice ${number}` });
        expect(await listed.getAttribute('href')).toMatch(PDF_URL);

        // 'Download Receipt' is now that invoice: a PDF named by its number
        const receiptLink = page.getByRole('link', { name: 'Download Receipt' });
        expect(await receiptLink.getAttribute('href')).toBe(await listed.getAttribute('href'));
        expect(await page.getByRole('button', { name: 'Download Receipt' }).count()).toBe(0);
        const receipt = await downloadedFile(page, receiptLink);
        expect(receipt.name).toBe(`${number}.pdf`);
        expect(isPdf(receipt.bytes)).toBe(true);

        const calendar = await downloadedText(page, page.getByRole('link', { name: 'Add to calendar' }));
        expect(calendar).toMatch(/^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\s*$/);

        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await pageFitsWidth(page, 320)).toBe(true);

        // My Bookings: 'Download Confirmation' gives the same stored bytes, once the documents are read
        await page.goto('/dashboard');
        const card = bookingCard(page, orderId);
        const confirmation = card.getByRole('link', { name: 'Download Confirmation' });
        await expect.poll(() => confirmation.getAttribute('href')).toMatch(PDF_URL);
        const again = await downloadedFile(page, confirmation);
        expect(again.name).toBe(`${number}.pdf`);
        expect(again.bytes.equals(receipt.bytes)).toBe(true);
        expect(await downloadedText(page, card.getByRole('link', { name: 'Add to calendar' }))).toMatch(/^BEGIN:VCALENDAR/);
        expect(await pageFitsWidth(page, 320)).toBe(true);
        expect(consoleErrors).toEqual([]);
      });

      await withPhonePage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);

        // the order's history lists its invoice with the PDF
        const row = await adminOrderRow(page, account.username);
        await row.getByRole('button', { name: /^View history of order / }).click();
        const dialog = page.getByRole('dialog', { name: /^Order NF-[0-9A-F]{4} history$/ });
        await dialogSettled(dialog);
        const orderDocuments = dialog.getByRole('list', { name: 'Invoices and credit notes of this order' });
        await orderDocuments.getByText(`Invoice ${number}`, { exact: true }).waitFor();
        expect(await orderDocuments.getByRole('link', { name: `Download PDF: Invoice ${number}` }).getAttribute('href')).toMatch(PDF_URL);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        // Accounting: today's documents, the invoice among them with its order and buyer
        await page.getByRole('tab', { name: 'Accounting' }).click();
        const panel = page.getByRole('tabpanel', { name: 'Accounting' });
        await panel.getByLabel('From', { exact: true }).fill(todayUtc());
        await panel.getByLabel('To', { exact: true }).fill(todayUtc());
        const invoiceRow = await accountingRow(page, number);
        const rowText = (await invoiceRow.textContent()) ?? '';
        expect(rowText).toContain('Invoice');
        expect(rowText).toContain(reference);
        expect(rowText).toContain(account.email);
        const exported = panel.getByRole('link', { name: 'Export CSV' });
        expect(await exported.getAttribute('href')).toBe(`/api/admin/accounting/documents.csv?from=${todayUtc()}&to=${todayUtc()}`);
        const csv = await downloadedText(page, exported);
        expect(csv).toMatch(/^\uFEFF?number,kind,issued_at,/);
        expect(csv).toContain(number);

        expect(await seriousAxeViolations(page)).toEqual([]);
        // the table scrolls inside its own box: the page itself never scrolls sideways
        expect(await pageFitsWidth(page, 320)).toBe(true);
        expect(consoleErrors).toEqual([]);
      });
    },
    LONG_TEST_MS,
  );
});
