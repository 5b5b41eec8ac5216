import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '@pokerfest/domain';
import { ConcurrencyError, ConcurrentUpdateError } from '@pokerfest/infra';
import { classifyVerdictFailure, VerdictNotAppliedError } from './payment-verdicts';

const pgError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`pg ${code}`), { code, ...extra });

describe('what a payment verdict that threw is answered', () => {
  it("acknowledges a decider's refusal: final for the order's state, so the provider may stop", () => {
    expect(classifyVerdictFailure(new ConflictError('This order is already paid; a later payment failure does not change it.', { reason: 'already_paid' }))).toBe('refused');
    expect(classifyVerdictFailure(new ConflictError('The payment amount does not match the order total.', { reason: 'amount_mismatch' }))).toBe('refused');
  });

  it('never acknowledges a lost race, however it surfaces: it is delivered again', () => {
    expect(classifyVerdictFailure(new ConcurrentUpdateError('order-1', 4))).toBe('not-applied');
    expect(classifyVerdictFailure(new ConcurrencyError('order-1', 2))).toBe('not-applied');
    expect(classifyVerdictFailure(pgError('40001'))).toBe('not-applied');
    expect(classifyVerdictFailure(pgError('40P01'))).toBe('not-applied');
  });

  it('never acknowledges a timeout or a database failure', () => {
    for (const error of [pgError('55P03'), pgError('57014'), pgError('08006'), pgError('P0001'), new Error('Connection terminated unexpectedly'), new ValidationError('odd')]) {
      expect(classifyVerdictFailure(error)).toBe('not-applied');
    }
  });

  it('tells a twin delivery (its dedup row committed first) and an unknown order apart', () => {
    expect(classifyVerdictFailure(pgError('23505', { constraint: 'payment_webhook_events_pkey' }))).toBe('duplicate');
    expect(classifyVerdictFailure(pgError('23505', { constraint: 'stock_holds_pkey' }))).toBe('not-applied');
    expect(classifyVerdictFailure(new NotFoundError('Order not found'))).toBe('unknown-order');
  });

  it('answers what was not applied with 503 and a message that asks to try again', () => {
    const error = new VerdictNotAppliedError(pgError('55P03'));
    expect(error).toMatchObject({ status: 503, code: 'verdict_not_applied', message: expect.stringMatching(/could not be recorded/) });
  });
});
