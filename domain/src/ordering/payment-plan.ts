// Paying in parts (issue 31): the owner's payment-plan policy, whether a plan is offered for a
// festival on a given day, and the schedule a plan fixes: a deposit now, then the balance on the
// balance day or n equal monthly instalments ending on it. Pure: the caller passes in today.
import { addCalendarDays, addCalendarMonths, calendarDayOf, calendarDaysBetween } from '../shared/calendar-day';
import { ConflictError } from '../shared/errors';
import { formatDay } from '../shared/shop-format';

export interface PaymentPlanPolicy {
  enabled: boolean;
  /** The deposit, in whole percent of the total (1–90). */
  depositPercent: number;
  /** Days before the festival's first day by which everything must be paid. */
  balanceDueDays: number;
  /** Payments after the deposit a player may choose (1–12). */
  maxInstalments: number;
  /** Days after a missed due date before the booking is cancelled. */
  graceDays: number;
}

export const DEFAULT_PAYMENT_PLAN_POLICY: PaymentPlanPolicy = { enabled: true, depositPercent: 20, balanceDueDays: 30, maxInstalments: 3, graceDays: 7 };

/** A plan is offered only when the festival starts more than this many days after the balance day. */
export const PLAN_MARGIN_DAYS = 7;
/** The first instalment falls more than this many days after the booking (its reminder then comes after it). */
export const FIRST_INSTALMENT_MIN_DAYS = 7;
/** The reminder of a due payment goes out this many days before its due date. */
export const INSTALMENT_REMINDER_DAYS = 7;

export type PaymentPlanChoice = { kind: 'full' } | { kind: 'deposit' } | { kind: 'instalments'; count: number };

export interface ScheduledPayment {
  /** 'YYYY-MM-DD': the deposit's is the booking's day. */
  dueDate: string;
  amountCents: number;
}

/** What a plan fixes on the order when it is placed: the terms in force, and the schedule (entry 0 is the deposit). */
export interface PaymentPlanTerms {
  kind: 'deposit' | 'instalments';
  /** Payments after the deposit. */
  instalments: number;
  policy: PaymentPlanPolicy;
  /** The saved policy's version (null: the default). */
  policyVersion: number | null;
  schedule: ScheduledPayment[];
  /** The day the balance is due: the last entry's. */
  balanceDueDate: string;
}

export type PlanOffer =
  | { offered: true; balanceDueDate: string; maxInstalments: number; depositPercent: number }
  | { offered: false; reason: string };

const PAY_IN_FULL = 'Please pay in full.';

/** Whether a plan can be chosen for a booking of `totalCents` made on `today` for a festival starting `festivalStart`. */
export function planOffer(policy: PaymentPlanPolicy, festivalStart: string | null, totalCents: number, today: string): PlanOffer {
  if (!policy.enabled) return { offered: false, reason: `Payment plans are not offered. ${PAY_IN_FULL}` };
  if (!festivalStart) return { offered: false, reason: `This festival has no start date, so no payment plan can be set. ${PAY_IN_FULL}` };
  if (totalCents <= 0) return { offered: false, reason: 'There is nothing to pay now, so no payment plan is needed.' };
  if (calendarDaysBetween(today, festivalStart) <= policy.balanceDueDays + PLAN_MARGIN_DAYS) {
    return { offered: false, reason: `This festival starts too soon for a payment plan. ${PAY_IN_FULL}` };
  }
  const balanceDueDate = addCalendarDays(festivalStart, -policy.balanceDueDays);
  const deposit = depositCents(totalCents, policy.depositPercent);
  let maxInstalments = 1;
  while (maxInstalments < policy.maxInstalments && fits(maxInstalments + 1, balanceDueDate, today) && totalCents - deposit >= maxInstalments + 1) maxInstalments += 1;
  return { offered: true, balanceDueDate, maxInstalments, depositPercent: policy.depositPercent };
}

/** n monthly instalments ending on the balance day fit when the first falls more than a week after today. */
function fits(count: number, balanceDueDate: string, today: string): boolean {
  return calendarDaysBetween(today, instalmentDates(count, balanceDueDate)[0]!) > FIRST_INSTALMENT_MIN_DAYS;
}

/** n due dates a calendar month apart, the last on the balance day (a month end stays a month end where shorter). */
export function instalmentDates(count: number, balanceDueDate: string): string[] {
  return Array.from({ length: count }, (_, index) => addCalendarMonths(balanceDueDate, index - (count - 1)));
}

/** The deposit: the percentage of the total, rounded to the cent, at least one cent and leaving at least one. */
export function depositCents(totalCents: number, percent: number): number {
  return Math.min(Math.max(Math.round((totalCents * percent) / 100), 1), totalCents - 1);
}

/** `total` in `count` parts differing by at most a cent, the extra cents on the first parts: they add up exactly. */
export function equalParts(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

/**
 * The terms a plan fixes, or a 409 saying why it cannot be had (the player pays in full). `full` is
 * no plan: null.
 */
export function planTerms(
  choice: PaymentPlanChoice,
  input: { policy: PaymentPlanPolicy; policyVersion: number | null; festivalStart: string | null; totalCents: number; now: Date },
): PaymentPlanTerms | null {
  if (choice.kind === 'full') return null;
  const today = calendarDayOf(input.now);
  const offer = planOffer(input.policy, input.festivalStart, input.totalCents, today);
  if (!offer.offered) throw new ConflictError(offer.reason, { reason: 'plan_not_offered' });
  const count = choice.kind === 'deposit' ? 1 : choice.count;
  if (count > offer.maxInstalments) {
    throw new ConflictError(`At most ${offer.maxInstalments} instalment${offer.maxInstalments === 1 ? '' : 's'} can be paid before the balance is due on ${formatDay(offer.balanceDueDate)}.`, {
      reason: 'plan_not_offered',
      maxInstalments: offer.maxInstalments,
    });
  }
  const deposit = depositCents(input.totalCents, input.policy.depositPercent);
  const dates = instalmentDates(count, offer.balanceDueDate);
  const amounts = equalParts(input.totalCents - deposit, count);
  const schedule = [{ dueDate: today, amountCents: deposit }, ...dates.map((dueDate, index) => ({ dueDate, amountCents: amounts[index]! }))];
  return { kind: choice.kind, instalments: count, policy: input.policy, policyVersion: input.policyVersion, schedule, balanceDueDate: offer.balanceDueDate };
}

/** When a missed payment's grace ends: the booking is cancelled on this day if it is still unpaid. */
export function graceEndsOn(dueDate: string, graceDays: number): string {
  return addCalendarDays(dueDate, graceDays + 1);
}
