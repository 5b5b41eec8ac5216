// The 'Adjust Loyalty Points' form's checks (product spec section 5), in the spec's order: first the
// points must be a number, then the reason must not be blank. The domain's schema (the same one the
// server applies) decides; the refusal is a toast titled for whichever field it refused first.
import { z } from 'zod';
import type { FieldErrors } from 'react-hook-form';
import { pointsAdjustmentSchema } from '@pokerfest/domain';
import { ApiError } from '../../lib/api-client';
import { failureWithMessage } from './failure-text';

export interface PointsAdjustmentValues {
  points: string;
  reason: string;
}

export const emptyPointsAdjustment: PointsAdjustmentValues = { points: '0', reason: '' };

const NOT_A_NUMBER = 'Please enter a valid number for loyalty points.';
const NO_REASON = 'Please provide a reason for updating loyalty points.';

export const pointsAdjustmentForm = z.object({
  // the schema reads blank text as 0; a blank field is "not a number" to the spec, not "zero points"
  points: z.preprocess((typed: string) => (typed.trim() === '' ? undefined : typed), pointsAdjustmentSchema.shape.points),
  reason: pointsAdjustmentSchema.shape.reason,
}) satisfies z.ZodType<{ points: number; reason: string }, PointsAdjustmentValues>;

export type PointsAdjustmentBody = z.output<typeof pointsAdjustmentForm>;

export interface PointsAdjustmentRefusal {
  title: 'Invalid points' | 'Reason required';
  description: string;
}

/** The toast for a refused form: the points first, whatever the reason. */
export function pointsAdjustmentRefusal(errors: FieldErrors<PointsAdjustmentValues>): PointsAdjustmentRefusal {
  if (errors.points) return { title: 'Invalid points', description: errors.points.message ?? NOT_A_NUMBER };
  return { title: 'Reason required', description: errors.reason?.message ?? NO_REASON };
}

/** 'Failed to update loyalty points: …'; a refusal to go below zero is said in words even without a server text. */
export function pointsAdjustmentFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && !error.serverError) {
    return 'Failed to update loyalty points: this would take the balance below zero.';
  }
  return failureWithMessage('Failed to update loyalty points', error);
}
