import { z } from 'zod';
import { dayOrInstant, numeric, multiLineText } from '../shared/input';

/** The largest single credit entry, major units (its cents fit the bigint columns with room to spare). */
const MAX_CREDIT = 1_000_000;

/**
 * POST /api/admin/users/{id}/credit: a positive amount grants credit (a satellite win, a ticket), a
 * negative one takes it back (never below what the player has); a reason is required.
 */
export const adminCreditSchema = z.strictObject({
  amount: numeric(
    z
      .number({ message: 'amount must be a number' })
      .min(-MAX_CREDIT, 'amount is too large')
      .max(MAX_CREDIT, 'amount is too large')
      .refine((value) => value !== 0, 'Please enter an amount other than 0')
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals'),
  ),
  reason: multiLineText(500, { required: 'Please give a reason', tooLong: 'The reason can be at most 500 characters' }).min(1, 'Please give a reason'),
  /** When a grant lapses (ISO date-time, or a day: until its end, UTC); only for a positive amount. */
  expiresAt: dayOrInstant('expiresAt must be a date (YYYY-MM-DD) or a date and time').nullable().optional(),
});
export type AdminCreditRequest = z.output<typeof adminCreditSchema>;
