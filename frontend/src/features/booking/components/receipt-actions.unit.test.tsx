import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DocumentView } from '@pokerfest/domain';
import type { OrderStanding } from '../order-actions/order-standing';
import { ReceiptActions } from './receipt-actions';

const ORDER_ID = '0f6c2a6e-1111-4222-8333-944445555666';
const invoice: DocumentView = {
  id: 'd-1',
  kind: 'invoice',
  number: 'INV-2026-00001',
  issuedAt: '2026-11-24T08:00:00.000Z',
  total: 1865,
  totalCents: 186_500,
  currency: 'EUR',
  corrects: [],
  quoteId: null,
  url: `/api/orders/${ORDER_ID}/documents/d-1/pdf`,
};

const actions = (standing: OrderStanding, withInvoice: DocumentView | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReceiptActions orderId={ORDER_ID} standing={standing} invoice={withInvoice} />
    </MemoryRouter>,
  );

describe('the confirmation page’s receipt buttons', () => {
  it('downloads the invoice PDF as the receipt once it is issued, with a plain link', () => {
    const html = actions('confirmed', invoice);
    expect(html).toMatch(new RegExp(`<a href="${invoice.url}" download="" [^>]*>Download Receipt</a>`));
    expect(html).not.toContain('<button');
    expect(html).toMatch(new RegExp(`<a href="/api/orders/${ORDER_ID}/calendar.ics" download="" [^>]*>Add to calendar</a>`));
  });

  it('prints the page as the receipt until then', () => {
    const html = actions('confirmed', null);
    expect(html).toMatch(/<button[^>]*>Download Receipt<\/button>/);
    expect(html).not.toContain('/documents/');
  });

  it('offers an unpaid order a booking summary to print, never a receipt or a calendar', () => {
    const html = actions('awaiting-payment', null);
    expect(html).toMatch(/<button[^>]*>Print booking summary<\/button>/);
    expect(html).not.toContain('Download Receipt');
    expect(html).not.toContain('Add to calendar');
  });

  it('offers a closed order neither', () => {
    const html = actions('cancelled', null);
    expect(html).not.toContain('Download Receipt');
    expect(html).not.toContain('Print booking summary');
    expect(html).toContain('View in Dashboard');
  });
});
