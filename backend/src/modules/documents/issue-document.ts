import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { documentYear, draftDocument, seriesPrefix, type DocumentContent, type DocumentKind, type DocumentRequest, type SellerSettings } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

/** Namespace of the documents' advisory locks (the order stream's own lock uses another). */
const DOCUMENT_LOCK_NAMESPACE = 1146045267;

/** A credit note corrects an invoice: one asked for before its order has any is refused (and waits, or is skipped). */
export class InvoiceNotIssuedError extends Error {
  constructor(readonly orderId: string) {
    super(`Order ${orderId} has no invoice for a credit note to correct`);
    this.name = 'InvoiceNotIssuedError';
  }
}

/** `created` false: the document of this cause was issued before (by the reaction, or an earlier run of the timer). */
export type IssuedDocument = { id: string; number: string; created: false } | { id: string; number: string; created: true; content: DocumentContent };

/** Orders the issuers of one order's documents: the reaction of a command and the fallback timer. */
export async function lockOrderDocuments(trx: Executor, orderId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${DOCUMENT_LOCK_NAMESPACE}, hashtext(${orderId}))`.execute(trx);
}

/** The numbers of the order's invoices, oldest first: what its credit notes correct. */
export async function invoiceNumbersOf(trx: Executor, orderId: string): Promise<string[]> {
  const rows = await trx.selectFrom('order_documents').select('number').where('order_id', '=', orderId).where('kind', '=', 'invoice').orderBy('issued_at').orderBy('sequence').execute();
  return rows.map((row) => row.number);
}

/**
 * The next number of a series in this transaction. The counter row stays locked until commit, so
 * concurrent issuers take numbers one after the other; a rollback gives the number back with the
 * row. A Postgres sequence would not: `nextval` is never rolled back, which leaves gaps.
 */
async function takeSequence(trx: Executor, kind: DocumentKind, year: number): Promise<number> {
  const row = await trx
    .insertInto('document_series')
    .values({ kind, year, last_sequence: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doUpdateSet({ last_sequence: sql`document_series.last_sequence + 1` }))
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return row.last_sequence;
}

/**
 * Issues the document a request asks for, in the caller's transaction: once per (order, cause).
 * The seller must be complete (the caller checks); a credit note needs the order's invoice.
 */
export async function issueDocument(trx: Executor, request: DocumentRequest, seller: SellerSettings, now: Date, id: string = randomUUID()): Promise<IssuedDocument> {
  await lockOrderDocuments(trx, request.orderId);
  const existing = await trx
    .selectFrom('order_documents')
    .select(['id', 'number'])
    .where('order_id', '=', request.orderId)
    .where('source_key', '=', request.sourceKey)
    .executeTakeFirst();
  if (existing) return { ...existing, created: false };
  const corrects = request.kind === 'credit-note' ? await invoiceNumbersOf(trx, request.orderId) : [];
  if (request.kind === 'credit-note' && corrects.length === 0) throw new InvoiceNotIssuedError(request.orderId);
  const year = documentYear(now);
  const sequence = await takeSequence(trx, request.kind, year);
  const content = draftDocument(request, { seller, prefix: seriesPrefix(seller, request.kind), year, sequence, issuedAt: now.toISOString(), corrects });
  await trx
    .insertInto('order_documents')
    .values({
      id,
      order_id: request.orderId,
      source_key: request.sourceKey,
      kind: request.kind,
      number: content.number,
      year,
      sequence,
      issued_at: now,
      total_cents: content.totalCents,
      currency: content.currency,
      content: JSON.stringify(content),
    })
    .execute();
  return { id, number: content.number, created: true, content };
}
