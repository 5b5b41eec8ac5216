// The payment side of an order: intents created for it, and the provider's verdicts. A success
// confirms a pending order in the same decision, so a paid order is confirmed whoever reports the
// payment first (the webhook, or the browser's confirm call after the server has checked the intent).
import type { CommandHandlers } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import { isPaid, type OrderState } from './order-state';
import { appliedChange } from './change-decider';
import { confirmedWith, type PolicyInForce } from './order-confirmation';

export type PaymentCommand =
  | { type: 'RecordPaymentIntent'; intentId: string; provider: string; amountCents: number; currency: string }
  /** `terms`: the cancellation policy in force, recorded when this payment confirms the order. */
  | { type: 'RecordPaymentSucceeded'; intentId: string; amountCents: number; currency: string; cardLast4: string | null; cardBrand?: string | null; now: Date; terms?: PolicyInForce }
  | { type: 'RecordPaymentFailed'; intentId: string; reason: string; cardLast4: string | null; now: Date };

const NOT_PAYABLE: Record<OrderState['status'], string> = {
  none: 'Order not found',
  pending: '',
  confirmed: 'This order is already paid.',
  cancelled: 'This order was cancelled and can no longer be paid.',
  expired: 'The hold on this booking has expired. Please start your booking again.',
};

/** A paid booking whose change costs more is payable again, for the difference. */
function payingChange(state: OrderState): boolean {
  return isPaid(state) && state.pendingChange !== null;
}

export function assertPayable(state: OrderState): void {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (payingChange(state)) return;
  if (state.status !== 'pending' || state.payment.paidIntentId) {
    throw new ConflictError(NOT_PAYABLE[state.status] || NOT_PAYABLE.confirmed, { reason: 'not_payable', status: state.status });
  }
}

/** What is to be paid now: the order's total, or the difference of the change waiting for its payment. */
export function amountDueCents(state: OrderState): number {
  return payingChange(state) && state.pendingChange ? state.pendingChange.dueCents : state.totalCents;
}

/**
 * The provider's idempotency key of the intent that pays what is due now: one per order as placed,
 * one per change (a change re-prices the order, so its intent is another).
 */
export function paymentIntentKey(state: OrderState): string {
  const orderId = state.orderId ?? 'unknown';
  if (payingChange(state) && state.pendingChange) return `order-${orderId}-change-${state.pendingChange.quoteId}`;
  const lastChange = state.quoteIds[state.quoteIds.length - 1];
  return lastChange ? `order-${orderId}-change-${lastChange}` : `order-${orderId}`;
}

function assertAmount(state: OrderState, amountCents: number, currency: string): void {
  const due = amountDueCents(state);
  if (amountCents !== due || currency.toUpperCase() !== state.currency) {
    throw new ConflictError('The payment amount does not match the order total.', {
      reason: 'amount_mismatch',
      expected: { amountCents: due, currency: state.currency },
    });
  }
}

function recordIntent(command: Extract<PaymentCommand, { type: 'RecordPaymentIntent' }>, state: OrderState): OrderEvent[] {
  if (state.payment.intentIds.includes(command.intentId)) return [];
  assertPayable(state);
  assertAmount(state, command.amountCents, command.currency);
  const { intentId, provider, amountCents } = command;
  const quoteId = payingChange(state) ? state.pendingChange?.quoteId : undefined;
  return [{ type: 'PaymentIntentCreated', data: { intentId, provider, amountCents, currency: state.currency, ...(quoteId ? { quoteId } : {}) } }];
}

/** The difference of a change is paid: the change is applied as quoted (its added items are already held). */
function changePaid(command: Extract<PaymentCommand, { type: 'RecordPaymentSucceeded' }>, state: OrderState): OrderEvent[] | null {
  const pending = state.pendingChange;
  if (!pending || pending.intentId !== command.intentId) return null;
  assertAmount(state, command.amountCents, command.currency);
  const { intentId, amountCents, cardLast4 } = command;
  const paidAt = command.now.toISOString();
  const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: state.currency, cardLast4, ...cardBrandOf(command), paidAt, quoteId: pending.quoteId } };
  return [succeeded, ...appliedChange({ ...pending, kind: 'change', currency: state.currency, basisRevision: state.revision }, state, command.now, false)];
}

/** Recorded when the provider names it: events from before it did keep their shape. */
const cardBrandOf = (command: { cardBrand?: string | null }) => (command.cardBrand === undefined ? {} : { cardBrand: command.cardBrand });

function recordSuccess(command: Extract<PaymentCommand, { type: 'RecordPaymentSucceeded' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  // reported twice (the webhook and the browser): recorded, or refunded, the first time
  if (state.payment.settled.some((payment) => payment.intentId === command.intentId) || state.strayIntentIds.includes(command.intentId)) return [];
  const change = changePaid(command, state);
  if (change) return change;
  const { intentId, amountCents, cardLast4 } = command;
  const paidAt = command.now.toISOString();
  if (state.payment.paidIntentId || state.status === 'confirmed') {
    // a second successful intent for an order already paid (or confirmed with nothing to pay), or the
    // difference of a change that lapsed: the money goes back
    return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'The order was already paid' } }];
  }
  if (state.status === 'pending' && amountCents !== state.totalCents && state.quoteIds.length > 0) {
    // an intent for the total before a change, paid after it: that amount is not what is owed
    return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'The order was changed before this payment arrived' } }];
  }
  const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: state.currency, cardLast4, ...cardBrandOf(command), paidAt } };
  // cancelled or expired: whatever was paid goes back, even an amount the order (since changed) no longer totals
  if (state.status !== 'pending') return [succeeded, { type: 'RefundRequested', data: { intentId, amountCents, reason: `The order was ${state.status} when the payment arrived` } }];
  assertAmount(state, amountCents, command.currency);
  return [succeeded, confirmedWith(paidAt, command.terms)];
}

function recordFailure(command: Extract<PaymentCommand, { type: 'RecordPaymentFailed' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  const { intentId, reason, cardLast4 } = command;
  const pending = state.pendingChange;
  if (pending && pending.intentId === intentId) {
    // the difference of a change was declined: the change keeps waiting (and its hold running) for another card
    return [{ type: 'PaymentFailed', data: { intentId, reason, cardLast4, failedAt: command.now.toISOString(), quoteId: pending.quoteId } }];
  }
  if (state.payment.paidIntentId) {
    throw new ConflictError('This order is already paid; a later payment failure does not change it.', { reason: 'already_paid' });
  }
  if (state.status !== 'pending') return [];
  return [{ type: 'PaymentFailed', data: { intentId, reason, cardLast4, failedAt: command.now.toISOString() } }];
}

/** The order's decider takes these into its own table: they are decided over the order's state. */
export const paymentHandlers: CommandHandlers<OrderState, PaymentCommand, OrderEvent> = {
  RecordPaymentIntent: recordIntent,
  RecordPaymentSucceeded: recordSuccess,
  RecordPaymentFailed: recordFailure,
};
