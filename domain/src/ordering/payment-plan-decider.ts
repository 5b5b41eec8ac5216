// The missed-payment path of a plan, decided over the order's state: the reminder before a due date,
// the payment found overdue the day after it, and whether its grace has run out (the booking is then
// cancelled under its cancellation policy, through the cancellation quote). Each step is decided once:
// a timer that fires again, or late, decides nothing.
import type { CommandHandlers } from '../shared/decider';
import { calendarDayOf, calendarDaysBetween } from '../shared/calendar-day';
import { NotFoundError } from '../shared/errors';
import type { OrderEvent } from './order-events';
import { graceEndsOn } from './payment-plan';
import type { OrderState } from './order-state';
import type { CancellationPolicy } from './cancellation-policy';
import { cancellation } from './change-decider';
import { quoteChange } from './change-quote';

export type PaymentPlanCommand =
  | { type: 'RemindInstalment'; index: number; now: Date }
  | { type: 'MarkInstalmentOverdue'; index: number; now: Date }
  /** A payment still unpaid when its grace ends: the shop cancels the booking under the booking's cancellation policy. */
  | { type: 'CancelForNonPayment'; now: Date; quoteId: string; policyInForce: CancellationPolicy }
  /** The player stops the automatic charges: the later payments are asked of them again. */
  | { type: 'WithdrawAutomaticCharges'; now: Date };

export const NON_PAYMENT_REASON = 'Cancelled by the shop: a payment of the plan was not made in time';

/** An entry after the deposit, still unpaid, of a confirmed booking: the only one a step applies to. */
function openEntry(state: OrderState, index: number) {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  const plan = state.plan;
  if (!plan || state.status !== 'confirmed' || index < 1 || index >= plan.terms.schedule.length || plan.paid[index]) return null;
  return { plan, entry: plan.terms.schedule[index]! };
}

function remind(command: Extract<PaymentPlanCommand, { type: 'RemindInstalment' }>, state: OrderState): OrderEvent[] {
  const open = openEntry(state, command.index);
  if (!open || open.plan.reminded[command.index]) return [];
  // a reminder that could only come after its due date is no reminder: the overdue notice follows
  if (calendarDaysBetween(calendarDayOf(command.now), open.entry.dueDate) < 0) return [];
  return [{ type: 'InstalmentReminded', data: { index: command.index, dueDate: open.entry.dueDate, remindedAt: command.now.toISOString() } }];
}

function markOverdue(command: Extract<PaymentPlanCommand, { type: 'MarkInstalmentOverdue' }>, state: OrderState): OrderEvent[] {
  const open = openEntry(state, command.index);
  if (!open || open.plan.overdue[command.index]) return [];
  if (calendarDaysBetween(open.entry.dueDate, calendarDayOf(command.now)) < 1) return [];
  const { dueDate } = open.entry;
  return [{ type: 'InstalmentOverdue', data: { index: command.index, dueDate, overdueAt: command.now.toISOString(), graceEndsOn: graceEndsOn(dueDate, open.plan.terms.policy.graceDays) } }];
}

/**
 * The booking is to be cancelled for an unpaid payment: some entry is still unpaid on or after the
 * day its grace ends. (The cancellation itself is a quote, priced under the booking's policy.)
 */
export function graceRunOut(state: OrderState, now: Date): boolean {
  const plan = state.plan;
  if (!plan || state.status !== 'confirmed') return false;
  const today = calendarDayOf(now);
  return plan.terms.schedule.some((entry, index) => index > 0 && !plan.paid[index] && calendarDaysBetween(graceEndsOn(entry.dueDate, plan.terms.policy.graceDays), today) >= 0);
}

const NOTHING_ADDED = { festivalStart: '', festivalEnd: '', room: null, tournaments: [], extras: [] };

function cancelForNonPayment(command: Extract<PaymentPlanCommand, { type: 'CancelForNonPayment' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  // paid meanwhile, or already cancelled: nothing to do (a timer that fires twice decides once)
  if (!graceRunOut(state, command.now)) return [];
  const { now, quoteId, policyInForce } = command;
  const quote = quoteChange({ state, request: { cancel: true }, catalogue: NOTHING_ADDED, policyInForce, actor: { userId: 0, role: 'shop' }, quoteId, now });
  return cancellation(quote, state, now, NON_PAYMENT_REASON);
}

function withdraw(command: Extract<PaymentPlanCommand, { type: 'WithdrawAutomaticCharges' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  return state.plan?.savedCard ? [{ type: 'AutomaticChargesWithdrawn', data: { withdrawnAt: command.now.toISOString() } }] : [];
}

/** The card to charge a later payment to now, when the player consents and the payment is still open. */
export function automaticChargeOf(state: OrderState, index: number): { savedCard: string; amountCents: number } | null {
  const open = state.plan && state.status === 'confirmed' && index >= 1 && !state.plan.paid[index] ? state.plan.terms.schedule[index] : undefined;
  const card = state.plan?.savedCard;
  return open && card ? { savedCard: card.ref, amountCents: open.amountCents } : null;
}

export const paymentPlanHandlers: CommandHandlers<OrderState, PaymentPlanCommand, OrderEvent> = {
  WithdrawAutomaticCharges: withdraw,
  RemindInstalment: remind,
  MarkInstalmentOverdue: markOverdue,
  CancelForNonPayment: cancelForNonPayment,
};
