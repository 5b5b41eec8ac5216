import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentView } from '@pokerfest/domain';
import { DocumentsSection } from './documents-section';

const document = (kind: DocumentView['kind'], number: string, total: number, corrects: string[] = []): DocumentView => ({
  id: number,
  kind,
  number,
  issuedAt: '2026-11-24T08:00:00.000Z',
  total,
  totalCents: Math.round(total * 100),
  currency: 'EUR',
  corrects,
  quoteId: null,
  url: `/api/orders/o-1/documents/${number}/pdf`,
});

describe('the Documents section', () => {
  it('lists each document by number, day and total, each with a download named after it', () => {
    const html = renderToStaticMarkup(
      <DocumentsSection documents={[document('invoice', 'INV-2026-00001', 1865), document('credit-note', 'CN-2026-00001', 100, ['INV-2026-00001'])]} />,
    );
    expect(html).toContain('>Documents</h2>');
    expect(html).toContain('Invoice INV-2026-00001');
    expect(html).toContain('Credit note CN-2026-00001');
    expect(html).toContain('Nov 24, 2026');
    expect(html).toContain('€1,865.00');
    expect(html).toContain('Corrects INV-2026-00001');
    expect(html).toContain('href="/api/orders/o-1/documents/CN-2026-00001/pdf" download="" aria-label="Download PDF: Credit note CN-2026-00001"');
  });

  it('is left out while there is no document', () => {
    expect(renderToStaticMarkup(<DocumentsSection documents={[]} />)).toBe('');
    expect(renderToStaticMarkup(<DocumentsSection documents={undefined} />)).toBe('');
  });
});
