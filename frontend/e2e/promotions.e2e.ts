// Promotions and tournament credit (issue 32) on a 390 px phone: the admin creates a voucher code in
// Admin → Vouchers and switches one off; a player applies a code in the festival page's order summary,
// sees the discount line and the lower total, pays it with the demo card and finds the discount on the
// confirmation, while a wrong code says why under its field. The admin grants credit from the Users
// tab's Credit dialog (a take-back beyond the balance is refused in the API's words); the player pays
// part of a booking with it, then books a wizard package the credit pays in full, with no card.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { OrderView } from '@pokerfest/domain';
import { registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { completeDetails, packagePicks, payWithDemoCard, pickPackageOnFestivalPage, toastsGone, waitForToast } from './booking-steps';
import { chooseOptions, fillDetails, wizardPicks } from './booking-wizard-steps';
import { fitsPhonesAndAxe } from './payment-plan-steps';
import { bookingBar, dialogSettled, logInOnPhone, openAdminOnPhone } from './phone-steps';
import { applyCode, createVoucher, freshCode, grantCredit, orderSummary, withPercentCode } from './promotion-steps';
import { DEMO_FESTIVAL, euros } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);
const PHONE = { viewport: { width: 390, height: 844 }, bypassCSP: true };
const LONG_TEST_MS = 180_000;

const orderOf = (page: Page, id: string) => page.evaluate(async (orderId) => (await (await fetch(`/api/orders/${orderId}`)).json()) as OrderView, id);
const confirmedOrderId = (page: Page) => new URL(page.url()).searchParams.get('order_id') ?? '';

describe('promotions and tournament credit', () => {
  it(
    'lets the admin create a voucher code in Admin → Vouchers, refusing a bad code on its field, and switch a code off',
    async () => {
      const code = freshCode('ADMIN');
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);
        await page.getByRole('tab', { name: 'Vouchers' }).click();
        await page.getByRole('heading', { name: 'Vouchers', exact: true }).waitFor();
        await page.getByRole('button', { name: 'Add Voucher' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Voucher' });
        await dialogSettled(dialog);
        await dialog.getByLabel('Code', { exact: true }).fill('x');
        await dialog.getByRole('button', { name: 'Create Voucher' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'A code is 3 to 40 letters, digits, - or _' }).waitFor();
        expect(await dialog.getByLabel('Code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
        await fitsPhonesAndAxe(page, 'the Add Voucher dialog with a refused code');

        await dialog.getByLabel('Code', { exact: true }).fill(code);
        await dialog.getByLabel('Discount (%)').fill('15');
        await dialog.getByLabel('Uses in all').fill('50');
        await dialog.getByRole('button', { name: 'Create Voucher' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await waitForToast(page, 'Voucher created', code);

        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
        await row.waitFor();
        expect(await row.getByTestId('voucher-uses').textContent()).toBe('0 / 50');
        expect(await row.getByText('15% off', { exact: true }).count()).toBe(1);
        expect(await row.getByText('All festivals', { exact: true }).count()).toBe(1);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'admin Vouchers');

        await row.getByRole('button', { name: `Deactivate ${code}` }).click();
        await row.getByText('Inactive', { exact: true }).waitFor();
        await row.getByRole('button', { name: `Activate ${code}` }).waitFor();
        expect(consoleErrors).toEqual([]);
      }, PHONE);
    },
    LONG_TEST_MS,
  );

  it(
    'applies a code in the order summary, pays the lower total with the demo card and shows the discount on the confirmation; a wrong code says why',
    async () => {
      const account = await registeredAccount(baseUrl, 'promo');
      const picks = await packagePicks(baseUrl);
      const code = freshCode('SPRING');
      const closed = freshCode('OLD');
      await createVoucher(baseUrl, { code, discountType: 'percent', value: 10, productId: DEMO_FESTIVAL });
      await createVoucher(baseUrl, { code: closed, discountType: 'percent', value: 10, active: false });
      const price = withPercentCode(picks.totalCents, 10);
      const discountLine = `Code ${code} (10 %)−${euros(price.discountCents)}`;

      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await logInOnPhone(page, account);
        await pickPackageOnFestivalPage(page, picks);
        const summary = orderSummary(page);
        await expect.poll(() => summary.getByTestId('order-total').textContent()).toBe(euros(picks.totalCents));

        // a code nobody knows, then one switched off: each refusal in the API's words under the field
        await applyCode(summary, 'NOSUCHCODE');
        const field = summary.getByRole('textbox', { name: 'Voucher code', exact: true });
        const unknown = summary.getByRole('alert').filter({ hasText: 'We do not know the code NOSUCHCODE. Please check it and try again.' });
        await unknown.waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        expect(await field.getAttribute('aria-describedby')).toBe(await unknown.getAttribute('id'));
        await applyCode(summary, closed);
        await summary.getByRole('alert').filter({ hasText: `The code ${closed} is no longer valid.` }).waitFor();
        expect(await summary.getByTestId('order-total').textContent()).toBe(euros(picks.totalCents));
        expect(await summary.getByTestId('discount-line').count()).toBe(0);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the festival page with a refused code');

        // the code, typed in lower case: its discount line, the lower total, in the summary and the booking bar
        await applyCode(summary, code.toLowerCase());
        await summary.getByTestId('voucher-applied').getByText(`Code ${code} applied`).waitFor();
        await expect.poll(() => summary.getByTestId('discount-line').textContent()).toBe(discountLine);
        expect(await summary.getByTestId('price-subtotal').textContent()).toBe(`Subtotal${euros(picks.totalCents)}`);
        expect(await summary.getByTestId('order-total').textContent()).toBe(euros(price.totalCents));
        expect(await bookingBar(page).getByTestId('booking-bar-total').textContent()).toBe(euros(price.totalCents));
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the festival page with a code applied');

        // the code travels with the booking: details, payment, then the confirmation
        await bookingBar(page).getByRole('button', { name: 'Continue Booking' }).click();
        await page.waitForURL((url) => url.pathname === '/booking/details');
        const sidebar = page.getByRole('complementary', { name: 'Booking summary' });
        await expect.poll(() => sidebar.getByTestId('booking-total').textContent()).toBe(euros(price.totalCents));
        expect(await sidebar.getByTestId('discount-line').textContent()).toBe(discountLine);
        await completeDetails(page);
        await expect.poll(() => page.getByTestId('pay-button').textContent()).toBe(`Pay ${euros(price.totalCents)}`);
        expect(await page.getByTestId('discount-line').textContent()).toBe(discountLine);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the payment page with a code');
        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.waitForURL((url) => url.pathname === '/booking/confirmation');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();

        const items = page.getByRole('region', { name: 'Your package' });
        expect(await items.getByTestId('discount-line').textContent()).toBe(discountLine);
        expect(await items.getByTestId('order-total').textContent()).toBe(euros(price.totalCents));
        const order = await orderOf(page, confirmedOrderId(page));
        expect(order).toMatchObject({ status: 'confirmed', totalPriceCents: price.totalCents, subtotalCents: picks.totalCents, discounts: [{ source: 'voucher', code, amountCents: price.discountCents }] });
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the confirmation of a booking with a code');
        expect(consoleErrors).toEqual([]);
      }, PHONE);
    },
    LONG_TEST_MS,
  );

  it(
    'grants credit from the Users tab; the player pays part of a booking with it, then books a package it pays in full, with no card',
    async () => {
      const account = await registeredAccount(baseUrl, 'credit');
      const picks = await packagePicks(baseUrl);
      const partCents = 10_000;

      // the admin: the Credit dialog grants 100, and refuses to take back more than there is
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await openAdminOnPhone(page);
        await page.getByRole('tab', { name: 'Users' }).click();
        await page.getByRole('searchbox', { name: 'Search users' }).fill(account.username);
        await page.getByRole('button', { name: `Actions for ${account.username}` }).click();
        await page.getByRole('menuitem', { name: 'Credit', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Tournament Credit' });
        await dialogSettled(dialog);
        await dialog.getByText('No credit yet.').waitFor();
        await fitsPhonesAndAxe(page, 'the credit dialog');

        await dialog.getByLabel('Amount (€)').fill('100');
        await dialog.getByLabel('Reason').fill('Satellite win');
        await dialog.getByRole('button', { name: 'Save Credit' }).click();
        await expect.poll(() => dialog.getByTestId('credit-dialog-balance').textContent()).toBe(euros(partCents));
        await dialog.getByRole('rowheader').first().waitFor();
        expect(await dialog.getByRole('row').filter({ hasText: 'Satellite win' }).count()).toBe(1);

        await dialog.getByLabel('Amount (€)').fill('-500');
        await dialog.getByLabel('Reason').fill('Granted twice');
        await dialog.getByRole('button', { name: 'Save Credit' }).click();
        const refusal = dialog.getByTestId('form-failure');
        await refusal.waitFor();
        expect(await refusal.textContent()).toMatch(/^Error: Failed to update credit: .+/);
        expect(await dialog.getByTestId('credit-dialog-balance').textContent()).toBe(euros(partCents));
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the credit dialog with a refused take-back');
        expect(consoleErrors).toEqual([]);
      }, PHONE);

      // part of a booking: ticked on the details page, the card pays the rest
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await logInOnPhone(page, account);
        await pickPackageOnFestivalPage(page, picks);
        await bookingBar(page).getByRole('button', { name: 'Continue Booking' }).click();
        await page.waitForURL((url) => url.pathname === '/booking/details');
        const sidebar = page.getByRole('complementary', { name: 'Booking summary' });
        const credit = sidebar.getByTestId('credit-choice');
        await expect.poll(() => credit.getByTestId('credit-balance').textContent()).toBe(euros(partCents));
        await credit.getByRole('checkbox', { name: 'Use my credit' }).click();
        await expect.poll(() => sidebar.getByTestId('amount-due').textContent()).toBe(`Card payment${euros(picks.totalCents - partCents)}`);
        expect(await sidebar.getByTestId('credit-applied').textContent()).toBe(`Tournament credit−${euros(partCents)}`);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the details page using credit');

        await completeDetails(page);
        await expect.poll(() => page.getByTestId('pay-button').textContent()).toBe(`Pay ${euros(picks.totalCents - partCents)}`);
        expect(await page.getByTestId('credit-applied').textContent()).toBe(`Tournament credit−${euros(partCents)}`);
        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.waitForURL((url) => url.pathname === '/booking/confirmation');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        const items = page.getByRole('region', { name: 'Your package' });
        expect(await items.getByTestId('credit-applied').textContent()).toBe(`Tournament credit−${euros(partCents)}`);
        expect(await items.getByTestId('amount-due').textContent()).toBe(`Card payment${euros(picks.totalCents - partCents)}`);
        const order = await orderOf(page, confirmedOrderId(page));
        expect(order).toMatchObject({ status: 'confirmed', totalPriceCents: picks.totalCents, creditAppliedCents: partCents, amountDueCents: picks.totalCents - partCents });
        expect(consoleErrors).toEqual([]);
      }, PHONE);

      // a wizard package the credit pays in full: no card form, confirmed as it is placed
      const wizard = await wizardPicks(baseUrl);
      const leftCents = 5_000;
      await grantCredit(baseUrl, account.username, (wizard.totalCents + leftCents) / 100, 'Main Event ticket');
      await withPage(async ({ page, consoleErrors }) => {
        page.setDefaultTimeout(15_000);
        await logInOnPhone(page, account);
        await page.goto(`/booking/${DEMO_FESTIVAL}`);
        await page.getByRole('heading', { name: 'Book Your Package' }).waitFor();
        await chooseOptions(page, wizard);
        await fillDetails(page, account.email);
        await page.getByRole('tab', { name: '3 Payment', selected: true }).waitFor();
        const summary = orderSummary(page);
        await summary.getByRole('checkbox', { name: 'Use my credit' }).click();
        await page.getByTestId('no-card-needed').getByText('Your tournament credit pays this booking in full: no card is needed.').waitFor();
        expect(await summary.getByTestId('amount-due').textContent()).toBe(`Card payment${euros(0)}`);
        expect(await page.getByLabel('Card number').count()).toBe(0);
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the wizard’s payment step paid by credit');

        await page.getByRole('button', { name: 'Complete Booking' }).click();
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        expect(await page.getByTestId('confirmed-total').textContent()).toBe(euros(wizard.totalCents));
        expect(await page.getByTestId('confirmed-credit').textContent()).toBe(`−${euros(wizard.totalCents)}`);
        const [order] = await page.evaluate(async () => (await (await fetch('/api/orders')).json()) as OrderView[]);
        expect(order).toMatchObject({ status: 'confirmed', creditAppliedCents: wizard.totalCents, amountDueCents: 0 });

        // the dashboard: what is left of the credit, and the credit on the booking's card
        await page.goto('/dashboard');
        await expect.poll(() => page.getByTestId('sidebar-credit').textContent()).toBe(euros(leftCents));
        await toastsGone(page);
        await fitsPhonesAndAxe(page, 'the dashboard with credit left');
        expect(consoleErrors).toEqual([]);
      }, PHONE);
    },
    LONG_TEST_MS,
  );
});
