import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { documentYear, draftDocument, seriesPrefix, type DocumentContent, type DocumentKind, type DocumentRequest, type SellerSettings } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

/** Namespace of the documents' advisory locks (the order stream's own lock uses another). */
const DOCUMENT_LOCK_NAMESPACE = 1146045267;
/** Namespace of the series' locks ('DSER'): one per kind, whatever the year. */
const SERIES_LOCK_NAMESPACE = 0x44534552;

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
 * The next number of a series, and its issue time, in this transaction. Issuers of a kind queue on
 * the series' lock, held until commit, and only then read the clock: a time read before would be
 * as old as the wait, and a number taken later could carry an earlier time. The lock is the
 * kind's, not the counter row's, because the row is the year's and the year is the time's. The
 * time never falls behind the previous number's (another process's clock may run behind). The
 * counter row gives a number back on rollback; a Postgres sequence would not (`nextval` is never
 * rolled back, which leaves gaps).
 */
async function takeNumber(trx: Executor, kind: DocumentKind, clock: () => Date): Promise<{ year: number; sequence: number; issuedAt: Date }> {
  await sql`SELECT pg_advisory_xact_lock(${SERIES_LOCK_NAMESPACE}, hashtext(${kind}))`.execute(trx);
  const read = clock();
  const year = documentYear(read);
  // the previous number's time is read in this statement, whose snapshot follows the lock: it sees every earlier issuer's commit
  const { rows } = await sql<{ sequence: number; previousIssuedAt: Date | null }>`
    INSERT INTO document_series AS s (kind, year, last_sequence) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_sequence = s.last_sequence + 1
    RETURNING s.last_sequence AS sequence,
      (SELECT d.issued_at FROM order_documents d WHERE d.kind = s.kind AND d.year = s.year AND d.sequence = s.last_sequence - 1) AS "previousIssuedAt"`.execute(trx);
  const { sequence, previousIssuedAt } = rows[0]!;
  const issuedAt = previousIssuedAt && previousIssuedAt > read ? previousIssuedAt : read;
  return { year, sequence, issuedAt };
}

/**
 * Issues the document a request asks for, in the caller's transaction: once per (order, cause).
 * The seller must be complete (the caller checks); a credit note needs the order's invoice.
 * `clock` is read once the series is locked: that time is the document's.
 */
export async function issueDocument(trx: Executor, request: DocumentRequest, seller: SellerSettings, clock: () => Date, id: string = randomUUID()): Promise<IssuedDocument> {
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
  const { year, sequence, issuedAt } = await takeNumber(trx, request.kind, clock);
  const content = draftDocument(request, { seller, prefix: seriesPrefix(seller, request.kind), year, sequence, issuedAt: issuedAt.toISOString(), corrects });
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
      issued_at: issuedAt,
      total_cents: content.totalCents,
      currency: content.currency,
      content: JSON.stringify(content),
    })
    .execute();
  return { id, number: content.number, created: true, content };
}
