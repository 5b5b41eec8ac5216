import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registeredAccount, submitLoginTab } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard, waitForToast } from './booking-steps';
import { DEMO_FESTIVAL, euros, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());

describe('multi-page booking flow', () => {
  it('books a room, a paid seat, a reserved seat and an extra: details, card payment, confirmation', async () => {
    const account = await registeredAccount(baseUrl, 'flow');
    const picks = await packagePicks(baseUrl);
    await withPage(async ({ page, consoleErrors }) => {
      await choosePackageAndLogIn(page, picks, account);
      const form = page.getByRole('form', { name: 'Booking details' });
      await page.getByTestId('booking-total').filter({ hasText: euros(picks.totalCents) }).waitFor();
      expect(await page.getByRole('heading', { name: 'Room Sharing Information' }).isVisible()).toBe(true);
      expect(await form.getByLabel('Email').inputValue()).toBe(account.email);
      // the name is guessed from the email; with no dot in it the last name stays empty and is the first check to fail
      expect(await form.getByLabel('First Name').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await waitForToast(page, 'Last name is required', 'Please enter your last name');
      expect(new URL(page.url()).pathname).toBe('/booking/details');

      await completeDetails(page, { doubleClick: true });
      await waitForToast(page, 'Details saved successfully', 'Proceeding to payment.');
      // the double click placed one order: both sends carried the draft's Idempotency-Key
      expect(await page.evaluate(async () => ((await (await fetch('/api/orders')).json()) as unknown[]).length)).toBe(1);
      await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
      await page.getByText(/^Held for you until [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} \S+ · \d+:\d{2} left$/).waitFor();
      const reference = await page.getByTestId('booking-reference').textContent();
      expect(reference).toMatch(/^NF-[0-9A-F]{4}$/);
      expect(await page.getByTestId('pay-button').textContent()).toBe(`Pay ${euros(picks.totalCents)}`);
      expect(await storedKeys(page)).toEqual(expect.arrayContaining(['pokerfest_booking_data', 'pokerfest_booking_order_id']));

      await payWithDemoCard(page, '4242 4242 4242 4242');
      await page.waitForURL((url) => url.pathname === '/booking/confirmation' && url.searchParams.has('order_id'));
      await waitForToast(page, 'Payment successful!', 'Your booking has been confirmed.');
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      expect(await page.getByTestId('order-total').textContent()).toBe(euros(picks.totalCents));
      expect(await page.getByTestId('order-status').textContent()).toBe('Confirmed');
      expect(await page.getByText(picks.reserved.title).first().isVisible()).toBe(true);
      expect((await page.getByText(reference ?? 'none').count()) > 0).toBe(true);
      // the order id and the festival's cart entry are gone once paid; the draft stays, marked paid, so Back leads here
      const keys = await storedKeys(page);
      expect(keys).not.toContain('pokerfest_booking_order_id');
      const paidDraft = await page.evaluate(() => JSON.parse(window.localStorage.getItem('pokerfest_booking_data') ?? '{}') as { paidOrderId?: string });
      expect(paidDraft.paidOrderId).toBe(new URL(page.url()).searchParams.get('order_id'));
      expect(await page.evaluate(() => window.localStorage.getItem('pokerfest_cart') ?? '')).not.toContain(DEMO_FESTIVAL);
      // the receipt is the invoice issued with the confirmation (issue 18): its PDF, not the printed page
      expect(await page.getByRole('link', { name: 'Download Receipt' }).getAttribute('href')).toMatch(/^\/api\/orders\/[0-9a-f-]{36}\/documents\/[^/]+\/pdf$/);
      expect(consoleErrors).toEqual([]);

      // a confirmation link with print=1 (My Bookings' 'Download Confirmation' before an invoice exists): the print dialog opens once the order is shown
      const confirmationUrl = new URL(page.url());
      await page.addInitScript(() => {
        const counted = window as unknown as { printCalls: number };
        counted.printCalls = 0;
        window.print = () => void (counted.printCalls += 1);
      });
      await page.goto(`/booking/confirmation?order_id=${confirmationUrl.searchParams.get('order_id')}&print=1`);
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('print'));
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    });
  });

  it('keeps the player on the payment page when the card is declined, then takes another card', async () => {
    const account = await registeredAccount(baseUrl, 'declined');
    const picks = await packagePicks(baseUrl);
    await withPage(
      async ({ page }) => {
        await choosePackageAndLogIn(page, picks, account);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await completeDetails(page);
        await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
        await page.getByTestId('pay-button').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);

        await payWithDemoCard(page, '4242 4242 4242 4242', { acceptTerms: false });
        await waitForToast(page, 'Please agree to the terms', 'You must accept the terms and conditions to proceed.');

        await payWithDemoCard(page, '4000 0000 0000 0002');
        await waitForToast(page, 'Payment failed', 'Your card was declined.');
        await page.waitForTimeout(500); // a sleep, not a wait: the declined payment must not lead anywhere in this time
        expect(new URL(page.url()).pathname).toBe('/booking/payment');
        expect(await page.getByRole('heading', { name: 'Booking Confirmed' }).count()).toBe(0);
        expect(await page.evaluate(() => window.localStorage.getItem('pokerfest_booking_order_id'))).not.toBeNull();

        await payWithDemoCard(page, '4242 4242 4242 4242');
        await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
        expect(await page.getByTestId('order-total').textContent()).toBe(euros(picks.totalCents));
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });

  it('shows a visitor the Authentication Required card, and after logging in the saved selections', async () => {
    const account = await registeredAccount(baseUrl, 'visitor');
    await withPage(async ({ page }) => {
      await page.goto('/');
      await page.evaluate((festivalId) => {
        const draft = {
          festivalId,
          festivalName: 'Saved Festival Selection',
          festivalLocation: 'Vienna',
          festivalStartDate: '2027-03-12',
          festivalEndDate: '2027-03-21',
          accommodation: null,
          bookedTournaments: [],
          reservedTournaments: [],
          extras: [{ id: 1, name: 'Airport Transfer', description: '', price: 45, quantity: 1 }],
          totalBookingPrice: 45,
          customerName: '',
          email: '',
        };
        window.localStorage.setItem('pokerfest_booking_data', JSON.stringify(draft));
      }, DEMO_FESTIVAL);
      await page.goto('/booking/details');
      await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      const login = page.getByRole('link', { name: 'Log in to continue' });
      expect(await login.getAttribute('href')).toBe('/auth?returnTo=%2Fbooking%2Fdetails');

      await login.click();
      await submitLoginTab(page, account);
      await page.waitForURL((url) => url.pathname === '/booking/details');
      await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('restoreBooking'));
      expect(await page.getByText('Saved Festival Selection').first().isVisible()).toBe(true);
      // no room in this booking: no room sharing questions
      expect(await page.getByRole('heading', { name: 'Room Sharing Information' }).count()).toBe(0);
    });
  });
});
