import { describe, expect, it } from 'vitest';
import { overdueTimersFigure, pendingRefundsFigure } from './pending-work-words';

describe('the Overview shortcuts in words', () => {
  it('says every refund was made, or how many wait, and asks for attention only then', () => {
    expect(pendingRefundsFigure({ pendingRefunds: 0 })).toEqual({ value: '0', note: 'Every requested refund has been made at the payment provider.', needsAttention: false });
    expect(pendingRefundsFigure({ pendingRefunds: 1 }).note).toBe('1 refund was requested and not yet made at the payment provider; the shop keeps asking.');
    expect(pendingRefundsFigure({ pendingRefunds: 3 })).toMatchObject({ value: '3', needsAttention: true });
    expect(pendingRefundsFigure({ pendingRefunds: 3 }).note).toMatch(/^3 refunds were requested/);
  });

  it('counts late and parked timers, and names what a parked one needs before what a late one does', () => {
    expect(overdueTimersFigure({ overdueTimers: 0, parkedTimers: 0 })).toMatchObject({ value: '0 late · 0 parked', needsAttention: false });
    expect(overdueTimersFigure({ overdueTimers: 2, parkedTimers: 0 })).toEqual({
      value: '2 late · 0 parked',
      note: '2 timers are past due; the worker fires them at its next sweep.',
      needsAttention: true,
    });
    expect(overdueTimersFigure({ overdueTimers: 2, parkedTimers: 1 }).note).toBe('1 timer was given up after the last attempt and waits for an operator to re-arm it.');
    expect(overdueTimersFigure({ overdueTimers: 0, parkedTimers: 4 }).note).toBe('4 timers were given up after the last attempt and wait for an operator to re-arm them.');
  });
});
