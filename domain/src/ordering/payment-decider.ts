// The payment side of an order: intents created for it, and the provider's verdicts. A success
// confirms a pending order in the same decision, so a paid order is confirmed whoever reports the
// payment first (the webhook, or the browser's confirm call after the server has checked the intent).
import { ConflictError, NotFoundError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import type { OrderState } from './order-state';

export type PaymentCommand =
  | { type: 'RecordPaymentIntent'; intentId: string; provider: string; amountCents: number; currency: string }
  | { type: 'RecordPaymentSucceeded'; intentId: string; amountCents: number; currency: string; cardLast4: string | null; now: Date }
  | { type: 'RecordPaymentFailed'; intentId: string; reason: string; cardLast4: string | null; now: Date };

const NOT_PAYABLE: Record<OrderState['status'], string> = {
  none: 'Order not found',
  pending: '',
  confirmed: 'This order is already paid.',
  cancelled: 'This order was cancelled and can no longer be paid.',
  expired: 'The hold on this booking has expired. Please start your booking again.',
};

export function assertPayable(state: OrderState): void {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.status !== 'pending' || state.payment.paidIntentId) {
    throw new ConflictError(NOT_PAYABLE[state.status] || NOT_PAYABLE.confirmed, { reason: 'not_payable', status: state.status });
  }
}

function assertAmount(state: OrderState, amountCents: number, currency: string): void {
  if (amountCents !== state.totalCents || currency.toUpperCase() !== state.currency) {
    throw new ConflictError('The payment amount does not match the order total.', {
      reason: 'amount_mismatch',
      expected: { amountCents: state.totalCents, currency: state.currency },
    });
  }
}

function recordIntent(command: Extract<PaymentCommand, { type: 'RecordPaymentIntent' }>, state: OrderState): OrderEvent[] {
  if (state.payment.intentIds.includes(command.intentId)) return [];
  assertPayable(state);
  assertAmount(state, command.amountCents, command.currency);
  const { intentId, provider, amountCents } = command;
  return [{ type: 'PaymentIntentCreated', data: { intentId, provider, amountCents, currency: state.currency } }];
}

function recordSuccess(command: Extract<PaymentCommand, { type: 'RecordPaymentSucceeded' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.payment.paidIntentId === command.intentId) return [];
  const { intentId, amountCents, cardLast4 } = command;
  const paidAt = command.now.toISOString();
  if (state.payment.paidIntentId) {
    // a second successful intent for an order already paid: the money goes back
    return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'The order was already paid' } }];
  }
  assertAmount(state, amountCents, command.currency);
  const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: state.currency, cardLast4, paidAt } };
  if (state.status === 'pending') return [succeeded, { type: 'OrderConfirmed', data: { confirmedAt: paidAt } }];
  return [succeeded, { type: 'RefundRequested', data: { intentId, amountCents, reason: `The order was ${state.status} when the payment arrived` } }];
}

function recordFailure(command: Extract<PaymentCommand, { type: 'RecordPaymentFailed' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.payment.paidIntentId) {
    throw new ConflictError('This order is already paid; a later payment failure does not change it.', { reason: 'already_paid' });
  }
  if (state.status !== 'pending') return [];
  const { intentId, reason, cardLast4 } = command;
  return [{ type: 'PaymentFailed', data: { intentId, reason, cardLast4, failedAt: command.now.toISOString() } }];
}

export function decidePayment(command: PaymentCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'RecordPaymentIntent':
      return recordIntent(command, state);
    case 'RecordPaymentSucceeded':
      return recordSuccess(command, state);
    case 'RecordPaymentFailed':
      return recordFailure(command, state);
  }
}
