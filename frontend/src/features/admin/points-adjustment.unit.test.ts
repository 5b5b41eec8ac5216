import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkPointsAdjustment, pointsAdjustmentFailure } from './points-adjustment';

const invalidPoints = { ok: false, title: 'Invalid points', description: 'Please enter a valid number for loyalty points.' };
const reasonRequired = { ok: false, title: 'Reason required', description: 'Please provide a reason for updating loyalty points.' };

describe('points adjustment form', () => {
  it('accepts a whole number, negative too, with a trimmed reason', () => {
    expect(checkPointsAdjustment({ points: '150', reason: ' Goodwill ' })).toEqual({ ok: true, body: { points: 150, reason: 'Goodwill' } });
    expect(checkPointsAdjustment({ points: '-40', reason: 'Duplicate award' })).toEqual({ ok: true, body: { points: -40, reason: 'Duplicate award' } });
  });

  it('checks the points first, whatever the reason', () => {
    for (const points of ['', '  ', 'abc', '1.5']) {
      expect(checkPointsAdjustment({ points, reason: '' })).toEqual(invalidPoints);
      expect(checkPointsAdjustment({ points, reason: 'Goodwill' })).toEqual(invalidPoints);
    }
  });

  it('refuses zero points, which would change nothing', () => {
    expect(checkPointsAdjustment({ points: '0', reason: 'Goodwill' })).toMatchObject({ ok: false, title: 'Invalid points' });
  });

  it('then asks for a reason that is not blank', () => {
    expect(checkPointsAdjustment({ points: '10', reason: '' })).toEqual(reasonRequired);
    expect(checkPointsAdjustment({ points: '10', reason: '   ' })).toEqual(reasonRequired);
  });

  it('says why the server refused, a balance below zero in words', () => {
    const belowZero = new ApiError(409, 'Conflict', JSON.stringify({ error: 'This would take the balance below zero: the member has 20 points.' }));
    expect(pointsAdjustmentFailure(belowZero)).toBe('Failed to update loyalty points: This would take the balance below zero: the member has 20 points.');
    expect(pointsAdjustmentFailure(new ApiError(409, 'Conflict', ''))).toBe('Failed to update loyalty points: this would take the balance below zero.');
    expect(pointsAdjustmentFailure(new ApiError(404, 'Not Found', JSON.stringify({ error: 'User not found' })))).toBe('Failed to update loyalty points: User not found');
  });
});
