import { z } from 'zod';
import { calendarDate, multiLineText, recordId, wholeNumber } from '../shared/input';

// The loyalty calls' inputs, shared by the API and the admin forms (messages: product spec section 5).

const notPoints = 'Please enter a valid number for loyalty points.';

/** PATCH /api/admin/users/{userId}/loyalty-points: a whole number (may be negative) and a reason. */
export const pointsAdjustmentSchema = z.strictObject({
  // a number, or the number field's text in decimal notation: `true` or '0x10' is not read as points
  points: wholeNumber({ min: -1_000_000, max: 1_000_000, message: notPoints, tooLarge: notPoints }).refine(
    (points) => points !== 0,
    'An adjustment must add or remove at least one point',
  ),
  reason: multiLineText(500, { required: 'Please provide a reason for updating loyalty points.', tooLong: 'The reason can be at most 500 characters' }).min(
    1,
    'Please provide a reason for updating loyalty points.',
  ),
});
export type PointsAdjustmentInput = z.input<typeof pointsAdjustmentSchema>;

export const loyaltySources = ['booking', 'referral', 'adjustment', 'reversal'] as const;
export type LoyaltySource = (typeof loyaltySources)[number];

const day = calendarDate('Dates are YYYY-MM-DD');

/** GET /api/admin/loyalty-transactions (and its .csv twin): filters and paging. */
export const loyaltyAuditQuery = z.strictObject({
  userId: recordId('userId must be a user id').optional(),
  source: z.enum(loyaltySources).optional(),
  from: day.optional(),
  to: day.optional(),
  // capped so that the row offset (page × size) stays a number Postgres takes
  page: wholeNumber({ min: 1, max: 1_000_000, message: 'page must be a whole number from 1' }).default(1),
  pageSize: wholeNumber({ min: 1, max: 500, message: 'pageSize must be a whole number from 1 to 500' }).default(50),
});

/** PATCH /api/admin/users/{userId}/loyalty-points: the member, by user id. */
export const memberParams = z.strictObject({ userId: recordId('Not a user id') });
export type LoyaltyAuditQuery = z.output<typeof loyaltyAuditQuery>;
