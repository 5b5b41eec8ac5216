import { quoteOfSource, rangeInstants, toMajorUnits, cents, type AdminDocumentRow, type DocumentContent, type DocumentRange, type DocumentView } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';

/** Where a document's PDF is downloaded: answered to the order's owner and admins only. */
export const documentPdfUrl = (orderId: string, documentId: string) => `/api/orders/${orderId}/documents/${documentId}/pdf`;

interface DocumentRow {
  id: string;
  order_id: string;
  kind: 'invoice' | 'credit-note';
  source_key: string;
  number: string;
  issued_at: Date;
  total_cents: string;
  currency: string;
  content: unknown;
}

const columns = ['id', 'order_id', 'kind', 'source_key', 'number', 'issued_at', 'total_cents', 'currency', 'content'] as const;

function viewOf(row: DocumentRow): DocumentView {
  const totalCents = Number(row.total_cents);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuedAt: row.issued_at.toISOString(),
    total: toMajorUnits(cents(totalCents)),
    totalCents,
    currency: row.currency,
    corrects: (row.content as DocumentContent).corrects,
    quoteId: quoteOfSource(row.source_key),
    url: documentPdfUrl(row.order_id, row.id),
  };
}

/** An order's documents, oldest first. */
export async function documentsOfOrder(db: Db, orderId: string): Promise<DocumentView[]> {
  const rows = await db.selectFrom('order_documents').select(columns).where('order_id', '=', orderId).orderBy('issued_at').orderBy('number').execute();
  return rows.map(viewOf);
}

function issuedWithin(db: Db, range: DocumentRange) {
  const { start, end } = rangeInstants(range);
  return db.selectFrom('order_documents').where('issued_at', '>=', start).where('issued_at', '<', end);
}

/** A page of the documents issued in the range, oldest first, with how many there are in all. */
export async function documentsIssued(db: Db, range: DocumentRange, page: { limit: number; offset: number }): Promise<{ documents: AdminDocumentRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    issuedWithin(db, range).select(columns).orderBy('issued_at').orderBy('number').limit(page.limit).offset(page.offset).execute(),
    issuedWithin(db, range).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const documents = rows.map((row) => {
    const content = row.content as DocumentContent;
    return { ...viewOf(row), orderId: row.order_id, bookingReference: content.bookingReference, buyerName: content.buyer.name, buyerEmail: content.buyer.email };
  });
  return { documents, total: Number(count.total) };
}

/** Every document issued in the range as issued, oldest first: the accounting export's rows. */
export async function documentContentsIssued(db: Db, range: DocumentRange): Promise<DocumentContent[]> {
  const rows = await issuedWithin(db, range).select('content').orderBy('issued_at').orderBy('number').execute();
  return rows.map((row) => row.content as DocumentContent);
}
