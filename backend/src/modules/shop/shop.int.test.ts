import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTimeText } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';
import { bookableFestival } from '../orders/testing/booking-fixture';

// The seller is configuration: GET /api/shop hands it to the SPA's receipt, and the confirmation
// e-mail names it with the time of the payment.

const seller = { SELLER_NAME: 'Festival Shop GmbH', SELLER_ADDRESS: 'Ringstraße 1, 1010 Vienna, Austria', SUPPORT_EMAIL: 'help@shop.example' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: seller });
});
afterAll(async () => t?.close());

describe('the seller on receipts', () => {
  it('GET /api/shop answers the configured seller to anyone', async () => {
    const response = await t.server.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ seller: { name: 'Festival Shop GmbH', address: 'Ringstraße 1, 1010 Vienna, Austria', supportEmail: 'help@shop.example' } });
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
    expect(mail.text_body).toContain(`Paid on: ${paymentTimeText(order.paidAt, 'UTC')}`);
    expect(mail.text_body).toContain('Festival Shop GmbH\nRingstraße 1, 1010 Vienna, Austria\nSupport: help@shop.example');
  });
});
