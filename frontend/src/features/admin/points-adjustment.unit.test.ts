import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { formMessages, formOutput } from '../../lib/test-form-messages';
import { pointsAdjustmentFailure, pointsAdjustmentForm, pointsAdjustmentRefusal, type PointsAdjustmentValues } from './points-adjustment';

const invalidPoints = { title: 'Invalid points', description: 'Please enter a valid number for loyalty points.' };
const reasonRequired = { title: 'Reason required', description: 'Please provide a reason for updating loyalty points.' };

/** The toast a refused submit shows, from the messages the resolver hands the form. */
async function refusalOf(values: PointsAdjustmentValues) {
  const messages = await formMessages(pointsAdjustmentForm, values);
  const errorOf = (field: keyof PointsAdjustmentValues) => (messages[field] === undefined ? undefined : { type: 'zod', message: messages[field] });
  return pointsAdjustmentRefusal({ points: errorOf('points'), reason: errorOf('reason') });
}

describe('points adjustment form', () => {
  it('accepts a whole number, negative too, with a trimmed reason', async () => {
    expect(await formOutput(pointsAdjustmentForm, { points: '150', reason: ' Goodwill ' })).toEqual({ points: 150, reason: 'Goodwill' });
    expect(await formOutput(pointsAdjustmentForm, { points: '-40', reason: 'Duplicate award' })).toEqual({ points: -40, reason: 'Duplicate award' });
  });

  it('checks the points first, whatever the reason', async () => {
    for (const points of ['', '  ', 'abc', '1.5']) {
      expect(await refusalOf({ points, reason: '' })).toEqual(invalidPoints);
      expect(await refusalOf({ points, reason: 'Goodwill' })).toEqual(invalidPoints);
    }
  });

  it('refuses zero points, which would change nothing', async () => {
    expect(await refusalOf({ points: '0', reason: 'Goodwill' })).toMatchObject({ title: 'Invalid points' });
  });

  it('then asks for a reason that is not blank', async () => {
    expect(await refusalOf({ points: '10', reason: '' })).toEqual(reasonRequired);
    expect(await refusalOf({ points: '10', reason: '   ' })).toEqual(reasonRequired);
  });

  it('says why the server refused, a balance below zero in words', () => {
    const belowZero = new ApiError(409, 'Conflict', JSON.stringify({ error: 'This would take the balance below zero: the member has 20 points.' }));
    expect(pointsAdjustmentFailure(belowZero)).toBe('Failed to update loyalty points: This would take the balance below zero: the member has 20 points.');
    expect(pointsAdjustmentFailure(new ApiError(409, 'Conflict', ''))).toBe('Failed to update loyalty points: this would take the balance below zero.');
    expect(pointsAdjustmentFailure(new ApiError(404, 'Not Found', JSON.stringify({ error: 'User not found' })))).toBe('Failed to update loyalty points: User not found');
  });
});
