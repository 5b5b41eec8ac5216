import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { orderViewSchema, type DocumentView, type OrderView } from '@pokerfest/domain';
import { createQueryClient } from '../../../lib/query-client';
import { orderDocumentsQueryOptions } from '../order-documents/document-calls';
import { placedOrder } from '../../booking-wizard/testing';
import { ConfirmationReceipt } from './confirmation-receipt';

const ORDER_ID = '0f6c2a6e-1111-4222-8333-944445555666';

function order(over: Partial<OrderView>): OrderView {
  const paid = { hotelId: null, nights: null, cardLast4: '4242', paidAt: '2026-11-24T08:00:00.000Z', festivalStartDate: '2099-04-10', festivalEndDate: '2099-04-18' };
  return orderViewSchema.parse({ ...placedOrder(ORDER_ID, 40, 'confirmed'), ...paid, ...over });
}

const invoice: DocumentView = {
  id: 'd-1',
  kind: 'invoice',
  number: 'INV-2026-00001',
  issuedAt: '2026-11-24T08:00:00.000Z',
  total: 40,
  totalCents: 4_000,
  currency: 'EUR',
  corrects: [],
  quoteId: null,
  url: `/api/orders/${ORDER_ID}/documents/d-1/pdf`,
};

function receipt(shown: OrderView, documents?: DocumentView[]): string {
  const client = createQueryClient();
  if (documents) client.setQueryData(orderDocumentsQueryOptions(shown).queryKey, documents);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConfirmationReceipt order={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the confirmation receipt', () => {
  it('gives a confirmed booking its invoice as the receipt and lists it under Documents', () => {
    const html = receipt(order({}), [invoice]);
    expect(html).toMatch(new RegExp(`<a href="${invoice.url}" download="" [^>]*>Download Receipt</a>`));
    expect(html).toContain('Invoice INV-2026-00001');
    expect(html).not.toContain('Booking summary');
  });

  it('prints an unpaid order under the heading Booking summary, shown on paper only', () => {
    const unpaid = order({ status: 'pending', paymentStatus: 'unpaid', paidAt: null, cardLast4: null, holdExpiresAt: '2099-01-01T00:00:00.000Z' });
    const html = receipt(unpaid);
    expect(html).toMatch(/<h1 class="[^"]*receipt-screen-only[^"]*">Awaiting payment<\/h1>/);
    expect(html).toMatch(/<h1 class="[^"]*receipt-print-only[^"]*">Booking summary<\/h1>/);
    expect(html).toContain('Print booking summary');
    expect(html).not.toContain('Download Receipt');
    expect(html).not.toContain('>Documents</h2>');
  });
});
