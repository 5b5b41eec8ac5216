import { z } from 'zod';

/** Who sells the bookings: named on every receipt and confirmation e-mail (Settings or configuration, not code). */
export const sellerSchema = z.object({
  name: z.string(),
  /** One or more lines, e.g. 'Ringstraße 1\n1010 Vienna, Austria'; empty when not configured (then not shown). */
  address: z.string(),
  supportEmail: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

