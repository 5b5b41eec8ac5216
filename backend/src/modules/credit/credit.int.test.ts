import { describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { readModelCaughtUp } from '../../testing/booking-fixture';
import { SessionClient } from '../../testing/session-client';
import { quote, confirm } from '../orders/testing/change-fixture';
import { expiredAt, paidByCard, placedAtPrice, priced, promotionsShopPerFile, roomAndSeat } from '../promotions/testing/promotions-shop';

// Tournament credit through the API on real Postgres (issue 32): the admin's grants and deductions,
// credit paying first and the card the rest, given back when an unpaid order expires, an order paid
// by credit alone confirmed without a card, and a cancellation returning credit and card money apart.

const shop = promotionsShopPerFile();

async function playerWithCredit(amount: number, over: Record<string, unknown> = {}) {
  const { client, id } = await loggedInAs(shop.t, 'player');
  const granted = await shop.admin.post(`/api/admin/users/${id}/credit`, { amount, reason: 'Satellite win, Linz Open', ...over });
  expect(granted.statusCode, granted.body).toBe(201);
  return { client, id };
}

const balanceOf = async (client: SessionClient) => (await client.get('/api/credit')).json().balanceCents as number;

describe('the credit ledger', () => {
  it("grants and takes back credit with a reason, never below zero, and shows the player every entry", async () => {
    const { client, id } = await playerWithCredit(150, { expiresAt: '2099-12-31' });
    expect((await shop.admin.post(`/api/admin/users/${id}/credit`, { amount: -50, reason: 'Granted twice by mistake' })).statusCode).toBe(201);
    const refused = await shop.admin.post(`/api/admin/users/${id}/credit`, { amount: -101, reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'credit_insufficient', balanceCents: 10_000 });
    const mine = (await client.get('/api/credit')).json();
    expect(mine).toMatchObject({ balanceCents: 10_000, currency: 'EUR' });
    expect(mine.entries.map((entry: { kind: string; amountCents: number; adminId: number | null }) => [entry.kind, entry.amountCents, entry.adminId])).toEqual([
      ['deducted', -5_000, null],
      ['granted', 15_000, null],
    ]);
    const audited = (await shop.admin.get(`/api/admin/users/${id}/credit`)).json();
    expect(audited.entries.every((entry: { adminId: number | null }) => typeof entry.adminId === 'number')).toBe(true);
    const stream = await shop.t.store.readStream(`credit-${id}`);
    expect(stream.map((event) => event.type)).toEqual(['CreditGranted', 'CreditDeducted']);
  });

  it('refuses bad entries with 400 and anyone but an admin', async () => {
    const { client, id } = await loggedInAs(shop.t, 'player');
    for (const bad of [{ amount: 0, reason: 'x' }, { amount: 10 }, { amount: 10, reason: '' }, { amount: 10.001, reason: 'x' }, { amount: 'ten', reason: 'x' }, { amount: 1e9, reason: 'x' },
      { amount: 10, reason: 'x', expiresAt: '2020-01-01' }, { amount: 10, reason: 'x', expiresAt: '2027-02-30' }, { amount: -10, reason: 'x', expiresAt: '2099-01-01' }, { amount: 10, reason: 'x\u0000' }, { amount: 10, reason: 'x', extra: 1 }]) {
      expect((await shop.admin.post(`/api/admin/users/${id}/credit`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await shop.admin.post('/api/admin/users/999999/credit', { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect((await client.post(`/api/admin/users/${id}/credit`, { amount: 10, reason: 'x' })).statusCode).toBe(403);
    expect((await client.get(`/api/admin/users/${id}/credit`)).statusCode).toBe(403);
    expect((await new SessionClient(shop.t.server).get('/api/credit')).statusCode).toBe(401);
    expect(await balanceOf(client)).toBe(0);
  });
});

describe('paying with credit', () => {
  it('pays first, and the card pays the rest', async () => {
    const { client } = await playerWithCredit(200);
    const { price, answer } = await placedAtPrice(client, roomAndSeat(shop.festival, { useCredit: true }));
    expect(price).toMatchObject({ subtotalCents: 78_000, totalPriceCents: 78_000, creditAppliedCents: 20_000, amountDueCents: 58_000, creditBalanceCents: 20_000 });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'pending', totalPriceCents: 78_000, creditAppliedCents: 20_000, amountDueCents: 58_000 });
    expect(await balanceOf(client)).toBe(0);
    const wrong = await client.post('/api/create-payment-intent', { orderId: answer.json().id, amount: 600 });
    expect(wrong.statusCode).toBe(409);
    await paidByCard(client, answer.json().id, 580);
    expect((await client.get(`/api/orders/${answer.json().id}`)).json()).toMatchObject({ status: 'confirmed', paidCents: 58_000 });
  });

  it('gives the credit back when the unpaid order expires', async () => {
    const { client } = await playerWithCredit(100);
    const { answer } = await placedAtPrice(client, roomAndSeat(shop.festival, { useCredit: true }));
    expect(answer.statusCode).toBe(201);
    expect(await balanceOf(client)).toBe(0);
    await expiredAt(shop, answer.json().id, new Date(Date.now() + 3_600_000));
    expect(await balanceOf(client)).toBe(10_000);
    const kinds = (await client.get('/api/credit')).json().entries.map((entry: { kind: string; amountCents: number }) => [entry.kind, entry.amountCents]);
    expect(kinds).toEqual([['returned', 10_000], ['used', -10_000], ['granted', 10_000]]);
  });

  it('confirms an order paid by credit alone without a card, and refuses a card payment for it', async () => {
    const { client } = await playerWithCredit(1000);
    const { answer } = await placedAtPrice(client, roomAndSeat(shop.festival, { useCredit: true }));
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ status: 'confirmed', creditAppliedCents: 78_000, amountDueCents: 0 });
    expect(await balanceOf(client)).toBe(22_000);
    expect((await client.post('/api/create-payment-intent', { orderId: answer.json().id })).statusCode).toBe(409);
  });

  it('lets only one of ten orders racing for the same credit take it; the others are refused or placed for the card alone', async () => {
    const { client } = await playerWithCredit(780);
    const body = roomAndSeat(shop.festival, { useCredit: true });
    const price = await priced(client, body);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/orders', { ...body, totalPrice: price.totalPrice })));
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json() as { creditAppliedCents: number; amountDueCents: number; status: string });
    expect(placed.filter((order) => order.creditAppliedCents === 78_000 && order.status === 'confirmed')).toHaveLength(1);
    // a placement that read the balance before the winner committed is refused; one that read it after has none to use
    expect(placed.filter((order) => order.creditAppliedCents === 0).every((order) => order.amountDueCents === 78_000 && order.status === 'pending')).toBe(true);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) expect(refused.json().details).toMatchObject({ reason: 'credit_insufficient' });
    expect(placed.length + answers.filter((answer) => answer.statusCode === 409).length).toBe(10);
    expect(await balanceOf(client)).toBe(0);
    const used = await shop.t.database.db.selectFrom('credit_entries').select('amount_cents').where('kind', '=', 'used').where('user_id', '=', (await client.get('/api/user')).json().id).execute();
    expect(used.map((entry) => Number(entry.amount_cents))).toEqual([-78_000]);
  });

  it('returns what credit paid as credit and what the card paid to the card when the booking is cancelled, in proportion', async () => {
    const half = { hotel: 50, tournaments: 50, extras: 50 };
    await shop.admin.put('/api/admin/settings/cancellation-policy', { tiers: [{ minDays: 0, maxDays: null, refundPercent: half }] });
    try {
      const { client } = await playerWithCredit(200);
      const { answer } = await placedAtPrice(client, roomAndSeat(shop.festival, { useCredit: true }));
      await paidByCard(client, answer.json().id, 580);
      const offer = await quote(client, answer.json().id, { cancel: true });
      expect(offer.refundCents).toBe(39_000);
      const cancelled = await confirm(client, answer.json().id, offer.quoteId);
      // 390.00 back of 780.00 kept: 200.00 of it was credit, so 100.00 goes back to credit and 290.00 to the card
      expect(cancelled).toMatchObject({ status: 'cancelled', paidCents: 58_000, refundedCents: 29_000 });
      expect(await balanceOf(client)).toBe(10_000);
      await readModelCaughtUp(shop.t);
      const refunds = (await shop.t.store.readStream(`order-${answer.json().id}`)).filter((event) => event.type === 'RefundRequested').map((event) => (event.data as { intentId: string; amountCents: number }).amountCents).sort((a, b) => a - b);
      expect(refunds).toEqual([10_000, 29_000]);
    } finally {
      await shop.admin.put('/api/admin/settings/cancellation-policy', { tiers: [{ minDays: 14, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 100 } }, { minDays: 0, maxDays: 13, refundPercent: { hotel: 0, tournaments: 0, extras: 0 } }] });
    }
  });
});
