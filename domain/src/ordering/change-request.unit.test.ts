import { describe, expect, it } from 'vitest';
import { changeRequestSchema, confirmChangeSchema, isCancellation } from './change-request';

const parsed = (body: unknown) => changeRequestSchema.safeParse(body);

describe('changeRequestSchema', () => {
  it('reads a cancellation', () => {
    const result = parsed({ cancel: true });
    expect(result.success && isCancellation(result.data)).toBe(true);
  });

  it('reads the parts to change, the lists empty when left out', () => {
    const result = parsed({ nights: 3, addExtras: [21, 21] });
    expect(result.success && result.data).toStrictEqual({ nights: 3, removeTournaments: [], removeExtras: [], addTournaments: [], addExtras: [21, 21] });
    expect(result.success && isCancellation(result.data)).toBe(false);
  });

  it('refuses nothing to change, cancel: false, a mix of both and unknown fields', () => {
    for (const body of [{}, { removeTournaments: [] }, { cancel: false }, { cancel: true, nights: 2 }, { nights: 2, room: 4 }]) {
      expect(parsed(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('refuses nights outside 1 to 60, fractional nights and ids that are not record ids', () => {
    for (const body of [{ nights: 0 }, { nights: 61 }, { nights: 2.5 }, { removeTournaments: [0] }, { addExtras: [-1] }, { addTournaments: ['x'] }]) {
      expect(parsed(body).success, JSON.stringify(body)).toBe(false);
    }
    expect(parsed({ nights: 60 }).success).toBe(true);
  });

  it('refuses more than 50 ids in one list', () => {
    expect(parsed({ addExtras: Array.from({ length: 51 }, () => 22) }).success).toBe(false);
    expect(parsed({ addExtras: Array.from({ length: 50 }, () => 22) }).success).toBe(true);
  });
});

describe('confirmChangeSchema', () => {
  it('takes a quote id, nothing else', () => {
    expect(confirmChangeSchema.safeParse({ quoteId: 'c0ffee00-0000-4000-8000-000000000001' }).success).toBe(true);
    expect(confirmChangeSchema.safeParse({ quoteId: 'nope' }).success).toBe(false);
    expect(confirmChangeSchema.safeParse({ quoteId: 'c0ffee00-0000-4000-8000-000000000001', refund: 100 }).success).toBe(false);
  });
});
