import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderView, DocumentView, OrderView } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { confirmedOrder, QUEUED_JOBS_WAIT } from '../loyalty/testing/loyalty-fixture';
import type { BookableFestival } from '../../testing/booking-fixture';
import { confirm, payDue, quote } from '../orders/testing/change-fixture';
import { festivalApp } from '../orders/testing/festival-app';
import { DOCUMENT_ISSUE_TIMER_KIND, rearmPendingDocuments } from './pending-documents';
import { completeSeller, documentsOf, MARGIN_NOTE, saveSeller } from './testing/document-fixture';

// Invoices and credit notes issued with the order commands that cause them (issue 18), on real
// Postgres: the fixture's festival starts 2027-06-01, so a cancellation today is refunded in full.

let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  ({ t, admin, player, festival } = await festivalApp({ rooms: 20 }));
  await saveSeller(t.database.db);
});
afterAll(async () => t?.close());

const listed = async (client: SessionClient, orderId: string) => {
  const answer = await client.get(`/api/orders/${orderId}/documents`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DocumentView[]>();
};

describe('an order gets its documents with the commands that cause them', () => {
  let orderId: string;

  it('a confirmed order gets the first invoice of the year, with the seller block, its lines, taxes and card', async () => {
    orderId = await confirmedOrder(player, festival);
    const [invoice, ...others] = await documentsOf(t.database.db, orderId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', number: `INV-${year}-00001`, sourceKey: 'confirmation' });
    const content = invoice!.content;
    expect(content.seller).toEqual({ legalName: 'Poker Festivals GmbH', address: 'Ringstrasse 1\n1010 Wien\nAustria', registrationNumber: 'ATU12345678', supportEmail: 'help@pokerfestivals.example' });
    expect(content).toMatchObject({ totalCents: 82_550, currency: 'EUR', buyer: { name: 'Anna Huber', email: 'anna.huber@example.com' }, corrects: [] });
    expect(content.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['hotel', 48_000],
      ['tournaments', 30_000],
      ['extras', 4_550],
    ]);
    expect(content.taxes).toEqual([
      { ratePercent: 10, note: null, grossCents: 48_000, netCents: 43_636, taxCents: 4_364 },
      { ratePercent: null, note: MARGIN_NOTE, grossCents: 30_000, netCents: 30_000, taxCents: 0 },
      { ratePercent: 20, note: null, grossCents: 4_550, netCents: 3_792, taxCents: 758 },
    ]);
    expect(content.payment).toMatchObject({ kind: 'paid', method: 'card', cardBrand: 'visa', cardLast4: '4242' });

    expect(await listed(player, orderId)).toEqual([
      { id: invoice!.id, kind: 'invoice', number: `INV-${year}-00001`, issuedAt: content.issuedAt, total: 825.5, totalCents: 82_550, currency: 'EUR', corrects: [], quoteId: null, url: `/api/orders/${orderId}/documents/${invoice!.id}/pdf` },
    ]);
    expect(await listed(admin, orderId)).toHaveLength(1);
  });

  it('an issued document cannot be changed or deleted', async () => {
    const [invoice] = await documentsOf(t.database.db, orderId);
    await expect(sql`UPDATE order_documents SET number = 'INV-0000-99999' WHERE id = ${invoice!.id}`.execute(t.database.db)).rejects.toThrow(/immutable/);
    await expect(sql`DELETE FROM order_documents WHERE id = ${invoice!.id}`.execute(t.database.db)).rejects.toThrow(/never deleted/);
  });

  it('a change that charges a difference gets a second invoice, for the difference', async () => {
    const offer = await quote(player, orderId, { nights: 5 });
    expect(offer).toMatchObject({ due: 120, refund: 0 });
    await confirm(player, orderId, offer.quoteId);
    // nothing is invoiced until the difference is paid and the change applies
    expect(await documentsOf(t.database.db, orderId)).toHaveLength(1);
    await payDue(player, orderId, 120);
    const documents = await documentsOf(t.database.db, orderId);
    expect(documents.map((document) => [document.kind, document.number, document.sourceKey])).toEqual([
      ['invoice', `INV-${year}-00001`, 'confirmation'],
      ['invoice', `INV-${year}-00002`, `difference:${offer.quoteId}`],
    ]);
    expect(documents[1]!.content).toMatchObject({ totalCents: 12_000, reason: 'Booking changed: the difference', payment: { kind: 'paid', cardLast4: '4242' } });
    expect(documents[1]!.content.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(12_000);
    // the difference's invoice names the change it was issued for; the booking's own, none
    expect((await listed(player, orderId)).map((document) => document.quoteId)).toEqual([null, offer.quoteId]);
  });

  it("a cancellation with a refund gets a credit note that names the order's invoices", async () => {
    const offer = await quote(player, orderId, { cancel: true });
    expect(offer).toMatchObject({ refundCents: 94_550 });
    await confirm(player, orderId, offer.quoteId);
    const documents = await listed(player, orderId);
    expect(documents.map((document) => [document.kind, document.number, document.totalCents, document.corrects])).toEqual([
      ['invoice', `INV-${year}-00001`, 82_550, []],
      ['invoice', `INV-${year}-00002`, 12_000, []],
      ['credit-note', `CN-${year}-00001`, 94_550, [`INV-${year}-00001`, `INV-${year}-00002`]],
    ]);
    const [, , note] = await documentsOf(t.database.db, orderId);
    expect(note!.content).toMatchObject({ reason: 'Booking cancelled', payment: { kind: 'refunded' } });

    // the order lists the refund once (split over both payments), with when, and the credit note names the same quote
    const order = (await player.get(`/api/orders/${orderId}`)).json<OrderView>();
    expect(order.cancelledAt).toEqual(expect.any(String));
    expect(order.refunds).toEqual([{ quoteId: offer.quoteId, cause: 'cancellation', amount: 945.5, amountCents: 94_550, currency: 'EUR', refundedAt: order.cancelledAt }]);
    expect(documents[2]!.quoteId).toBe(order.refunds[0]!.quoteId);
    const listedForAdmin = (await admin.get('/api/admin/orders')).json<AdminOrderView[]>().find((row) => row.id === orderId);
    expect(listedForAdmin).toMatchObject({ refunds: order.refunds, cancelledAt: order.cancelledAt, refundedCents: 94_550, paidCents: 94_550 });
  });

  it("answers 404 to another player and 401 to nobody: a booking's documents are its owner's and the admins'", async () => {
    const other = (await loggedInAs(t, 'player')).client;
    const foreign = await other.get(`/api/orders/${orderId}/documents`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Order not found' });
    expect((await other.get('/api/orders/00000000-0000-4000-8000-000000000000/documents')).statusCode).toBe(404);
    expect((await new SessionClient(t.server).get(`/api/orders/${orderId}/documents`)).statusCode).toBe(401);
  });
});

describe('a seller without an address', () => {
  it('issues nothing; once the seller is complete, the waiting timer issues the invoice and e-mails it with the document attached', async () => {
    await saveSeller(t.database.db, { ...completeSeller, address: '' });
    const orderId = await confirmedOrder(player, festival);
    expect(await documentsOf(t.database.db, orderId)).toEqual([]);
    const waiting = await t.database.db.selectFrom('scheduled_timers').select(['timer_key', 'fired_at']).where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND).execute();
    expect(waiting).toEqual([{ timer_key: `${orderId}:confirmation`, fired_at: null }]);
    // its tries fail while the address is missing
    await expect.poll(async () => (await t.database.db.selectFrom('scheduled_timers').select('last_error').where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND).executeTakeFirst())?.last_error, QUEUED_JOBS_WAIT).toMatch(/address/);
    expect(await documentsOf(t.database.db, orderId)).toEqual([]);

    await saveSeller(t.database.db);
    expect(await rearmPendingDocuments(t.database.db, t.queue, new Date())).toBe(1);
    await expect.poll(async () => (await documentsOf(t.database.db, orderId)).map((document) => document.number), QUEUED_JOBS_WAIT).toEqual([`INV-${year}-00003`]);
    const [invoice] = await documentsOf(t.database.db, orderId);
    expect(invoice!.content.seller.address).toBe(completeSeller.address);
    const mails = await t.database.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'attachments']).where('subject', 'like', 'Your invoice%').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'anna.huber@example.com', subject: `Your invoice INV-${year}-00003`, attachments: [{ document: { orderId, sourceKey: 'confirmation' } }] });
    expect(mails[0]!.text_body).toContain(`/booking/confirmation?order_id=${orderId}`);
    expect(mails[0]!.text_body).toContain('Poker Festivals GmbH');
    // the timer is marked fired once its job has returned, a moment after the invoice committed
    await expect
      .poll(async () => (await t.database.db.selectFrom('scheduled_timers').select('fired_at').where('kind', '=', DOCUMENT_ISSUE_TIMER_KIND).executeTakeFirst())?.fired_at, QUEUED_JOBS_WAIT)
      .toEqual(expect.any(Date));
  });
});
