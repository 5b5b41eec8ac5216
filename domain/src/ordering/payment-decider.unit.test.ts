import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import type { OrderState } from './order-state';
import type { PaymentCommand } from './payment-decider';
import { CANCELLED, CONFIRMED, EXPIRED, PENDING, PROCESSING } from './testing/order-histories';
import {
  TOTAL_CENTS,
  at,
  given,
  heldItems,
  intentCreated,
  orderConfirmed,
  paymentFailed,
  paymentSucceeded,
  refundRequested,
  rejected,
} from './testing/order-scenario';

const intent = (intentId: string, amountCents = TOTAL_CENTS, currency = 'EUR'): PaymentCommand => ({
  type: 'RecordPaymentIntent',
  intentId,
  provider: 'demo',
  amountCents,
  currency,
});
const succeeded = (intentId: string, minutes = 5, amountCents = TOTAL_CENTS, currency = 'EUR'): PaymentCommand => ({
  type: 'RecordPaymentSucceeded',
  intentId,
  amountCents,
  currency,
  cardLast4: '4242',
  now: at(minutes),
});
const failed = (intentId: string, minutes = 5): PaymentCommand => ({
  type: 'RecordPaymentFailed',
  intentId,
  reason: 'Your card was declined.',
  cardLast4: '0002',
  now: at(minutes),
});

/** Two intents made while pending (two tabs, say); the first succeeded. */
const PAID_WITH_SECOND_INTENT = [...PROCESSING, intentCreated('pi_2'), paymentSucceeded('pi_1'), orderConfirmed()];
const LATE_PAYMENT = (status: 'cancelled' | 'expired') => [paymentSucceeded('pi_1', 20), refundRequested('pi_1', `The order was ${status} when the payment arrived`)];

describe('RecordPaymentIntent', () => {
  it('records an intent for the full amount of a pending order', () => {
    expect(given(...PENDING).when(intent('pi_1'))).toStrictEqual({
      events: [{ type: 'PaymentIntentCreated', data: { intentId: 'pi_1', provider: 'demo', amountCents: 112_150, currency: 'EUR' } }],
    });
  });

  it("takes the provider's lower-case currency as the order's", () => {
    expect(given(...PENDING).when(intent('pi_1', TOTAL_CENTS, 'eur'))).toStrictEqual({ events: [intentCreated('pi_1')] });
  });

  it('records nothing for an intent already recorded', () => {
    expect(given(...PROCESSING).when(intent('pi_1'))).toStrictEqual({ events: [] });
  });

  it('records a new intent after a failed one', () => {
    expect(given(...PROCESSING, paymentFailed('pi_1')).when(intent('pi_2'))).toStrictEqual({ events: [intentCreated('pi_2')] });
  });

  it('refuses another amount or currency: 409 amount_mismatch with the expected amount', () => {
    expect(given(...PENDING).when(intent('pi_1', TOTAL_CENTS - 1))).toStrictEqual(rejected(ConflictError, 'amount_mismatch'));
    expect(given(...PENDING).when(intent('pi_1', TOTAL_CENTS, 'USD'))).toStrictEqual(rejected(ConflictError, 'amount_mismatch'));
    expect(given(...PENDING).errorOf(intent('pi_1', 100)).details).toStrictEqual({
      reason: 'amount_mismatch',
      expected: { amountCents: TOTAL_CENTS, currency: 'EUR' },
    });
  });

  it('refuses a confirmed, cancelled or expired order: 409 not_payable, saying why', () => {
    const cases = [
      [CONFIRMED, 'confirmed', 'This order is already paid.'],
      [CANCELLED, 'cancelled', 'This order was cancelled and can no longer be paid.'],
      [EXPIRED, 'expired', 'The hold on this booking has expired. Please start your booking again.'],
    ] as const;
    for (const [history, status, message] of cases) {
      expect(given(...history).when(intent('pi_9'))).toStrictEqual(rejected(ConflictError, 'not_payable'));
      const error = given(...history).errorOf(intent('pi_9'));
      expect([error.message, error.details]).toStrictEqual([message, { reason: 'not_payable', status }]);
    }
  });

  it('refuses a pending order that is already paid: 409 not_payable', () => {
    expect(given(...PROCESSING, paymentSucceeded('pi_1')).when(intent('pi_2'))).toStrictEqual(rejected(ConflictError, 'not_payable'));
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(intent('pi_1'))).toStrictEqual(rejected(NotFoundError));
  });
});

describe('RecordPaymentSucceeded', () => {
  it('pays and confirms a pending order in one decision', () => {
    const paidAt = '2026-03-01T10:05:00.000Z';
    expect(given(...PROCESSING).when(succeeded('pi_1'))).toStrictEqual({
      events: [
        { type: 'PaymentSucceeded', data: { intentId: 'pi_1', amountCents: TOTAL_CENTS, currency: 'EUR', cardLast4: '4242', paidAt } },
        { type: 'OrderConfirmed', data: { confirmedAt: paidAt } },
      ],
    });
    expect(given(...PROCESSING).when(succeeded('pi_1', 5, TOTAL_CENTS, 'eur'))).toStrictEqual({ events: [paymentSucceeded('pi_1'), orderConfirmed()] });
  });

  it('records nothing when the same success is delivered twice', () => {
    expect(given(...CONFIRMED).when(succeeded('pi_1', 7))).toStrictEqual({ events: [] });
  });

  it('refunds a second intent that succeeds after the order was paid, and only that', () => {
    expect(given(...PAID_WITH_SECOND_INTENT).when(succeeded('pi_2', 8))).toStrictEqual({
      events: [refundRequested('pi_2', 'The order was already paid')],
    });
  });

  it('refunds such a second payment once, however often it is reported', () => {
    const refunded = [...PAID_WITH_SECOND_INTENT, refundRequested('pi_2', 'The order was already paid')];
    expect(given(...refunded).when(succeeded('pi_2', 9))).toStrictEqual({ events: [] });
  });

  it('records and refunds a payment arriving after the order expired or was cancelled', () => {
    expect(given(...EXPIRED).when(succeeded('pi_1', 20))).toStrictEqual({ events: LATE_PAYMENT('expired') });
    expect(given(...CANCELLED).when(succeeded('pi_1', 20))).toStrictEqual({ events: LATE_PAYMENT('cancelled') });
  });

  it('records nothing when a late payment is delivered again', () => {
    expect(given(...EXPIRED, ...LATE_PAYMENT('expired')).when(succeeded('pi_1', 21))).toStrictEqual({ events: [] });
  });

  it('refuses another amount or currency: 409 amount_mismatch', () => {
    expect(given(...PROCESSING).when(succeeded('pi_1', 5, TOTAL_CENTS + 1))).toStrictEqual(rejected(ConflictError, 'amount_mismatch'));
    expect(given(...PROCESSING).when(succeeded('pi_1', 5, TOTAL_CENTS, 'GBP'))).toStrictEqual(rejected(ConflictError, 'amount_mismatch'));
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(succeeded('pi_1'))).toStrictEqual(rejected(NotFoundError));
  });
});

describe('RecordPaymentFailed', () => {
  it('records the failure; the order stays pending and its stock held', () => {
    const failure = given(...PROCESSING).when(failed('pi_1'));
    expect(failure).toStrictEqual({
      events: [{ type: 'PaymentFailed', data: { intentId: 'pi_1', reason: 'Your card was declined.', cardLast4: '0002', failedAt: '2026-03-01T10:05:00.000Z' } }],
    });
    expect(given(...PROCESSING, paymentFailed('pi_1')).state).toMatchObject({
      status: 'pending',
      heldItems,
      holdExpiresAt: '2026-03-01T10:15:00.000Z',
      payment: { status: 'failed', intentIds: ['pi_1'], paidIntentId: null, settled: [] },
    });
  });

  it('refuses a failure after a success: 409 already_paid', () => {
    expect(given(...CONFIRMED).when(failed('pi_1', 6))).toStrictEqual(rejected(ConflictError, 'already_paid'));
    expect(given(...PAID_WITH_SECOND_INTENT).when(failed('pi_2', 6))).toStrictEqual(rejected(ConflictError, 'already_paid'));
  });

  it('records nothing for an expired or cancelled order', () => {
    expect(given(...EXPIRED).when(failed('pi_1', 20))).toStrictEqual({ events: [] });
    expect(given(...CANCELLED).when(failed('pi_1', 20))).toStrictEqual({ events: [] });
  });

  it('refuses an unknown order: 404', () => {
    expect(given().when(failed('pi_1'))).toStrictEqual(rejected(NotFoundError));
  });
});

describe("evolveOrder: the order's payment after each payment event", () => {
  const paymentAfter = (...events: OrderEvent[]): OrderState['payment'] => given(...PENDING, ...events).state.payment;

  it('unpaid -> processing -> failed -> processing -> paid', () => {
    expect(paymentAfter()).toMatchObject({ status: 'unpaid', intentIds: [], paidIntentId: null, settled: [] });
    expect(paymentAfter(intentCreated('pi_1'))).toMatchObject({ status: 'processing', intentIds: ['pi_1'], paidIntentId: null, settled: [] });
    expect(paymentAfter(intentCreated('pi_1'), paymentFailed('pi_1'))).toMatchObject({ status: 'failed', intentIds: ['pi_1'], paidIntentId: null, settled: [] });
    const retried = [intentCreated('pi_1'), paymentFailed('pi_1'), intentCreated('pi_2')];
    expect(paymentAfter(...retried)).toMatchObject({ status: 'processing', intentIds: ['pi_1', 'pi_2'], paidIntentId: null, settled: [] });
    expect(paymentAfter(...retried, paymentSucceeded('pi_2'))).toMatchObject({ status: 'paid', intentIds: ['pi_1', 'pi_2'], paidIntentId: 'pi_2', settled: [{ intentId: 'pi_2', amountCents: TOTAL_CENTS, refundedCents: 0 }] });
  });

  it("a refund of a stray second payment leaves the order's own payment paid", () => {
    const stray = given(...PAID_WITH_SECOND_INTENT, refundRequested('pi_2', 'The order was already paid')).state;
    expect(stray.payment).toMatchObject({ status: 'paid', intentIds: ['pi_1', 'pi_2'], paidIntentId: 'pi_1', settled: [{ intentId: 'pi_1', amountCents: TOTAL_CENTS, refundedCents: 0 }] });
    expect(stray.status).toBe('confirmed');
  });

  it("a refund of the order's own (late) payment marks it refunded", () => {
    expect(given(...EXPIRED, ...LATE_PAYMENT('expired')).state.payment).toMatchObject({ status: 'refunded', intentIds: ['pi_1'], paidIntentId: 'pi_1', settled: [{ intentId: 'pi_1', amountCents: TOTAL_CENTS, refundedCents: TOTAL_CENTS }] });
    expect(given(...EXPIRED, ...LATE_PAYMENT('expired')).state.status).toBe('expired');
  });
});
