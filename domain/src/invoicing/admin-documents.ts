// The admin's accounting list (GET /api/admin/documents): each document with the order and buyer it
// belongs to, so the bookkeeper reads who was billed without opening every order.
import { z } from 'zod';
import { documentViewSchema } from './document';

export const adminDocumentRowSchema = documentViewSchema.extend({
  orderId: z.string(),
  bookingReference: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
});
export type AdminDocumentRow = z.infer<typeof adminDocumentRowSchema>;

/** One page of the documents issued in a date range, and how many there are in all. */
export const adminDocumentsViewSchema = z.object({
  documents: z.array(adminDocumentRowSchema),
  total: z.number().int(),
});
export type AdminDocumentsView = z.infer<typeof adminDocumentsViewSchema>;
