// How the player's screens name an order's documents, and which one stands for the booking: the
// invoice issued at confirmation (later invoices and credit notes only cover changes and refunds).
import type { DocumentKind, DocumentView, OrderView } from '@pokerfest/domain';

export const documentKindLabels: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** 'Invoice INV-2026-00001', 'Credit note CN-2026-00001'. */
export function documentTitle(document: Pick<DocumentView, 'kind' | 'number'>): string {
  return `${documentKindLabels[document.kind]} ${document.number}`;
}

/** The download link's accessible name: the visible 'Download PDF' first, then which document. */
export function documentDownloadLabel(document: Pick<DocumentView, 'kind' | 'number'>): string {
  return `Download PDF: ${documentTitle(document)}`;
}

/**
 * The booking's own invoice: the first one issued (documents come oldest first), or null while
 * there is none yet (a document waiting for the seller's details, a free booking, an order from
 * before invoices): then the receipt is the printed confirmation page.
 */
export function bookingInvoice(documents: readonly DocumentView[] | undefined): DocumentView | null {
  return documents?.find((document) => document.kind === 'invoice') ?? null;
}

/**
 * Whether an order can have documents to ask for: a confirmed booking (its invoice), or a paid one
 * cancelled since (its credit note). An unpaid order never has any.
 */
export function mayHaveDocuments(order: Pick<OrderView, 'status' | 'paidAt'>): boolean {
  return order.status === 'confirmed' || (order.status === 'cancelled' && order.paidAt !== null);
}
