// The checkout's "How would you like to pay?" (issue 31): which ways of paying the owner's policy
// offers for this booking today, and the schedule a choice fixes. Worked out with the domain's own
// rules, so the player sees before paying what the server will fix when the order is placed; the
// server decides again on placing, and its answer is the one that counts.
import { calendarDayOf, formatCents, formatDay, planOffer, planTerms, type PaymentPlanChoice, type PaymentPlanPolicy, type PlanOffer } from '@pokerfest/domain';
import { paymentLabel } from './schedule-words';

export type PlanKind = PaymentPlanChoice['kind'];

export const planKindLabels: Record<PlanKind, string> = {
  full: 'Pay in full',
  deposit: 'Deposit now, balance later',
  instalments: 'Deposit and instalments',
};

export const PAY_IN_FULL: PaymentPlanChoice = { kind: 'full' };

/** What the checkout knows when it works out an offer: the policy in force, the festival's first day, the total, the clock. */
export interface PlanQuestion {
  policy: PaymentPlanPolicy;
  /** 'YYYY-MM-DD' (a longer ISO text stands for its day); null or '' when the festival has no date. */
  festivalStart: string | null;
  totalCents: number;
  now: Date;
}

export function checkoutOffer({ policy, festivalStart, totalCents, now }: PlanQuestion): PlanOffer {
  return planOffer(policy, festivalStart ? festivalStart.slice(0, 10) : null, totalCents, calendarDayOf(now));
}

/** The ways offered, in the order shown; instalments only when more than one fits (one is the deposit plan). */
export function offeredKinds(offer: PlanOffer): PlanKind[] {
  if (!offer.offered) return ['full'];
  return offer.maxInstalments >= 2 ? ['full', 'deposit', 'instalments'] : ['full', 'deposit'];
}

/** How many instalments the player may pick from: 2 up to the offer's most. */
export function instalmentCounts(offer: PlanOffer): number[] {
  if (!offer.offered) return [];
  return Array.from({ length: Math.max(0, offer.maxInstalments - 1) }, (_, index) => index + 2);
}

/**
 * The choice kept within what is offered now (the total or the policy may have changed since it was
 * made): a way no longer offered falls back to paying in full, a count above the most comes down to it.
 */
export function fittedChoice(choice: PaymentPlanChoice, offer: PlanOffer): PaymentPlanChoice {
  if (!offeredKinds(offer).includes(choice.kind)) return PAY_IN_FULL;
  if (choice.kind !== 'instalments' || !offer.offered) return choice;
  return { kind: 'instalments', count: Math.min(Math.max(choice.count, 2), offer.maxInstalments) };
}

/** The choice for a picked way: instalments start at the count picked before, else two. */
export function choiceOfKind(kind: PlanKind, count: number): PaymentPlanChoice {
  return kind === 'instalments' ? { kind, count } : { kind };
}

export interface PlannedPayment {
  /** 'Deposit', 'Balance', 'Instalment 2 of 3', or 'Full payment'. */
  label: string;
  /** 'YYYY-MM-DD'; the first is today. */
  dueDate: string;
  amountCents: number;
}

/** The payments the choice fixes if the order is placed now, first (today's) first; none when the choice is not offered. */
export function plannedPayments(choice: PaymentPlanChoice, question: PlanQuestion): PlannedPayment[] {
  const today = calendarDayOf(question.now);
  if (choice.kind === 'full') return [{ label: paymentLabel('full', 0, 1), dueDate: today, amountCents: question.totalCents }];
  const offer = checkoutOffer(question);
  if (!offer.offered || (choice.kind === 'instalments' && choice.count > offer.maxInstalments)) return [];
  const terms = planTerms(choice, { policy: question.policy, policyVersion: null, festivalStart: question.festivalStart?.slice(0, 10) ?? null, totalCents: question.totalCents, now: question.now });
  const schedule = terms?.schedule ?? [];
  return schedule.map((entry, index) => ({ label: paymentLabel(choice.kind, index, schedule.length), dueDate: entry.dueDate, amountCents: entry.amountCents }));
}

/** The chosen way in one sentence, from its payments: what is paid today and when the rest follows. */
export function choiceSentence(choice: PaymentPlanChoice, payments: readonly PlannedPayment[], depositPercent: number): string {
  const [first, ...rest] = payments;
  const last = rest.at(-1);
  if (!first) return '';
  if (choice.kind === 'full' || !last) return `You pay ${formatCents(first.amountCents)} today.`;
  const deposit = `Today you pay a ${depositPercent}% deposit of ${formatCents(first.amountCents)}`;
  if (rest.length === 1) return `${deposit}. The balance of ${formatCents(last.amountCents)} is due on ${formatDay(last.dueDate)}.`;
  return `${deposit}, then ${rest.length} monthly payments, the last on ${formatDay(last.dueDate)}.`;
}
