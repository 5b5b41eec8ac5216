import { z } from 'zod';

// The loyalty calls' inputs, shared by the API and the admin forms (messages: product spec section 5).

/** PATCH /api/admin/users/{userId}/loyalty-points: a whole number (may be negative) and a reason. */
export const pointsAdjustmentSchema = z.strictObject({
  // a number, or the number field's text; coercing anything else would read `true` as 1 point
  points: z
    .union([z.number(), z.string()], { message: 'Please enter a valid number for loyalty points.' })
    .pipe(
      z.coerce
        .number<string | number>({ message: 'Please enter a valid number for loyalty points.' })
        .int('Please enter a valid number for loyalty points.')
        .min(-1_000_000, 'Please enter a valid number for loyalty points.')
        .max(1_000_000, 'Please enter a valid number for loyalty points.')
        .refine((points) => points !== 0, 'An adjustment must add or remove at least one point'),
    ),
  reason: z.string({ message: 'Please provide a reason for updating loyalty points.' }).trim().min(1, 'Please provide a reason for updating loyalty points.').max(500),
});
export type PointsAdjustmentInput = z.input<typeof pointsAdjustmentSchema>;

export const loyaltySources = ['booking', 'referral', 'adjustment', 'reversal'] as const;
export type LoyaltySource = (typeof loyaltySources)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

/** GET /api/admin/loyalty-transactions (and its .csv twin): filters and paging. */
export const loyaltyAuditQuery = z.strictObject({
  userId: z.coerce.number().int().positive().optional(),
  source: z.enum(loyaltySources).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type LoyaltyAuditQuery = z.output<typeof loyaltyAuditQuery>;
