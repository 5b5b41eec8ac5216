import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView, OrderView } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { confirm, quote } from '../orders/testing/change-fixture';
import { festivalApp } from '../orders/testing/festival-app';
import { createdVoucher, paidByCard, placedAtPrice, roomAndSeat } from '../promotions/testing/promotions-shop';
import { documentsOf, MARGIN_NOTE, saveSeller } from './testing/document-fixture';

// The documents of discounted and credit-paid bookings (issue 32), issued with the commands that
// cause them on real Postgres: hotel at 10 %, extras at 20 %, seats under the margin scheme
// (document-fixture.ts). The fixture's festival starts 2027-06-01: a cancellation now is refunded in full.

let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;

beforeAll(async () => {
  ({ t, admin, festival } = await festivalApp({ rooms: 20, seats: 20 }));
  await saveSeller(t.database.db);
});
afterAll(async () => t?.close());

async function pdfText(client: SessionClient, orderId: string, documentId: string): Promise<string> {
  const documents = (await client.get(`/api/orders/${orderId}/documents`)).json<DocumentView[]>();
  const pdf = await client.get(documents.find((document) => document.id === documentId)!.url);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
  return text;
}

const orderOf = async (client: SessionClient, orderId: string) => (await client.get(`/api/orders/${orderId}`)).json<OrderView>();

describe("a VIP player's invoice", () => {
  it('lists the VIP discount and a code for the hotel as lines of their own, charges VAT on the discounted amounts and totals the order', async () => {
    const { client, id } = await loggedInAs(t, 'player');
    // 600 points: VIP from 500, 5 % off every package (loyalty_config)
    await t.database.db.updateTable('users').set({ loyalty_points: 600 }).where('id', '=', id).execute();
    const voucher = await createdVoucher({ t, admin, festival }, { appliesTo: 'hotel', value: 10 });
    // the room 480.00, the seat 300.00 and the transfer 45.50: 825.50
    const { price, answer } = await placedAtPrice(client, roomAndSeat(festival, { extras: [festival.extraId], voucherCode: voucher.code }));
    // VIP: 5 % of 825.50 = 41.28 (24.00 room, 15.00 seat, 2.28 transfer); the code: 10 % of the room's 456.00 left = 45.60
    expect(price.discounts.map((line) => [line.label, line.amountCents])).toEqual([
      ['VIP discount (5 %)', 4_128],
      [`Code ${voucher.code} (10 %)`, 4_560],
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const orderId = answer.json<OrderView>().id;
    await paidByCard(client, orderId, price.amountDue);

    const [invoice, ...others] = await documentsOf(t.database.db, orderId);
    expect(others).toEqual([]);
    const content = invoice!.content;
    expect(content.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['hotel', 48_000],
      ['tournaments', 30_000],
      ['extras', 4_550],
      ['discount', -4_128],
      ['discount', -4_560],
    ]);
    expect(content.lines.slice(3).map((line) => line.description)).toEqual(['VIP discount (5 %)', `Code ${voucher.code} (10 %)`]);
    expect(content.taxes).toEqual([
      // the room: 480.00 − 24.00 − 45.60 = 410.40, of which 10 % VAT 37.31
      { ratePercent: 10, note: null, grossCents: 41_040, netCents: 37_309, taxCents: 3_731 },
      { ratePercent: null, note: MARGIN_NOTE, grossCents: 28_500, netCents: 28_500, taxCents: 0 },
      // the transfer: 45.50 − 2.28 = 43.22, of which 20 % VAT 7.20
      { ratePercent: 20, note: null, grossCents: 4_322, netCents: 3_602, taxCents: 720 },
    ]);
    const order = await orderOf(client, orderId);
    expect(order.totalPriceCents).toBe(73_862);
    expect(content.totalCents).toBe(order.totalPriceCents);
    expect(content.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(order.totalPriceCents);
    expect(content.payment).toMatchObject({ kind: 'paid', cardBrand: 'visa', cardLast4: '4242' });
    expect(content).not.toHaveProperty('credit');

    const text = await pdfText(client, orderId, invoice!.id);
    for (const expected of ['VIP discount (5 %)', '−€41.28', `Code ${voucher.code} (10 %)`, '−€45.60', 'VAT 10 % €373.09 €37.31 €410.40', 'VAT 20 % €36.02 €7.20 €43.22', 'Total €738.62']) {
      expect(text).toContain(expected);
    }
  });
});

describe('a booking paid partly by tournament credit', () => {
  it("is invoiced at its whole price, credit beside the card; its cancellation's credit note says what went back to each", async () => {
    const { client, id } = await loggedInAs(t, 'player');
    const granted = await admin.post(`/api/admin/users/${id}/credit`, { amount: 200, reason: 'Satellite win' });
    expect(granted.statusCode, granted.body).toBe(201);
    const { price, answer } = await placedAtPrice(client, roomAndSeat(festival, { useCredit: true }));
    expect(price).toMatchObject({ totalPriceCents: 78_000, creditAppliedCents: 20_000, amountDueCents: 58_000 });
    const orderId = answer.json<OrderView>().id;
    await paidByCard(client, orderId, 580);

    const [invoice] = await documentsOf(t.database.db, orderId);
    expect(invoice!.content).toMatchObject({ totalCents: 78_000, payment: { kind: 'paid', cardLast4: '4242', amountCents: 58_000 }, credit: { kind: 'paid', amountCents: 20_000 } });
    // credit is no discount: the room is taxed on all of its 480.00
    expect(invoice!.content.taxes[0]).toEqual({ ratePercent: 10, note: null, grossCents: 48_000, netCents: 43_636, taxCents: 4_364 });
    const invoiceText = await pdfText(client, orderId, invoice!.id);
    expect(invoiceText).toContain('Paid by tournament credit: €200.00');
    expect(invoiceText).toMatch(/Paid by Visa •••• 4242 on .+: €580\.00/);

    const offer = await quote(client, orderId, { cancel: true });
    expect(offer.refundCents).toBe(78_000);
    await confirm(client, orderId, offer.quoteId);
    const [, note] = await documentsOf(t.database.db, orderId);
    expect(note!.content).toMatchObject({
      kind: 'credit-note',
      totalCents: 78_000,
      corrects: [invoice!.number],
      payment: { kind: 'refunded', cardLast4: '4242', amountCents: 58_000 },
      credit: { kind: 'refunded', amountCents: 20_000 },
    });
    const noteText = await pdfText(client, orderId, note!.id);
    expect(noteText).toContain('Refunded to tournament credit: €200.00');
    expect(noteText).toMatch(/Refunded to Visa •••• 4242 on .+: €580\.00/);
    expect((await client.get('/api/credit')).json().balanceCents).toBe(20_000);
  });
});
