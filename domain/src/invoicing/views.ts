// What the documents and the seller's settings calls answer. The issued content (document.ts) and
// the settings (seller-settings.ts) are what the documents' reaction writes from; these are only the
// API's answers about them, so they import those and never the other way.
import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { documentKinds } from './document';
import { sellerSettingsSchema } from './seller-settings';

/** GET /api/orders/{id}/documents: one row per document, `total` in major units as everywhere at the API edge. */
export const documentViewSchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  number: z.string(),
  issuedAt: z.string(),
  ...amountWithCents('total'),
  currency: z.string(),
  /** The invoices a credit note corrects. */
  corrects: z.array(z.string()),
  /**
   * The change or cancellation quote it was issued for (a credit note: the refund of that quote,
   * an invoice: the difference it charged), matching an order's `refunds[].quoteId`; null for the
   * booking's own invoice.
   */
  quoteId: z.string().nullable(),
  /** The PDF: answered to the order's owner and admins only. */
  url: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const adminDocumentRowSchema = documentViewSchema.extend({
  orderId: z.string(),
  bookingReference: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRowSchema>;

export const adminDocumentsViewSchema = z.object({ documents: z.array(adminDocumentRowSchema), total: z.number().int() });
export type AdminDocumentsView = z.infer<typeof adminDocumentsViewSchema>;

/** GET/PUT /api/admin/settings/seller answers the settings and whether documents can be issued with them. */
export const sellerSettingsViewSchema = z.object({
  settings: sellerSettingsSchema,
  /** The fields a document cannot be issued without that are still empty. */
  missing: z.array(z.enum(['legalName', 'address'])),
  version: z.number().int().nullable(),
});
export type SellerSettingsView = z.infer<typeof sellerSettingsViewSchema>;
