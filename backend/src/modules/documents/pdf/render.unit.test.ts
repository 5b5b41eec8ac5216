import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '@pokerfest/domain';
import { SAMPLE_BOOKING_TEXT, SAMPLE_SELLER_TEXT, sampleCreditNote, sampleInvoice } from '../testing/sample-document';
import { renderDocumentPdf } from './render';
import { cardText, paymentText } from './wording';

/** A typical invoice (a room, a seat, an extra, three tax lines) measured 28 KB, both DejaVu subsets included. */
const TYPICAL_MAX_BYTES = 40 * 1024;

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text, pages: totalPages };
}

describe('an issued document as a PDF', () => {
  it('is the same bytes for the same content, and other bytes for other content', async () => {
    const invoice = sampleInvoice();
    const first = await renderDocumentPdf(invoice);
    const second = await renderDocumentPdf(structuredClone(invoice));
    expect(first.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(second.equals(first)).toBe(true);
    expect((await renderDocumentPdf(sampleInvoice({}, 2))).equals(first)).toBe(false);
    // dated when issued, not when drawn
    const dates = first.toString('latin1').match(/\(D:\d{14}Z\)/g);
    expect(dates).toEqual(['(D:20270314093612Z)', '(D:20270314093612Z)']);
  });

  it('stays small: a typical invoice is under the measured bound', async () => {
    const size = (await renderDocumentPdf(sampleInvoice())).length;
    expect(size).toBeGreaterThan(5_000);
    expect(size).toBeLessThan(TYPICAL_MAX_BYTES);
  });

  it('prints every part of an invoice, and any buyer name', async () => {
    const { text, pages } = await textOf(await renderDocumentPdf(sampleInvoice({ buyer: { name: 'Łukasz Żółć (Дмитрий Ωμέγα)', email: 'lukasz@example.com' } })));
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice',
      'INV-2027-00001',
      'Issued Mar 14, 2027',
      ...SAMPLE_SELLER_TEXT,
      'Łukasz Żółć (Дмитрий Ωμέγα)',
      'lukasz@example.com',
      'Booking NF-5E1F',
      'Linz Poker Open, Linz, Austria, Jun 1 – 7, 2027',
      'Danube Hotel – Double Room',
      ...SAMPLE_BOOKING_TEXT,
      'Paid by Visa •••• 4242 on Mar 14, 2027, 09:35 UTC',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('High Roller');
  });

  it('a credit note names the invoice it corrects, why, and where the money goes back', async () => {
    const { text } = await textOf(await renderDocumentPdf(sampleCreditNote('INV-2027-00001')));
    for (const expected of ['Credit note', 'CN-2027-00001', 'Credited to', 'Corrects invoice INV-2027-00001', 'Reason: Booking cancelled', '50 % refunded', 'Total credited €630.00', 'Refunded to Visa •••• 4242 on Apr 2, 2027, 12:00 UTC']) {
      expect(text).toContain(expected);
    }
  });

  it('runs onto more pages when the lines do, with the table heading on each', async () => {
    const lines: DocumentLine[] = Array.from({ length: 60 }, (_, index) => ({
      kind: 'extras',
      description: `Extra number ${index + 1}`,
      detail: 'a detail line under it',
      quantity: 1,
      unitCents: 1_000,
      amountCents: 1_000,
    }));
    const { text, pages } = await textOf(await renderDocumentPdf(sampleInvoice({ lines, totalCents: 60_000 })));
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Description Qty Unit price Amount/g)?.length).toBe(pages);
    expect(text).toContain('Extra number 60');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Total €600.00');
  });
});

describe('the payment in words', () => {
  it('names the card by brand and last four digits only', () => {
    expect(paymentText({ kind: 'paid', at: '2027-03-14T09:35:00.000Z', method: 'card', cardBrand: 'mastercard', cardLast4: '4444' })).toBe('Paid by Mastercard •••• 4444 on Mar 14, 2027, 09:35 UTC');
    expect(cardText({ cardBrand: null, cardLast4: '4242' })).toBe('card •••• 4242');
    expect(cardText({ cardBrand: null, cardLast4: null })).toBe('card');
    // anything that is not four digits is not printed
    expect(cardText({ cardBrand: 'visa', cardLast4: '4242424242424242' })).toBe('Visa');
  });
});
