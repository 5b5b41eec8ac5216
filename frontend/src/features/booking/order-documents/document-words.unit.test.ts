import { describe, expect, it } from 'vitest';
import type { DocumentView } from '@pokerfest/domain';
import { bookingInvoice, documentDownloadLabel, documentTitle, mayHaveDocuments } from './document-words';

const document = (kind: DocumentView['kind'], number: string): DocumentView => ({
  id: number,
  kind,
  number,
  issuedAt: '2026-11-24T08:00:00.000Z',
  total: 100,
  totalCents: 10_000,
  currency: 'EUR',
  corrects: [],
  quoteId: null,
  url: `/api/orders/o-1/documents/${number}/pdf`,
});

describe('order documents in words', () => {
  it('names each document by its kind and number', () => {
    expect(documentTitle(document('invoice', 'INV-2026-00001'))).toBe('Invoice INV-2026-00001');
    expect(documentTitle(document('credit-note', 'CN-2026-00001'))).toBe('Credit note CN-2026-00001');
  });

  it('gives each download link a name that holds the number after its visible words', () => {
    expect(documentDownloadLabel(document('credit-note', 'CN-2026-00007'))).toBe('Download PDF: Credit note CN-2026-00007');
  });

  it('takes the first invoice as the booking’s, never a credit note or a later invoice', () => {
    const first = document('invoice', 'INV-2026-00003');
    expect(bookingInvoice([document('credit-note', 'CN-2026-00001'), first, document('invoice', 'INV-2026-00009')])).toBe(first);
    expect(bookingInvoice([document('credit-note', 'CN-2026-00001')])).toBeNull();
    expect(bookingInvoice([])).toBeNull();
    expect(bookingInvoice(undefined)).toBeNull();
  });

  it('asks for documents of confirmed bookings and of paid ones cancelled since, never of unpaid orders', () => {
    expect(mayHaveDocuments({ status: 'confirmed', paidAt: '2026-11-24T08:00:00.000Z' })).toBe(true);
    expect(mayHaveDocuments({ status: 'cancelled', paidAt: '2026-11-24T08:00:00.000Z' })).toBe(true);
    expect(mayHaveDocuments({ status: 'cancelled', paidAt: null })).toBe(false);
    expect(mayHaveDocuments({ status: 'pending', paidAt: null })).toBe(false);
    expect(mayHaveDocuments({ status: 'expired', paidAt: null })).toBe(false);
  });
});
