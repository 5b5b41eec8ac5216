import { randomUUID } from 'node:crypto';
import { addCalendarDays, bookingReference, calendarDayStart, formatCents, formatDay, graceEndsOn, INSTALMENT_REMINDER_DAYS, type CancellationPolicy, type OrderCommand, type OrderEvent, type OrderState } from '@pokerfest/domain';
import { stageMail, type MailMessage, type Reaction, type TimerRequest } from '@pokerfest/infra';
import { bookingLink } from './order-mail';

// A plan's missed-payment path as durable timers (issue 31), armed with the confirmation in its
// transaction, one per step and payment: the reminder some days before the due date, the automatic
// charge on it (with the player's consent), the overdue notice the day after it (with a second
// try of the charge), the cancellation when its grace has run out. Each handler runs an order
// command the decider decides once (payment-plan-decider.ts), so a timer fired twice, or late, or
// for a payment made meanwhile does nothing; the e-mails are staged with the event they announce.

export const PAYMENT_PLAN_STEP_TIMER_KIND = 'payment-plan-step';

/** `charge`: the due date, when the player consented to automatic charges (armed for every payment; without consent it does nothing). */
export type PlanStep = 'remind' | 'charge' | 'overdue' | 'cancel';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

const atHour = (day: string, hourUtc: number) => new Date(calendarDayStart(day).getTime() + hourUtc * 3_600_000);

/** The steps of every payment after the deposit: when each falls due. */
export function planStepTimers(orderId: string, state: OrderState, hourUtc: number): TimerRequest[] {
  const plan = state.plan;
  if (!plan) return [];
  return plan.terms.schedule.flatMap((entry, index) => {
    if (index === 0 || plan.paid[index]) return [];
    const steps: [PlanStep, string][] = [
      ['remind', addCalendarDays(entry.dueDate, -INSTALMENT_REMINDER_DAYS)],
      ['charge', entry.dueDate],
      ['overdue', addCalendarDays(entry.dueDate, 1)],
      ['cancel', graceEndsOn(entry.dueDate, plan.terms.policy.graceDays)],
    ];
    return steps.map(([step, day]) => ({ kind: PAYMENT_PLAN_STEP_TIMER_KIND, key: `${orderId}:${index}:${step}`, dueAt: atHour(day, hourUtc), payload: { orderId, index, step } }));
  });
}

/** Confirmed by its deposit: every later payment's steps are armed (a reminder already past fires at once and decides nothing late). */
export function armPlanSteps(hourUtc: number): On<'OrderConfirmed'> {
  return async ({ id, state, schedule }) => {
    for (const timer of planStepTimers(id, state, hourUtc)) await schedule(timer);
  };
}

/** Cancelled (for non-payment or otherwise): the steps not fired yet are dropped; a fired row stays as the record. */
export const dropPlanSteps: On<'OrderCancelled'> = async ({ trx, id, state }) => {
  if (!state.plan) return;
  await trx.deleteFrom('scheduled_timers').where('kind', '=', PAYMENT_PLAN_STEP_TIMER_KIND).where('timer_key', 'like', `${id}:%`).where('fired_at', 'is', null).execute();
};

type PlanMailKind = { kind: 'reminder' } | { kind: 'overdue'; graceEndsOn: string } | { kind: 'declined'; reason: string };

function planMail(state: OrderState, index: number, publicUrl: string, about: PlanMailKind): MailMessage | null {
  const { placement, customer, plan } = state;
  const entry = plan?.terms.schedule[index];
  if (!placement || !customer || !entry) return null;
  const amount = formatCents(entry.amountCents, state.currency);
  const reference = bookingReference(placement.orderId);
  const link = bookingLink(publicUrl, placement.orderId);
  const booking = `your booking ${reference} (${placement.festival.name})`;
  const lines = [`Hello ${customer.name},`, ''];
  if (about.kind === 'overdue') {
    lines.push(
      `The payment of ${amount} for ${booking} was due on ${formatDay(entry.dueDate)} and has not been made.`,
      `Please pay it by ${formatDay(addCalendarDays(about.graceEndsOn, -1))}: if it is still unpaid on ${formatDay(about.graceEndsOn)}, the booking is cancelled under its cancellation policy.`,
    );
  } else if (about.kind === 'declined') {
    lines.push(`The automatic payment of ${amount} for ${booking}, due on ${formatDay(entry.dueDate)}, was declined: ${about.reason}`, 'Please pay it with another card.');
  } else {
    const automatic = state.plan?.savedCard ? ` It will be charged to your card${state.plan.savedCard.cardLast4 ? ` ending ${state.plan.savedCard.cardLast4}` : ''} on that day; you may also pay it now.` : '';
    lines.push(`A payment of ${amount} for ${booking} is due on ${formatDay(entry.dueDate)}.${automatic}`);
  }
  lines.push('', `Pay it here: ${link}`, '');
  const subjects: Record<PlanMailKind['kind'], string> = {
    reminder: `Payment due on ${formatDay(entry.dueDate)}: ${placement.festival.name}`,
    overdue: `Payment overdue: ${placement.festival.name}`,
    declined: `Automatic payment declined: ${placement.festival.name}`,
  };
  const subject = subjects[about.kind];
  return { to: customer.email, subject, text: `${lines.join('\n')}\n` };
}

export function reminderMail(publicUrl: string): On<'InstalmentReminded'> {
  return async ({ trx, state, now, enqueueAfterCommit }, { data }) => {
    const message = planMail(state, data.index, publicUrl, { kind: 'reminder' });
    if (message) enqueueAfterCommit(await stageMail(trx, message, now));
  };
}

export function overdueMail(publicUrl: string): On<'InstalmentOverdue'> {
  return async ({ trx, state, now, enqueueAfterCommit }, { data }) => {
    const message = planMail(state, data.index, publicUrl, { kind: 'overdue', graceEndsOn: data.graceEndsOn });
    if (message) enqueueAfterCommit(await stageMail(trx, message, now));
  };
}

/** A later payment declined (the automatic charge, or the player's card): the player is told, with the pay link. */
export function declinedMail(publicUrl: string): On<'PaymentFailed'> {
  return async ({ trx, state, now, enqueueAfterCommit }, { data }) => {
    const index = data.instalments?.[0];
    // the player's own card declined at the checkout is said there; an automatic charge's decline only here
    if (index === undefined || index === 0 || !state.plan || state.plan.intents[data.intentId]) return;
    const message = planMail(state, index, publicUrl, { kind: 'declined', reason: data.reason });
    if (message) enqueueAfterCommit(await stageMail(trx, message, now));
  };
}

/** The command a step's timer runs on its order (a confirmed booking is cancelled under its own recorded policy); the charge runs none. */
export function planStepCommand(step: Exclude<PlanStep, 'charge'>, index: number, now: Date, policyInForce: CancellationPolicy): OrderCommand {
  if (step === 'remind') return { type: 'RemindInstalment', index, now };
  if (step === 'overdue') return { type: 'MarkInstalmentOverdue', index, now };
  return { type: 'CancelForNonPayment', now, quoteId: randomUUID(), policyInForce };
}
