import { randomUUID } from 'node:crypto';
import { confirmationInvoice, draftDocument, orderDecider, orderStream, type DocumentContent, type DocumentRequest } from '@pokerfest/domain';
import type { Executor, EventStore } from '@pokerfest/infra';
import { sampleSeller } from './sample-document';

// Documents written straight into order_documents, as the issuing code would, without depending on
// it: sequences from 900 and causes of their own ('test:…'), so that they never meet the documents
// the issuing code writes for the same orders.

let sequence = 900;

/** The invoice an order's confirmation asks for (its real lines, buyer and payment), drafted with the sample seller. */
export async function orderInvoice(store: EventStore, orderId: string, overrides: Partial<DocumentRequest> = {}): Promise<DocumentContent> {
  const { state } = await store.aggregateStream(orderDecider, orderStream, orderId);
  const request = confirmationInvoice(state, new Date().toISOString());
  if (!request) throw new Error(`Order ${orderId} has no invoice to draft`);
  sequence += 1;
  return draftDocument({ ...request, ...overrides }, { seller: sampleSeller, prefix: 'INV', year: 2027, sequence, issuedAt: '2027-05-01T10:00:00.000Z', corrects: [] });
}

/** Writes the document as issued (no PDF yet); its id. */
export async function insertDocument(db: Executor, content: DocumentContent, sourceKey = `test:${content.number}`): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('order_documents')
    .values({
      id,
      order_id: content.orderId,
      source_key: sourceKey,
      kind: content.kind,
      number: content.number,
      year: content.year,
      sequence: content.sequence,
      issued_at: new Date(content.issuedAt),
      total_cents: content.totalCents,
      currency: content.currency,
      content: JSON.stringify(content),
    })
    .execute();
  return id;
}

export async function storedColumn(db: Executor, documentId: string): Promise<Buffer | null> {
  const row = await db.selectFrom('order_documents').select('pdf').where('id', '=', documentId).executeTakeFirstOrThrow();
  return row.pdf;
}
