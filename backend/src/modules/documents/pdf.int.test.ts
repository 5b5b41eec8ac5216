import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftDocument } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from '../orders/testing/festival-app';
import { paidOrder } from '../orders/testing/change-fixture';
import { SAMPLE_BOOKING_TEXT, SAMPLE_SELLER_TEXT, sampleCreditNote, sampleRequest, sampleSeller } from './testing/sample-document';
import { insertDocument, orderInvoice, storedColumn } from './testing/stored-documents';

// GET /api/orders/{id}/documents/{documentId}/pdf on real Postgres: an issued document's PDF is drawn
// once, stored, and every download (the owner's, an admin's, twenty at once) is those bytes.

let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;

beforeAll(async () => ({ t, admin, festival } = await festivalApp({ now: () => new Date('2027-05-01T10:00:00.000Z'), rooms: 10 })));
afterAll(async () => t?.close());

const pdfUrl = (orderId: string, documentId: string) => `/api/orders/${orderId}/documents/${documentId}/pdf`;

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

async function bookedBy(player: SessionClient): Promise<string> {
  return paidOrder(player, festival);
}

describe('an issued document downloaded as a PDF', () => {
  it('holds the seller, the buyer, the lines, the taxes, the total and the card, for its owner, twice the same bytes', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await bookedBy(player);
    const content = await orderInvoice(t.store, orderId);
    const documentId = await insertDocument(t.database.db, content);

    const first = await player.get(pdfUrl(orderId, documentId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${content.number}.pdf"`);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toBe(`"${createHash('sha256').update(first.rawPayload).digest('hex')}"`);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await textOf(first.rawPayload);
    for (const expected of [
      content.number,
      ...SAMPLE_SELLER_TEXT,
      content.buyer.name,
      content.buyer.email,
      `Booking NF-${orderId.slice(0, 4).toUpperCase()}`,
      'Double Room',
      ...SAMPLE_BOOKING_TEXT,
      '•••• 4242 on ',
    ]) {
      expect(text).toContain(expected);
    }
    // the card's number never, only its last four digits
    expect(text).not.toMatch(/4242\s*4242/);

    const again = await player.get(pdfUrl(orderId, documentId));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await storedColumn(t.database.db, documentId))?.equals(first.rawPayload)).toBe(true);
    const byAdmin = await admin.get(pdfUrl(orderId, documentId));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(first.rawPayload)).toBe(true);

    const revalidated = await player.request({ method: 'GET', url: pdfUrl(orderId, documentId), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const among = await player.request({ method: 'GET', url: pdfUrl(orderId, documentId), headers: { 'if-none-match': `"other", W/${String(first.headers.etag)}` } });
    expect(among.statusCode).toBe(304);
    const stale = await player.request({ method: 'GET', url: pdfUrl(orderId, documentId), headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('prints a buyer named in any script, and a credit note names the invoice it corrects', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await bookedBy(player);
    const invoice = await orderInvoice(t.store, orderId, { buyer: { name: 'Łukasz Żółć', email: 'lukasz@example.com' } });
    const invoiceId = await insertDocument(t.database.db, invoice);
    expect(await textOf((await player.get(pdfUrl(orderId, invoiceId))).rawPayload)).toContain('Łukasz Żółć');

    const creditNote = sampleCreditNote(invoice.number, { orderId, buyer: { name: 'Дмитрий Ωμέγα', email: 'dmitry@example.com' } }, 901);
    const creditNoteId = await insertDocument(t.database.db, creditNote);
    const answer = await player.get(pdfUrl(orderId, creditNoteId));
    expect(answer.headers['content-disposition']).toBe('attachment; filename="CN-2027-00901.pdf"');
    const text = await textOf(answer.rawPayload);
    expect(text).toContain('Дмитрий Ωμέγα');
    expect(text).toContain(`Corrects invoice ${invoice.number}`);
    expect(text).toContain('Total credited €630.00');
  });

  it('twenty first downloads at once store one copy and all answer it', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await bookedBy(player);
    const documentId = await insertDocument(t.database.db, await orderInvoice(t.store, orderId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => player.get(pdfUrl(orderId, documentId))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const stored = await storedColumn(t.database.db, documentId);
    expect(stored).not.toBeNull();
    for (const answer of answers) expect(answer.rawPayload.equals(stored!)).toBe(true);
    // and it stays that copy: the table refuses a second one
    await expect(t.database.db.updateTable('order_documents').set({ pdf: Buffer.from('%PDF-other') }).where('id', '=', documentId).execute()).rejects.toThrow(/immutable/);
  });

  it('answers the copy stored first, even one another process drew differently', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await bookedBy(player);
    const documentId = await insertDocument(t.database.db, await orderInvoice(t.store, orderId));
    const theirs = Buffer.from('%PDF-1.7 drawn elsewhere first');
    await t.database.db.updateTable('order_documents').set({ pdf: theirs }).where('id', '=', documentId).where('pdf', 'is', null).execute();
    expect((await player.get(pdfUrl(orderId, documentId))).rawPayload.equals(theirs)).toBe(true);
  });

  it('is a 404 to another player and for a document of another order, a 401 to nobody, never a 500', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    const orderId = await bookedBy(player);
    const documentId = await insertDocument(t.database.db, await orderInvoice(t.store, orderId));
    const stranger = (await loggedInAs(t, 'player')).client;
    const foreign = await stranger.get(pdfUrl(orderId, documentId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Order not found' });
    expect((await new SessionClient(t.server).get(pdfUrl(orderId, documentId))).statusCode).toBe(401);

    // the stranger's own order does not open the player's document
    const strangersOrder = await bookedBy(stranger);
    const elsewhere = await stranger.get(pdfUrl(strangersOrder, documentId));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: 'Document not found' });
    // a document of a sample order that was never placed
    const orphan = await insertDocument(t.database.db, draftDocument(sampleRequest(), { seller: sampleSeller, prefix: 'INV', year: 2027, sequence: 950, issuedAt: '2027-05-01T10:00:00.000Z', corrects: [] }));
    expect((await admin.get(pdfUrl(orderId, orphan))).statusCode).toBe(404);

    for (const url of [pdfUrl(orderId, 'not-a-document'), pdfUrl('not-an-order', documentId), pdfUrl(orderId, '00000000-0000-4000-8000-000000000000'), pdfUrl(orderId, 'x'.repeat(300))]) {
      const answer = await player.get(url);
      expect([400, 404], url).toContain(answer.statusCode);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
