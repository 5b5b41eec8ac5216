// The booking core seen from the browser (issue 12): one order per checkout, a declined card in
// both flows, the card form's typing, the hold's countdown, paying an order by its id, Back after
// paying, and the wizard keeping a 7-night cart stay with its dates.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { calendarDayStart, stayBounds, type FestivalView, type OrderView } from '@pokerfest/domain';
import { logInThroughUi, registeredAccount } from './accounts';
import { browserPerFile } from './browser';
import { choosePackageAndLogIn, completeDetails, packagePicks, payWithDemoCard } from './booking-steps';
import { fillDetails, payWithCard } from './booking-wizard-steps';
import { DEMO_FESTIVAL, demoFestivalCatalogue, euros } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The player's orders, as the server has them. */
const myOrders = (page: Page) => page.evaluate(async () => (await (await fetch('/api/orders')).json()) as OrderView[]);

/** The autocomplete name of the focused field: the card number is 'cc-number'. */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? null);

async function declinedInline(page: Page, formName: string): Promise<void> {
  const alert = page.getByRole('form', { name: formName }).getByTestId('payment-failure');
  await alert.waitFor();
  expect(await alert.getAttribute('role')).toBe('alert');
  expect(await alert.textContent()).toContain('Your card was declined.');
  await expect.poll(() => focusedField(page)).toBe('cc-number');
}

describe('checkout: one booking core under both flows', () => {
  it('keeps one order per checkout through back-and-forth and a changed room, declines inline, pays by order id, and Back lands on the confirmation', async () => {
    const account = await registeredAccount(baseUrl, 'core');
    const picks = await packagePicks(baseUrl);
    const { rooms } = await demoFestivalCatalogue(baseUrl);
    const otherRoom = rooms.find((room) => room.availableRooms > 0 && room.roomType !== picks.room.roomType);
    if (!otherRoom) throw new Error('The demo festival needs two bookable room types');

    await withPage(async ({ page }) => {
      page.setDefaultTimeout(15_000);
      await choosePackageAndLogIn(page, picks, account);
      await completeDetails(page);
      const first = await myOrders(page);
      expect(first.map((order) => order.status)).toEqual(['pending']);
      await page.getByTestId('hold-notice').waitFor();
      expect(await page.getByTestId('hold-notice').textContent()).toMatch(/^Held for you until [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} \S+ · \d+:\d{2} left$/);

      // back to details and on again with nothing changed: the same order, under the same key
      await page.goBack();
      await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
      await completeDetails(page);
      expect((await myOrders(page)).map((order) => order.id)).toEqual([first[0]!.id]);

      // back to the package, another room: the new order replaces the pending one
      await page.goBack();
      await page.getByRole('link', { name: 'Back to Package Selection' }).click();
      await page.getByRole('button', { name: new RegExp(`^Select Room: .*${escape(otherRoom.roomType)}$`) }).click();
      await page.getByRole('button', { name: 'Continue Booking' }).click();
      await page.waitForURL((url) => url.pathname === '/booking/details');
      await completeDetails(page);
      const orders = await myOrders(page);
      expect(orders.filter((order) => order.status === 'pending')).toHaveLength(1);
      expect(orders.find((order) => order.id === first[0]!.id)?.status).toBe('cancelled');
      const pending = orders.find((order) => order.status === 'pending')!;
      expect(pending.hotelId).toBe(otherRoom.id);

      // a declined card: the words stay at the card form and the focus is back on the card number
      await payWithDemoCard(page, '4000 0000 0000 0002');
      await declinedInline(page, 'Card details');

      // an order paid by its id, with no stored booking at all (the dashboard's 'Complete payment')
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`/booking/payment?order_id=${first[0]!.id}`);
      await page.getByRole('heading', { name: 'Nothing to pay' }).waitFor();
      await page.getByText('This booking was cancelled, so it can no longer be paid.', { exact: false }).waitFor();
      await page.goto(`/booking/payment?order_id=${pending.id}`);
      await page.getByTestId('order-total').filter({ hasText: euros(pending.totalPriceCents) }).waitFor();
      await payWithDemoCard(page, '4242 4242 4242 4242');
      await page.waitForURL((url) => url.pathname === '/booking/confirmation' && url.searchParams.get('order_id') === pending.id);
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      expect((await myOrders(page)).map((order) => order.status).sort()).toEqual(['cancelled', 'confirmed']);
    });
  });

  it('types the card as it is written and sends Back after a payment to its confirmation', async () => {
    const account = await registeredAccount(baseUrl, 'back');
    const picks = await packagePicks(baseUrl);
    await withPage(async ({ page }) => {
      page.setDefaultTimeout(15_000);
      await choosePackageAndLogIn(page, picks, account);
      await completeDetails(page);
      const form = page.getByRole('form', { name: 'Card details' });
      await form.getByLabel('Card number').pressSequentially('4242424242424242');
      expect(await form.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
      await form.getByLabel('Expiration (MM/YY)').pressSequentially('1230');
      expect(await form.getByLabel('Expiration (MM/YY)').inputValue()).toBe('12/30');
      await form.getByLabel('CVC').fill('123');
      await form.getByLabel('Name on card').fill('Maria Novak');
      await form.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).click();
      await form.getByTestId('pay-button').click();
      await page.waitForURL((url) => url.pathname === '/booking/confirmation');
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      const confirmation = page.url();

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/booking/confirmation');
      expect(page.url()).toBe(confirmation);
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      expect(await page.getByText('Booking data not found').count()).toBe(0);
    });
  });

  it('continues a 7-night cart entry in the wizard with 7 nights and the same total, declines inline, and orders 7 nights', async () => {
    const account = await registeredAccount(baseUrl, 'wiz7');
    const picks = await packagePicks(baseUrl);
    const festival = (await (await fetch(new URL(`/api/products/${DEMO_FESTIVAL}`, baseUrl))).json()) as FestivalView;
    const { earliestCheckIn } = stayBounds({
      festivalStart: festival.startDate.slice(0, 10),
      festivalEnd: festival.endDate.slice(0, 10),
      roomFrom: picks.room.checkInDate,
      roomUntil: picks.room.checkOutDate,
    });
    const checkIn = calendarDayStart(earliestCheckIn).toISOString();
    const checkOut = calendarDayStart(earliestCheckIn, 7).toISOString();
    const roomCents = Math.round(picks.room.pricePerNight * 100) * 7;
    const entry = {
      productId: DEMO_FESTIVAL,
      productName: festival.title,
      festivalName: festival.title,
      location: festival.location ?? '',
      totalPrice: roomCents / 100,
      hotel: { id: picks.room.id, hotelId: picks.room.hotelId, name: picks.room.roomType, pricePerNight: picks.room.pricePerNight, nights: 7, checkIn, checkOut },
      tournaments: [],
      extras: [],
    };

    await withPage(async ({ page }) => {
      page.setDefaultTimeout(15_000);
      await logInThroughUi(page, account);
      await page.evaluate((cart) => window.localStorage.setItem('pokerfest_cart', JSON.stringify(cart)), [entry]);
      await page.goto(`/booking/${DEMO_FESTIVAL}`);
      await page.getByRole('heading', { name: 'Book Your Package' }).waitFor();
      // the wizard shows the cart's stay with the festival page's dates, not a 3/4/5-nights select
      expect(await page.getByLabel('Check-in', { exact: true }).inputValue()).toBe(earliestCheckIn);
      expect(await page.getByLabel('Check-out', { exact: true }).inputValue()).toBe(checkOut.slice(0, 10));
      expect(await page.getByTestId('stay-nights').textContent()).toBe('7 nights');
      expect(await page.getByTestId('wizard-total').textContent()).toBe(euros(roomCents));
      expect(await page.getByLabel('Number of nights').count()).toBe(0);

      await page.getByRole('button', { name: 'Continue to Details' }).click();
      await fillDetails(page, account.email);
      await page.getByRole('tab', { name: '3 Payment', selected: true }).waitFor();
      expect(await page.getByTestId('wizard-total').textContent()).toBe(euros(roomCents));

      await payWithCard(page, '4000 0000 0000 0002');
      await declinedInline(page, 'Payment');

      await payWithCard(page, '4242 4242 4242 4242');
      await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
      expect(await page.getByTestId('confirmed-total').textContent()).toBe(euros(roomCents));
      const orders = await myOrders(page);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ nights: 7, status: 'confirmed', totalPriceCents: roomCents });
      expect(orders[0]!.accommodation).toMatchObject({ nights: 7, checkIn: expect.stringMatching(new RegExp(`^${earliestCheckIn}`)) });
    });
  });
});
