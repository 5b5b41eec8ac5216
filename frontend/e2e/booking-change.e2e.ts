// Changing and cancelling a paid booking from the browser (issue 17), on a phone (390×844): a seat
// dropped and a night added through a quote, the difference paid with the demo card, and a second
// booking cancelled with its refund promised. My Bookings then says in words what each booking holds
// and what was refunded, with its credit note; the admin's Orders tab the reference, refund and net.
import type { OrderView } from '@pokerfest/domain';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './browser';
import { bookAndPayPackage, downloadedText, farFestival } from './booking-change-steps';
import { payWithDemoCard } from './booking-steps';
import { registered } from './loyalty-steps';
import { adminOrderRowOf, bookingCard, internalIdentifiersOnCards, pageFitsWidth } from './my-bookings-steps';
import { dialogSettled, logInOnPhone, openAdminOnPhone } from './phone-steps';
import { euros, seriousAxeViolations } from './shop-steps';

const baseUrl = inject('baseUrl');
const { withPhonePage } = browserPerFile(baseUrl);

const REFUND_PROMISE = /^Refund of €[\d,.]+ is on its way to your card: it usually arrives within 5–10 business days$/;
// the player's phone session, then the admin's
const LONG_TEST_MS = 180_000;
const PDF_URL = /^\/api\/orders\/[0-9a-f-]{36}\/documents\/[^/]+\/pdf$/;

describe('booking changes', () => {
  it('drops a seat and adds a night through a quote, pays the difference, then cancels another booking with its refund', async () => {
    const festival = await farFestival(baseUrl);
    const player = await registered(baseUrl, 'changer');
    const first = await bookAndPayPackage(player.session, festival);
    const second = await bookAndPayPackage(player.session, festival);
    expect(first.cancellationTerms.length).toBeGreaterThan(0);

    await withPhonePage(async ({ page, consoleErrors }) => {
      page.setDefaultTimeout(15_000);
      await logInOnPhone(page, player.account);

      // My Bookings offers both on a paid booking of a festival still ahead
      await page.goto('/dashboard');
      const card = bookingCard(page, first.id);
      await card.getByRole('link', { name: 'Change booking' }).waitFor();
      expect(await card.getByRole('link', { name: 'Cancel booking' }).isVisible()).toBe(true);
      // and the trip as a calendar file, from My Bookings and from the order page
      expect(await downloadedText(page, card.getByRole('link', { name: 'Add to calendar' }))).toMatch(/^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\s*$/);

      // the order page shows the terms it was paid under and the same two
      await page.goto(`/booking/confirmation?order_id=${first.id}`);
      await page.getByTestId('cancellation-terms').waitFor();
      expect(await page.getByTestId('cancellation-terms').locator('li').allTextContents()).toEqual(first.cancellationTerms);
      const calendar = await downloadedText(page, page.getByRole('link', { name: 'Add to calendar' }));
      expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(calendar).toContain(`SUMMARY:${festival.seat.title}`);
      await page.getByRole('link', { name: 'Change booking' }).click();
      await page.waitForURL((url) => url.pathname === `/orders/${first.id}/change`);

      // the change screen: the seat dropped, one night more
      const form = page.getByRole('form', { name: 'Change booking' });
      await form.getByRole('group', { name: 'Remove tournaments' }).getByRole('checkbox', { name: `Remove ${festival.seat.title}` }).click();
      const nights = form.getByLabel('Nights', { exact: true });
      expect(await nights.inputValue()).toBe('4');
      // a stay past the festival's window: the server's reason, said in an alert
      await nights.fill('30');
      await form.getByRole('button', { name: 'Get quote' }).click();
      const refusal = form.getByRole('alert');
      await refusal.waitFor();
      expect(((await refusal.textContent()) ?? '').length).toBeGreaterThan(0);
      await nights.fill('5');
      expect(await refusal.count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const quoted = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${first.id}/change-quote`) && response.status() === 200);
      await form.getByRole('button', { name: 'Get quote' }).click();
      const quoteBody = (await (await quoted).json()) as unknown;

      const quote = page.getByRole('region', { name: 'Your quote' });
      await quote.waitFor();
      const beforeCents = first.totalPriceCents;
      const afterCents = beforeCents - festival.seat.buyInCents + festival.room.pricePerNight * 100;
      const dueCents = afterCents - beforeCents;
      expect(await quote.getByTestId('quote-before-total').textContent()).toBe(euros(beforeCents));
      expect(await quote.getByTestId('quote-after-total').textContent()).toBe(euros(afterCents));
      expect(await quote.getByTestId('quote-outcome').textContent()).toBe(`To pay: ${euros(dueCents)}`);
      expect(await quote.getByTestId('quote-lines').locator('li').count()).toBe(2);
      expect(((await quote.getByTestId('quote-tier').textContent()) ?? '').length).toBeGreaterThan(0);
      expect(await quote.getByTestId('quote-expires').textContent()).toMatch(/^This quote holds until \d{2}:\d{2} \S+$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await pageFitsWidth(page, 390)).toBe(true);
      expect(await pageFitsWidth(page, 320)).toBe(true);

      // the confirm dialog, by keyboard: Enter opens it, Escape closes it (focus back on its button) and nothing changes
      const confirmButton = page.getByRole('button', { name: 'Confirm change' });
      await confirmButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Confirm this change?' });
      // a fading dialog's buttons are judged for contrast mid-fade: axe runs once it has settled
      await dialogSettled(dialog);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => confirmButton.evaluate((element) => element === document.activeElement)).toBe(true);
      expect((await player.session.call<OrderView>('GET', `/api/orders/${first.id}`)).nights).toBe(4);

      // a confirmation answered 409 with a fresh quote shows that quote and says why
      const changes = `**/api/orders/${first.id}/changes`;
      await page.route(changes, (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'This quote is out of date', details: { reason: 'quote_stale', quote: quoteBody } }) }),
      );
      await confirmButton.click();
      await dialog.getByRole('button', { name: 'Confirm change' }).click();
      await page.getByRole('status').getByText(/^Your booking or its price changed since that quote\./).waitFor();
      expect(await quote.getByTestId('quote-after-total').textContent()).toBe(euros(afterCents));
      await page.unroute(changes);
      await confirmButton.click();
      await dialog.getByRole('button', { name: 'Confirm change' }).click();

      // the difference is paid where bookings are paid, for the due amount and not the total
      await page.waitForURL((url) => url.pathname === '/booking/payment' && url.searchParams.get('order_id') === first.id);
      await page.getByTestId('change-due').filter({ hasText: euros(dueCents) }).waitFor();
      // the order page meanwhile shows the change waiting, with its own way to pay
      await page.goto(`/booking/confirmation?order_id=${first.id}`);
      const waiting = page.getByTestId('pending-change');
      await waiting.waitFor();
      expect(await page.getByRole('link', { name: 'Change booking' }).count()).toBe(0);
      await waiting.getByRole('link', { name: `Pay ${euros(dueCents)}` }).click();
      await page.waitForURL((url) => url.pathname === '/booking/payment' && url.searchParams.get('order_id') === first.id);
      await page.getByTestId('change-due').filter({ hasText: euros(dueCents) }).waitFor();
      expect(await page.getByTestId('pay-button').textContent()).toBe(`Pay ${euros(dueCents)}`);
      await payWithDemoCard(page, '4242 4242 4242 4242');
      await page.waitForURL((url) => url.pathname === '/booking/confirmation' && url.searchParams.get('order_id') === first.id);
      await page.getByTestId('order-total').filter({ hasText: euros(afterCents) }).waitFor();
      await page.getByText(`5 nights × ${euros(festival.room.pricePerNight * 100)}`).waitFor();
      expect(await page.getByText(festival.seat.title).count()).toBe(0);
      expect(await page.getByTestId('pending-change').count()).toBe(0);
      const changed = await player.session.call<OrderView>('GET', `/api/orders/${first.id}`);
      expect([changed.nights, changed.tournaments.length, changed.totalPriceCents, changed.pendingChange]).toEqual([5, 0, afterCents, null]);

      // the second booking is cancelled: the policy refunds it all this far ahead
      await page.goto('/dashboard');
      const other = bookingCard(page, second.id);
      await other.getByRole('link', { name: 'Cancel booking' }).click();
      await page.waitForURL((url) => url.pathname === `/orders/${second.id}/cancel`);
      const terms = page.getByRole('region', { name: 'What cancelling means' });
      await terms.waitFor();
      // nothing has moved yet: the quote speaks of the refund to come
      expect(await terms.getByTestId('quote-outcome').textContent()).toBe(`You will be refunded ${euros(second.totalPriceCents)} to your card`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await pageFitsWidth(page, 320)).toBe(true);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
      await cancelDialog.waitFor();
      await cancelDialog.getByRole('button', { name: 'Keep booking' }).click();
      await cancelDialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('heading', { name: 'Booking cancelled', level: 1 }).waitFor();
      expect(await page.getByTestId('booking-status').textContent()).toBe('Cancelled');
      expect(await page.getByTestId('refund-on-its-way').textContent()).toMatch(REFUND_PROMISE);
      expect(await page.getByTestId('refund-on-its-way').textContent()).toContain(euros(second.totalPriceCents));

      // My Bookings shows it cancelled, without anything left to change, with what was refunded, when, and its credit note
      await page.goto('/dashboard');
      await expect.poll(() => other.getByTestId('booking-status').textContent()).toBe('Cancelled');
      expect(await other.getByRole('link', { name: 'Change booking' }).count()).toBe(0);
      expect(await other.getByRole('link', { name: 'Cancel booking' }).count()).toBe(0);
      const refunded = other.getByTestId('booking-refunds');
      await refunded.waitFor();
      expect(await refunded.textContent()).toMatch(new RegExp(`^${euros(second.totalPriceCents).replace(/[.$]/g, '\\$&')} refunded to your card on [A-Z][a-z]{2} \\d{1,2}, \\d{4} \\(booking cancelled\\)`));
      const creditNote = other.getByRole('link', { name: /^Credit note CN-\d{4}-\d{5,} \(PDF\)$/ });
      await creditNote.waitFor();
      expect(await creditNote.getAttribute('href')).toMatch(PDF_URL);

      // each card in people's words: the festival, hotel and room by name, the seats and extras it holds
      const changedCard = bookingCard(page, first.id);
      expect(await changedCard.getByTestId('booking-hotel').textContent()).toMatch(/^Mirabell Hotel \S+ · Double Room$/);
      expect(await changedCard.getByTestId('booking-extras').textContent()).toBe(`${festival.extra.name} × 1`);
      expect(await changedCard.getByTestId('booking-seats').count()).toBe(0);
      expect(await other.getByTestId('booking-seats').textContent()).toBe(`${festival.seat.title} · Jun 3, 2029`);
      expect(await internalIdentifiersOnCards(page, { slugs: [festival.productId], orderIds: [first.id, second.id] })).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await pageFitsWidth(page, 320)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    // the admin's Orders tab names the cancelled booking by its reference, with its refund and the net it leaves
    await withPhonePage(async ({ page, consoleErrors }) => {
      page.setDefaultTimeout(15_000);
      await openAdminOnPhone(page);
      const row = await adminOrderRowOf(page, second.id);
      const rowText = (await row.textContent()) ?? '';
      expect(rowText).toContain(`NF-${second.id.slice(0, 4).toUpperCase()}`);
      expect(rowText).not.toContain(second.id.slice(0, 8));
      expect(await row.getByTestId('order-money').textContent()).toBe(`${euros(second.totalPriceCents)}Refunded −${euros(second.totalPriceCents)}Net ${euros(0)}`);
      expect(consoleErrors).toEqual([]);
    });
  }, LONG_TEST_MS);
});
