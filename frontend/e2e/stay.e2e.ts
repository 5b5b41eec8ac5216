import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { describedBy } from './layout-steps';
import { DEMO_FESTIVAL, demoPicks, euros } from './shop-steps';

// Issue 12, point 2: the festival page and the cart never show a stay that contradicts itself.
// The demo festival runs 2027-03-12 to 2027-03-21; its rooms have no narrower window.

const baseUrl = inject('baseUrl');
const { withPage } = browserPerFile(baseUrl);

const checkIn = (page: Page) => page.getByLabel('Check-in', { exact: true });
const checkOut = (page: Page) => page.getByLabel('Check-out', { exact: true });

/** The festival page's dates, nights and total, and the cart panel's room line, all agree with `stay`. */
async function expectStay(page: Page, stay: { checkIn: string; checkOut: string; nights: number; shown: [string, string] }, pricePerNight: number) {
  const nights = `${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`;
  const roomCents = Math.round(pricePerNight * 100) * stay.nights;
  await page.getByTestId('stay-nights').filter({ hasText: nights }).waitFor();
  expect(await checkIn(page).inputValue()).toBe(stay.checkIn);
  expect(await checkOut(page).inputValue()).toBe(stay.checkOut);
  // each day also written as the shop writes days, whatever language the browser's date input uses
  await expect.poll(() => describedBy(checkIn(page))).toContain(stay.shown[0]);
  await expect.poll(() => describedBy(checkOut(page))).toContain(stay.shown[1]);
  await page.getByTestId('order-total').filter({ hasText: euros(roomCents) }).waitFor();

  await page.getByTestId('view-cart').click();
  const panel = page.getByRole('dialog', { name: 'Booking Summary' });
  await panel.getByText(`${nights} · Check-in ${stay.shown[0]} · Check-out ${stay.shown[1]}`).waitFor();
  expect(await panel.getByText(`× ${stay.nights} = ${euros(roomCents)}`).count()).toBe(1);
  expect(await panel.getByTestId('cart-grand-total').textContent()).toBe(euros(roomCents));
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

describe('a stay on the festival page', () => {
  it('keeps check-out after check-in, with nights and price from the dates, on the page and in the cart', async () => {
    const { room } = await demoPicks(baseUrl);
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto(`/festivals/${DEMO_FESTIVAL}`);
      await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^Select Room: .*${room.roomType}$`) }).click();
      await expectStay(page, { checkIn: '2027-03-12', checkOut: '2027-03-16', nights: 4, shown: ['Mar 12, 2027', 'Mar 16, 2027'] }, room.pricePerNight);

      await checkOut(page).fill('2027-03-19');
      await expectStay(page, { checkIn: '2027-03-12', checkOut: '2027-03-19', nights: 7, shown: ['Mar 12, 2027', 'Mar 19, 2027'] }, room.pricePerNight);
      expect(await checkOut(page).getAttribute('min')).toBe('2027-03-13');
      expect(await checkIn(page).getAttribute('max')).toBe('2027-03-20');

      // the move: check-out before check-in; it stays a night after check-in, never 7 nights on one day
      await checkIn(page).fill('2027-03-15');
      await checkOut(page).fill('2027-03-13');
      await expectStay(page, { checkIn: '2027-03-15', checkOut: '2027-03-16', nights: 1, shown: ['Mar 15, 2027', 'Mar 16, 2027'] }, room.pricePerNight);
      expect(await checkOut(page).getAttribute('min')).toBe('2027-03-16');

      // check-in moved past check-out pushes check-out forward, not beyond the festival's last day
      await checkOut(page).fill('2027-03-18');
      await checkIn(page).fill('2027-03-21');
      await expectStay(page, { checkIn: '2027-03-20', checkOut: '2027-03-21', nights: 1, shown: ['Mar 20, 2027', 'Mar 21, 2027'] }, room.pricePerNight);

      await page.reload();
      await expectStay(page, { checkIn: '2027-03-20', checkOut: '2027-03-21', nights: 1, shown: ['Mar 20, 2027', 'Mar 21, 2027'] }, room.pricePerNight);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('repairs a stored cart whose stay contradicts itself (Mar 12 to Mar 12, 7 nights)', async () => {
    const { room } = await demoPicks(baseUrl);
    await withPage(async ({ page, consoleErrors }) => {
      await page.goto('/');
      const stored = [
        {
          productId: DEMO_FESTIVAL,
          productName: 'Vienna Spring Poker Festival',
          festivalName: 'Vienna Spring Poker Festival',
          location: 'Vienna, Austria',
          startDate: '2027-03-12',
          endDate: '2027-03-21',
          totalPrice: room.pricePerNight * 7,
          hotel: { id: room.id, hotelId: room.hotelId, name: room.roomType, pricePerNight: room.pricePerNight, currency: room.currency, nights: 7, checkIn: '2027-03-12T00:00:00.000Z', checkOut: '2027-03-12T00:00:00.000Z' },
          tournaments: [],
          extras: [],
        },
      ];
      await page.evaluate((cart) => window.localStorage.setItem('pokerfest_cart', JSON.stringify(cart)), stored);
      await page.goto(`/festivals/${DEMO_FESTIVAL}`);
      await page.getByRole('heading', { name: '1. Hotel and dates' }).waitFor();
      await expectStay(page, { checkIn: '2027-03-12', checkOut: '2027-03-16', nights: 4, shown: ['Mar 12, 2027', 'Mar 16, 2027'] }, room.pricePerNight);
      expect(consoleErrors).toEqual([]);
    });
  });
});
