import type { DocumentContent } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

// An issued document's PDF is made once, on first need (a download, an e-mail), and kept in its row:
// every later download returns those bytes, whatever pdfkit or the fonts do since. Concurrent first
// needs may each draw it, but only one copy is written (`pdf IS NULL`; the table's trigger refuses
// any other change) and all of them answer the copy read back.

/** Draws in flight in this process, by document: twenty first downloads at once draw it once. */
const drawing = new Map<string, Promise<Buffer>>();

async function draw(content: DocumentContent): Promise<Buffer> {
  // loaded with the first document, not at start: a process that never draws one does not hold pdfkit
  const { renderDocumentPdf } = await import('./pdf');
  return renderDocumentPdf(content);
}

function drawOnce(documentId: string, content: DocumentContent): Promise<Buffer> {
  let pending = drawing.get(documentId);
  if (!pending) {
    pending = draw(content).finally(() => drawing.delete(documentId));
    drawing.set(documentId, pending);
  }
  return pending;
}

/** The document's stored PDF, drawn and stored first if it has none yet; null: no such document. */
export async function storedPdf(db: Executor, documentId: string): Promise<Buffer | null> {
  const row = await db.selectFrom('order_documents').select(['pdf', 'content']).where('id', '=', documentId).executeTakeFirst();
  if (!row) return null;
  if (row.pdf) return row.pdf;
  const drawn = await drawOnce(documentId, row.content as DocumentContent);
  await db.updateTable('order_documents').set({ pdf: drawn }).where('id', '=', documentId).where('pdf', 'is', null).execute();
  const stored = await db.selectFrom('order_documents').select('pdf').where('id', '=', documentId).executeTakeFirstOrThrow();
  if (!stored.pdf) throw new Error(`Document ${documentId} has no PDF after storing one`);
  return stored.pdf;
}
