import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';
import { ConflictError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import { orderDecider, type OrderCommand } from './order-decider';
import { balanceCents, isPaidInFull, type OrderState } from './order-state';
import { DEFAULT_PAYMENT_PLAN_POLICY } from './payment-plan';
import { NON_PAYMENT_REASON } from './payment-plan-decider';
import { placeOrder, TOTAL_CENTS } from './testing/order-scenario';

// The sample order (1,121.50, festival 2026-04-10) placed on 2026-01-05 with a deposit: 224.30 now,
// 897.20 on the balance day 2026-03-11. Each step is decided over the state the events before it left.

const placedAt = new Date('2026-01-05T10:00:00Z');
const fold = (events: readonly OrderEvent[], from: OrderState = orderDecider.initialState) => events.reduce(orderDecider.evolve, from);

function run(state: OrderState, command: OrderCommand): { state: OrderState; events: readonly OrderEvent[] } {
  const events = orderDecider.decide(command, state);
  return { state: fold(events, state), events };
}

function depositPaid(): OrderState {
  let state = run(orderDecider.initialState, placeOrder({ now: placedAt, paymentPlan: { choice: { kind: 'deposit' }, policy: DEFAULT_PAYMENT_PLAN_POLICY, policyVersion: null } })).state;
  state = run(state, { type: 'RecordPaymentIntent', intentId: 'pi_deposit', provider: 'demo', amountCents: 22_430, currency: 'EUR' }).state;
  return run(state, { type: 'RecordPaymentSucceeded', intentId: 'pi_deposit', amountCents: 22_430, currency: 'EUR', cardLast4: '4242', now: placedAt }).state;
}

describe('a deposit plan', () => {
  it('is confirmed by its deposit, with the balance still owed', () => {
    const state = depositPaid();
    expect(state.status).toBe('confirmed');
    expect(state.plan?.terms.schedule).toEqual([
      { dueDate: '2026-01-05', amountCents: 22_430 },
      { dueDate: '2026-03-11', amountCents: TOTAL_CENTS - 22_430 },
    ]);
    expect(balanceCents(state)).toBe(TOTAL_CENTS - 22_430);
    expect(isPaidInFull(state)).toBe(false);
  });

  it('refuses a first intent for anything but the deposit', () => {
    const placed = run(orderDecider.initialState, placeOrder({ now: placedAt, paymentPlan: { choice: { kind: 'deposit' }, policy: DEFAULT_PAYMENT_PLAN_POLICY, policyVersion: null } })).state;
    expect(() => orderDecider.decide({ type: 'RecordPaymentIntent', intentId: 'pi_x', provider: 'demo', amountCents: TOTAL_CENTS, currency: 'EUR' }, placed)).toThrow(ConflictError);
  });

  it('records the balance once; a second payment of it is given back', () => {
    let state = depositPaid();
    state = run(state, { type: 'RecordPaymentIntent', intentId: 'pi_a', provider: 'demo', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', instalments: [1] }).state;
    expect(() => orderDecider.decide({ type: 'RecordPaymentIntent', intentId: 'pi_b', provider: 'demo', amountCents: 1, currency: 'EUR', instalments: [1] }, state)).toThrow(/does not match/);
    state = run(state, { type: 'RecordPaymentIntent', intentId: 'pi_b', provider: 'demo', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', instalments: [1] }).state;
    const first = run(state, { type: 'RecordPaymentSucceeded', intentId: 'pi_a', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', cardLast4: '4242', now: placedAt });
    expect(first.events.map((event) => event.type)).toEqual(['PaymentSucceeded']);
    expect(isPaidInFull(first.state)).toBe(true);
    const second = run(first.state, { type: 'RecordPaymentSucceeded', intentId: 'pi_b', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', cardLast4: '4242', now: placedAt });
    expect(second.events).toEqual([{ type: 'RefundRequested', data: { intentId: 'pi_b', amountCents: TOTAL_CENTS - 22_430, reason: 'That payment had already been made' } }]);
    // reported again: nothing more
    expect(orderDecider.decide({ type: 'RecordPaymentSucceeded', intentId: 'pi_b', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', cardLast4: '4242', now: placedAt }, second.state)).toEqual([]);
  });
});

describe('a missed payment', () => {
  it('is reminded once, found overdue the day after its due date, and cancels the booking when the grace ends', () => {
    let state = depositPaid();
    const remind = run(state, { type: 'RemindInstalment', index: 1, now: new Date('2026-03-04T08:00:00Z') });
    expect(remind.events).toHaveLength(1);
    state = remind.state;
    expect(orderDecider.decide({ type: 'RemindInstalment', index: 1, now: new Date('2026-03-04T09:00:00Z') }, state)).toEqual([]);
    // on the due date it is not overdue yet
    expect(orderDecider.decide({ type: 'MarkInstalmentOverdue', index: 1, now: new Date('2026-03-11T20:00:00Z') }, state)).toEqual([]);
    const overdue = run(state, { type: 'MarkInstalmentOverdue', index: 1, now: new Date('2026-03-12T08:00:00Z') });
    expect(overdue.events).toEqual([{ type: 'InstalmentOverdue', data: { index: 1, dueDate: '2026-03-11', overdueAt: '2026-03-12T08:00:00.000Z', graceEndsOn: '2026-03-19' } }]);
    state = overdue.state;
    const cancel = (now: string) => orderDecider.decide({ type: 'CancelForNonPayment', now: new Date(now), quoteId: 'q-1', policyInForce: DEFAULT_CANCELLATION_POLICY }, state);
    expect(cancel('2026-03-18T23:59:59Z')).toEqual([]);
    const events = cancel('2026-03-19T08:00:00Z');
    expect(events.map((event) => event.type)).toEqual(['OrderCancelled', 'StockReleased', 'RefundRequested']);
    // 22 days before the start, the default policy gives everything back: what was paid, the deposit
    expect(events[0]).toMatchObject({ data: { reason: NON_PAYMENT_REASON, refundCents: 22_430, requestedBy: { role: 'shop' } } });
    expect(events[2]).toMatchObject({ data: { intentId: 'pi_deposit', amountCents: 22_430 } });
  });

  it('does nothing once paid, or for the deposit, or for an entry that does not exist', () => {
    let state = depositPaid();
    state = run(state, { type: 'RecordPaymentIntent', intentId: 'pi_a', provider: 'demo', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', instalments: [1] }).state;
    state = run(state, { type: 'RecordPaymentSucceeded', intentId: 'pi_a', amountCents: TOTAL_CENTS - 22_430, currency: 'EUR', cardLast4: '4242', now: placedAt }).state;
    const late = new Date('2026-04-01T08:00:00Z');
    for (const command of [
      { type: 'MarkInstalmentOverdue', index: 1, now: late },
      { type: 'MarkInstalmentOverdue', index: 0, now: late },
      { type: 'RemindInstalment', index: 7, now: late },
      { type: 'CancelForNonPayment', now: late, quoteId: 'q', policyInForce: DEFAULT_CANCELLATION_POLICY },
    ] as OrderCommand[]) {
      expect(orderDecider.decide(command, state), command.type).toEqual([]);
    }
  });
});
