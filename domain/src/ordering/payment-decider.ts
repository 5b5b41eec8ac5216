// The payment side of an order: intents created for it, and the provider's verdicts. A success
// confirms a pending order in the same decision, so a paid order is confirmed whoever reports the
// payment first (the webhook, or the browser's confirm call after the server has checked the intent).
import type { CommandHandlers } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import { isPaid, unpaidInstalments, type OrderState } from './order-state';
import { appliedChange } from './change-decider';
import { confirmedWith, type PolicyInForce } from './order-confirmation';
import { creditKeptCents } from './credit-payment';

export type PaymentCommand =
  /** `instalments`: a later payment of the plan, for these entries of its schedule (the first payment names none). */
  /** `autoCharge`: the first payment of a plan, saving its card for the later payments (the player consents). */
  | { type: 'RecordPaymentIntent'; intentId: string; provider: string; amountCents: number; currency: string; instalments?: number[]; autoCharge?: boolean }
  /**
   * `terms`: the cancellation policy in force, recorded when this payment confirms the order.
   * `savedCard`: the card the payment saved (consented automatic charges); `instalments`: the plan's
   * payments the intent's metadata names (an automatic charge, recorded by its verdict alone).
   */
  | {
      type: 'RecordPaymentSucceeded';
      intentId: string;
      amountCents: number;
      currency: string;
      cardLast4: string | null;
      cardBrand?: string | null;
      now: Date;
      terms?: PolicyInForce;
      savedCard?: string | null;
      instalments?: number[] | null;
    }
  | { type: 'RecordPaymentFailed'; intentId: string; reason: string; cardLast4: string | null; now: Date; instalments?: number[] | null };

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

/** What is to be paid now: the order's total less its credit (its deposit under a plan), or the difference of the change waiting for its payment. */
export function amountDueCents(state: OrderState): number {
  if (payingChange(state) && state.pendingChange) return state.pendingChange.dueCents;
  if (state.plan && !state.payment.paidIntentId) return state.plan.terms.schedule[0]!.amountCents;
  // tournament credit paid its part when the order was placed
  return Math.max(0, state.totalCents - creditKeptCents(state));
}

/** The first payment under a plan is its deposit, entry 0 of the schedule. */
const firstPayment = (state: OrderState) => (state.plan ? { instalments: [0] } : {});

/**
 * A later payment of a plan: the entries it pays must all be unpaid, and the booking confirmed (its
 * deposit paid) and not cancelled.
 */
export function assertInstalmentsPayable(state: OrderState, instalments: readonly number[]): number {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (!state.plan) throw new ConflictError('This booking is not paid in parts: there is nothing more to pay.', { reason: 'not_payable', status: state.status });
  if (state.status !== 'confirmed') {
    throw new ConflictError(state.status === 'pending' ? 'Pay the deposit first: it confirms the booking.' : NOT_PAYABLE[state.status], { reason: 'not_payable', status: state.status });
  }
  const unpaid = unpaidInstalments(state);
  if (instalments.length === 0 || instalments.some((index) => !unpaid.includes(index))) {
    throw new ConflictError(unpaid.length === 0 ? 'This booking is paid in full.' : 'That payment has already been made.', { reason: unpaid.length === 0 ? 'paid_in_full' : 'already_paid' });
  }
  return instalments.reduce((sum, index) => sum + state.plan!.terms.schedule[index]!.amountCents, 0);
}

/** The provider's idempotency key of a later payment: the same entries always make the same intent (two tabs pay once). */
export function instalmentIntentKey(state: OrderState, instalments: readonly number[]): string {
  return `order-${state.orderId ?? 'unknown'}-instalments-${[...instalments].sort((a, b) => a - b).join('-')}`;
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
  if (command.instalments) {
    const dueCents = assertInstalmentsPayable(state, command.instalments);
    if (command.amountCents !== dueCents || command.currency.toUpperCase() !== state.currency) {
      throw new ConflictError('The payment amount does not match what is due.', { reason: 'amount_mismatch', expected: { amountCents: dueCents, currency: state.currency } });
    }
    const { intentId, provider, amountCents, instalments } = command;
    return [{ type: 'PaymentIntentCreated', data: { intentId, provider, amountCents, currency: state.currency, instalments } }];
  }
  assertPayable(state);
  assertAmount(state, command.amountCents, command.currency);
  const { intentId, provider, amountCents } = command;
  const quoteId = payingChange(state) ? state.pendingChange?.quoteId : undefined;
  if (command.autoCharge && (!state.plan || quoteId)) {
    throw new ConflictError('Automatic charges are for the later payments of a payment plan: this payment has none.', { reason: 'auto_charge_not_available' });
  }
  const consent = command.autoCharge ? { autoCharge: true } : {};
  return [{ type: 'PaymentIntentCreated', data: { intentId, provider, amountCents, currency: state.currency, ...(quoteId ? { quoteId } : { ...firstPayment(state), ...consent }) } }];
}

/**
 * A later payment of a plan succeeded. Its entries still unpaid: recorded. One of them paid already
 * (two tabs, the automatic charge and the player at once) or the booking cancelled meanwhile: the
 * money goes back, so it is taken once.
 */
function instalmentPaid(command: Extract<PaymentCommand, { type: 'RecordPaymentSucceeded' }>, state: OrderState, instalments: number[]): OrderEvent[] {
  const { intentId, amountCents, cardLast4 } = command;
  const paidAt = command.now.toISOString();
  const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: state.currency, cardLast4, ...cardBrandOf(command), paidAt, instalments } };
  if (state.status !== 'confirmed') return [succeeded, { type: 'RefundRequested', data: { intentId, amountCents, reason: `The booking was ${state.status} when the payment arrived` } }];
  const unpaid = unpaidInstalments(state);
  if (instalments.some((index) => !unpaid.includes(index))) return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'That payment had already been made' } }];
  return [succeeded];
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
  const instalments = laterPaymentOf(state, command.intentId, command.instalments);
  if (instalments) return instalmentPaid(command, state, instalments);
  const { intentId, amountCents, cardLast4 } = command;
  const paidAt = command.now.toISOString();
  if (state.payment.paidIntentId || state.status === 'confirmed') {
    // a second successful intent for an order already paid (or confirmed with nothing to pay), or the
    // difference of a change that lapsed: the money goes back
    return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'The order was already paid' } }];
  }
  if (state.status === 'pending' && amountCents !== amountDueCents(state) && state.quoteIds.length > 0) {
    // an intent for the total before a change, paid after it: that amount is not what is owed
    return [{ type: 'RefundRequested', data: { intentId, amountCents, reason: 'The order was changed before this payment arrived' } }];
  }
  const succeeded: OrderEvent = { type: 'PaymentSucceeded', data: { intentId, amountCents, currency: state.currency, cardLast4, ...cardBrandOf(command), paidAt, ...firstPayment(state) } };
  // cancelled or expired: whatever was paid goes back, even an amount the order (since changed) no longer totals
  if (state.status !== 'pending') return [succeeded, { type: 'RefundRequested', data: { intentId, amountCents, reason: `The order was ${state.status} when the payment arrived` } }];
  assertAmount(state, amountCents, command.currency);
  const consented: OrderEvent[] =
    state.plan?.autoChargeIntents.includes(intentId) && command.savedCard
      ? [{ type: 'AutomaticChargesConsented', data: { savedCard: command.savedCard, cardLast4, cardBrand: command.cardBrand ?? null, consentedAt: paidAt } }]
      : [];
  return [succeeded, confirmedWith(paidAt, command.terms), ...consented];
}

/**
 * The plan's later payments an intent pays: as recorded when it was created, else as its metadata
 * names them (an automatic charge, known by its verdict alone). Never the deposit.
 */
function laterPaymentOf(state: OrderState, intentId: string, named: readonly number[] | null | undefined): number[] | null {
  if (!state.plan) return null;
  const instalments = state.plan.intents[intentId] ?? (named && named.length > 0 ? [...named] : null);
  return instalments && !instalments.includes(0) ? instalments : null;
}

function recordFailure(command: Extract<PaymentCommand, { type: 'RecordPaymentFailed' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  const { intentId, reason, cardLast4 } = command;
  const pending = state.pendingChange;
  if (pending && pending.intentId === intentId) {
    // the difference of a change was declined: the change keeps waiting (and its hold running) for another card
    return [{ type: 'PaymentFailed', data: { intentId, reason, cardLast4, failedAt: command.now.toISOString(), quoteId: pending.quoteId } }];
  }
  const instalments = laterPaymentOf(state, intentId, command.instalments);
  if (instalments) {
    // a later payment declined (once, whoever reports it): the booking stays confirmed, the payment due (or overdue)
    if (state.status !== 'confirmed' || state.plan?.failedIntents.includes(intentId)) return [];
    return [{ type: 'PaymentFailed', data: { intentId, reason, cardLast4, failedAt: command.now.toISOString(), instalments } }];
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
