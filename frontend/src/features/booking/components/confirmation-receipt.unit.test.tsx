import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { orderViewSchema, type DocumentView, type OrderView } from '@pokerfest/domain';
import { createQueryClient } from '../../../lib/query-client';
import { orderDocumentsQueryOptions } from '../order-documents/document-calls';
import { ConfirmationReceipt } from './confirmation-receipt';

const ORDER_ID = '0f6c2a6e-1111-4222-8333-944445555666';

function order(over: Partial<OrderView>): OrderView {
  return orderViewSchema.parse({
    id: ORDER_ID,
    userId: 7,
    productId: 'vienna-spring-2027',
    festivalName: 'Vienna Spring Poker Festival',
    festivalLocation: 'Vienna, Austria',
    festivalStartDate: '2099-04-10',
    festivalEndDate: '2099-04-18',
    hotelId: null,
    nights: null,
    totalPrice: 40,
    totalPriceCents: 4_000,
    currency: 'EUR',
    status: 'confirmed',
    paymentStatus: 'paid',
    cardLast4: '4242',
    paidAt: '2026-11-24T08:00:00.000Z',
    customerName: 'Maria Novak',
    customerEmail: 'maria@example.test',
    customerPhone: null,
    casinoDetails: null,
    emergencyContact: null,
    specialRequests: null,
    notes: null,
    accommodation: null,
    tournaments: [],
    extras: [],
    pointsToEarn: 40,
    holdExpiresAt: null,
    createdAt: '2026-11-24T07:55:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    ...over,
  });
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
