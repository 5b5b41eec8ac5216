import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '@pokerfest/domain';
import { sampleCreditNote, sampleInvoice, sampleRequest } from '../testing/sample-document';
import { renderDocumentPdf } from './render';
import { creditText, paymentText } from './wording';

// Issue 32 on paper: a discount is a negative line of its own and lowers the taxed amounts;
// tournament credit is a means of payment, printed beside the card.

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

// The sample booking (825.50: room 480.00, seat 300.00, transfer 45.50) less 5 % VIP, 41.28 spread
// over the parts (24.00, 15.00, 2.28): 784.22, of which 200.00 paid by credit and 584.22 by card.
const VIP: DocumentLine = { kind: 'discount', description: 'VIP discount (5 %)', detail: null, quantity: null, unitCents: null, amountCents: -4_128, byPart: { hotel: -2_400, tournaments: -1_500, extras: -228 } };
const TOTAL = 82_550 - 4_128;

describe('a discounted invoice paid partly by credit, as a PDF', () => {
  it('prints the discount as its own line, the taxes on the discounted parts, and both means of payment', async () => {
    const invoice = sampleInvoice({
      lines: [...sampleRequest().lines, VIP],
      totalCents: TOTAL,
      payment: { kind: 'paid', at: '2027-03-14T09:35:00.000Z', method: 'card', cardBrand: 'visa', cardLast4: '4242', amountCents: TOTAL - 20_000 },
      credit: { kind: 'paid', amountCents: 20_000 },
    });
    expect(invoice.taxes.map((tax) => tax.grossCents)).toEqual([45_600, 28_500, 4_322]);
    const text = await textOf(await renderDocumentPdf(invoice));
    for (const expected of [
      'VIP discount (5 %)',
      '−€41.28',
      // 456.00 × 10 / 110 = 41.45…; 43.22 × 20 / 120 = 7.20…
      'VAT 10 % €414.55 €41.45 €456.00',
      'VAT 20 % €36.02 €7.20 €43.22',
      'Total €784.22',
      'Paid by Visa •••• 4242 on Mar 14, 2027, 09:35 UTC: €584.22',
      'Paid by tournament credit: €200.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("a credit note says what went back to the card and what went back to credit", async () => {
    const note = sampleCreditNote('INV-2027-00001', {
      payment: { kind: 'refunded', at: '2027-04-02T12:00:00.000Z', method: 'card', cardBrand: 'visa', cardLast4: '4242', amountCents: 53_000 },
      credit: { kind: 'refunded', amountCents: 10_000 },
    });
    const text = await textOf(await renderDocumentPdf(note));
    expect(text).toContain('Total credited €630.00');
    expect(text).toContain('Refunded to Visa •••• 4242 on Apr 2, 2027, 12:00 UTC: €530.00');
    expect(text).toContain('Refunded to tournament credit: €100.00');
  });
});

describe('the means of payment in words', () => {
  it("says the card's amount only beside credit", () => {
    const card = { kind: 'paid', at: '2027-03-14T09:35:00.000Z', method: 'card', cardBrand: 'visa', cardLast4: '4242' } as const;
    expect(paymentText(card, 'EUR')).toBe('Paid by Visa •••• 4242 on Mar 14, 2027, 09:35 UTC');
    expect(paymentText({ ...card, amountCents: 58_422 }, 'EUR')).toBe('Paid by Visa •••• 4242 on Mar 14, 2027, 09:35 UTC: €584.22');
    expect(creditText({ kind: 'paid', amountCents: 20_000 }, 'EUR')).toBe('Paid by tournament credit: €200.00');
    expect(creditText({ kind: 'refunded', amountCents: 10_050 }, 'EUR')).toBe('Refunded to tournament credit: €100.50');
  });
});
