// The 'Adjust Loyalty Points' form's checks (product spec section 5), in the spec's order: first the
// points must be a number, then the reason must not be blank. The domain's schema (the same one the
// server applies) decides; this only picks the toast title for whichever field it refused first.
import { pointsAdjustmentSchema } from '@pokerfest/domain';
import { ApiError } from '../../lib/api-client';
import { failureWithMessage } from './failure-text';

export interface PointsAdjustmentValues {
  points: string;
  reason: string;
}

export const emptyPointsAdjustment: PointsAdjustmentValues = { points: '0', reason: '' };

export type PointsAdjustmentCheck =
  | { ok: true; body: { points: number; reason: string } }
  | { ok: false; title: 'Invalid points' | 'Reason required'; description: string };

const NOT_A_NUMBER = 'Please enter a valid number for loyalty points.';

export function checkPointsAdjustment(values: PointsAdjustmentValues): PointsAdjustmentCheck {
  // an empty field would coerce to 0; the spec calls that "not a number", not "zero points"
  if (values.points.trim() === '') return { ok: false, title: 'Invalid points', description: NOT_A_NUMBER };
  const parsed = pointsAdjustmentSchema.safeParse({ points: values.points.trim(), reason: values.reason });
  if (parsed.success) return { ok: true, body: parsed.data };
  const pointsIssue = parsed.error.issues.find((issue) => issue.path[0] === 'points');
  if (pointsIssue) return { ok: false, title: 'Invalid points', description: pointsIssue.message };
  const reasonIssue = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
  return { ok: false, title: 'Reason required', description: reasonIssue?.message ?? 'Please provide a reason for updating loyalty points.' };
}

/** 'Failed to update loyalty points: …'; a refusal to go below zero is said in words even without a server text. */
export function pointsAdjustmentFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && !error.serverError) {
    return 'Failed to update loyalty points: this would take the balance below zero.';
  }
  return failureWithMessage('Failed to update loyalty points', error);
}
