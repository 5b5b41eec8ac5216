import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError, NotFoundError } from '@pokerfest/domain';
import { ConcurrencyError, ConcurrentUpdateError, isConcurrencyConflict, isRetryableConflict } from './errors';
import { retryDelayMs } from './handle';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('a lost race is told apart from a refusal', () => {
  it('counts lost version races and Postgres retry requests as concurrency conflicts', () => {
    for (const error of [new ConcurrencyError('order-1', 3), pgError('40001'), pgError('40P01'), { cause: pgError('40001') }]) {
      expect(isRetryableConflict(error)).toBe(true);
      expect(isConcurrencyConflict(error)).toBe(true);
    }
  });

  it('counts retries run out as a conflict, but one not to retry at once', () => {
    const exhausted = new ConcurrentUpdateError('order-1', 4);
    expect(isConcurrencyConflict(exhausted)).toBe(true);
    expect(isRetryableConflict(exhausted)).toBe(false);
  });

  it('answers 409 for retries run out, yet never as a ConflictError (a refusal)', () => {
    const exhausted = new ConcurrentUpdateError('order-1', 4);
    expect(exhausted).toBeInstanceOf(DomainError);
    expect(exhausted).not.toBeInstanceOf(ConflictError);
    expect(exhausted).toMatchObject({ status: 409, code: 'concurrent_update', details: { reason: 'concurrent_update' }, attempts: 4 });
  });

  it('never counts a refusal, a missing record, a timeout or another failure as a conflict', () => {
    const others = [
      new ConflictError('This order is already paid.', { reason: 'already_paid' }),
      new ConflictError('Sorry, the room is sold out.', { reason: 'sold_out' }),
      new NotFoundError('Order not found'),
      pgError('55P03'), // lock_not_available: the stream's lock was not free in time
      pgError('57014'), // statement timeout
      pgError('23505'),
      new Error('connection terminated'),
      undefined,
    ];
    for (const error of others) {
      expect(isConcurrencyConflict(error)).toBe(false);
      expect(isRetryableConflict(error)).toBe(false);
    }
  });
});

describe('back-off between attempts', () => {
  it('grows with the attempt, with jitter, and stays short', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 1))).toEqual([10, 20, 40, 80]);
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([5, 10, 20, 40]);
    expect(retryDelayMs(10, () => 1)).toBe(200);
  });
});
