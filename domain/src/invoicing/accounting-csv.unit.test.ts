import { describe, expect, it } from 'vitest';
import { accountingCsv } from './accounting-csv';
import type { DocumentContent, DocumentTaxLine } from './document';

const tax = (ratePercent: number | null, grossCents: number, taxCents: number): DocumentTaxLine => ({ ratePercent, note: ratePercent === null ? 'Margin scheme' : null, grossCents, netCents: grossCents - taxCents, taxCents });

function document(over: Partial<DocumentContent>): DocumentContent {
  return {
    kind: 'invoice',
    number: 'INV-2026-00001',
    year: 2026,
    sequence: 1,
    issuedAt: '2026-11-24T10:00:00.000Z',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
    bookingReference: 'NF-A1B2',
    festival: { name: 'Prague Poker Fest', location: 'Prague', startDate: null, endDate: null },
    seller: { legalName: 'Seller', address: 'Street 1', registrationNumber: '', supportEmail: 'help@example.com' },
    buyer: { name: 'Jana Novak', email: 'jana@example.com' },
    lines: [],
    taxes: [],
    totalCents: 0,
    currency: 'EUR',
    payment: null,
    corrects: [],
    reason: null,
    ...over,
  };
}

describe('the accounting CSV', () => {
  it('has a net and a tax column per rate present, in rising order, and the credit notes negative', () => {
    const invoice = document({ totalCents: 21_500, taxes: [tax(20, 12_000, 2_000), tax(7.5, 10_750, 750), tax(null, -1_250, 0)] });
    const note = document({ kind: 'credit-note', number: 'CN-2026-00001', totalCents: 10_750, taxes: [tax(7.5, 10_750, 750)], corrects: ['INV-2026-00001', 'INV-2026-00002'] });
    const [header, first, second, end] = accountingCsv([invoice, note]).split('\r\n');
    expect(header).toBe('number,kind,issued_at,corrects,order,booking_reference,buyer_name,buyer_email,currency,total,net,tax,net_7.5%,tax_7.5%,net_20%,tax_20%,untaxed');
    expect(first).toBe('INV-2026-00001,invoice,2026-11-24T10:00:00.000Z,,a1b2c3d4-0000-4000-8000-000000000001,NF-A1B2,Jana Novak,jana@example.com,EUR,215.00,187.50,27.50,100.00,7.50,100.00,20.00,-12.50');
    expect(second).toBe('CN-2026-00001,credit-note,2026-11-24T10:00:00.000Z,INV-2026-00001 INV-2026-00002,a1b2c3d4-0000-4000-8000-000000000001,NF-A1B2,Jana Novak,jana@example.com,EUR,-107.50,-100.00,-7.50,-100.00,-7.50,0.00,0.00,0.00');
    expect(end).toBe('');
  });

  it('guards text a spreadsheet would run, but not the amounts it wrote itself', () => {
    const csv = accountingCsv([document({ buyer: { name: '@SUM(A1:A9)', email: '+x@example.com' }, totalCents: 100, taxes: [tax(null, 100, 0)] })]);
    expect(csv.split('\r\n')[1]).toContain(",'@SUM(A1:A9),'+x@example.com,EUR,1.00,1.00,0.00,1.00");
  });
});
