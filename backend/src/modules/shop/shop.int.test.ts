import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSellerSettings, formatMoment, type SellerSettings } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';
import { bookableFestival } from '../../testing/booking-fixture';

// The seller is configuration until an admin saves one in Settings: GET /api/shop hands the seller
// in force to the SPA's receipt and legal pages, and the confirmation e-mail names it with the time
// of the payment.

const seller = { SELLER_NAME: 'Festival Shop GmbH', SELLER_ADDRESS: 'Ringstraße 1, 1010 Vienna, Austria', SUPPORT_EMAIL: 'help@shop.example', LOW_STOCK_THRESHOLD: '2' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: seller });
});
afterAll(async () => t?.close());

describe('the seller on receipts', () => {
  it('GET /api/shop answers the configured seller and low-stock threshold to anyone', async () => {
    const response = await t.server.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seller: { name: 'Festival Shop GmbH', address: 'Ringstraße 1, 1010 Vienna, Austria', supportEmail: 'help@shop.example' }, lowStockThreshold: 2 });
  });

  it('a paid order carries its payment time, and its confirmation e-mail the seller and that time', async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    const player = (await loggedInAs(t, 'player')).client;
    const before = Date.now();
    const id = await confirmedOrder(player, await bookableFestival(admin));
    const order = (await player.get(`/api/orders/${id}`)).json();
    expect(order.paymentStatus).toBe('paid');
    expect(Date.parse(order.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(order.paidAt)).toBeLessThanOrEqual(Date.now());

    const mail = await t.database.db.selectFrom('mail_outbox').select('text_body').where('subject', 'like', 'Booking confirmed%').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Paid on: ${formatMoment(order.paidAt, { timeZone: 'UTC' })}`);
    expect(mail.text_body).toContain('Festival Shop GmbH\nRingstraße 1, 1010 Vienna, Austria\nSupport: help@shop.example');
  });

  it("after an admin saves the seller in Settings, GET /api/shop (another session) and the next confirmation e-mail name the saved seller", async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    const saved: SellerSettings = {
      ...defaultSellerSettings({ name: 'Saved Seller KG', address: 'Mariahilfer Straße 2\n1070 Vienna, Austria', supportEmail: 'billing@saved.example' }),
      registrationNumber: 'ATU87654321',
    };
    expect((await admin.put('/api/admin/settings/seller', saved)).statusCode).toBe(200);

    const shop = await t.server.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json()).toEqual({ seller: { name: 'Saved Seller KG', address: 'Mariahilfer Straße 2\n1070 Vienna, Austria', supportEmail: 'billing@saved.example' }, lowStockThreshold: 2 });

    const player = (await loggedInAs(t, 'player')).client;
    const id = await confirmedOrder(player, await bookableFestival(admin));
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', 'like', 'Booking confirmed%')
      .where('text_body', 'like', `%${id}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Saved Seller KG\nMariahilfer Straße 2\n1070 Vienna, Austria\nSupport: billing@saved.example');
    expect(mail.text_body).not.toContain('Festival Shop GmbH');
  });
});
