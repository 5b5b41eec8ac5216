// The shop owner's cancellation policy: tiers by whole days before the festival's start, each with a
// refund percentage per component kind. The default is the spec's rule (section 9): 14 days or more
// before the start everything is refunded, later nothing is. One model for the server (which
// decides), the admin's editor (which validates with the same schema) and every text that states it.
import { calendarDayOf, calendarDaysBetween } from '../shared/calendar-day';
// types only: the rules below run on every page's first load (the legal texts state them), the
// schema only where a policy is read or edited
import type { CancellationPolicy, PolicyTier } from './cancellation-policy-schema';

export type { CancellationPolicy, PolicyTier } from './cancellation-policy-schema';

export const componentKinds = ['hotel', 'tournaments', 'extras'] as const;
export type ComponentKind = (typeof componentKinds)[number];

export const COMPONENT_LABELS: Readonly<Record<ComponentKind, string>> = { hotel: 'hotel', tournaments: 'paid tournament seats', extras: 'extras' };

/** The most days a tier may name: beyond, a boundary means nothing a booking can reach. */
export const MAX_POLICY_DAYS = 3_650;
export const MAX_POLICY_TIERS = 10;


export const FULL_REFUND_DAYS = 14;

const all = (value: number) => ({ hotel: value, tournaments: value, extras: value });

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  tiers: [
    { minDays: FULL_REFUND_DAYS, maxDays: null, refundPercent: all(100) },
    { minDays: 0, maxDays: FULL_REFUND_DAYS - 1, refundPercent: all(0) },
  ],
};

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whole calendar days (UTC) from `now` to the festival's start date: any time on the 14th day before
 * the start counts as 14. Null for a festival without a readable start date.
 */
export function daysBeforeStart(festivalStartDate: string | null | undefined, now: Date): number | null {
  if (!festivalStartDate || !DAY.test(festivalStartDate)) return null;
  const days = calendarDaysBetween(calendarDayOf(now), festivalStartDate);
  return Number.isNaN(days) ? null : days;
}

/** The festival has begun on its start date: from then on a booking is no longer changed or cancelled by its owner. */
export function festivalHasStarted(festivalStartDate: string | null | undefined, now: Date): boolean {
  const days = daysBeforeStart(festivalStartDate, now);
  return days !== null && days <= 0;
}

/**
 * The tier a change made `days` before the start falls under. A festival without a start date gives
 * no grounds to keep money back, so it falls under the earliest (most generous) tier; a change on or
 * after the start (an admin's) under the latest.
 */
export function tierFor(policy: CancellationPolicy, days: number | null): PolicyTier {
  const earliest = policy.tiers[0];
  const latest = policy.tiers[policy.tiers.length - 1];
  if (!earliest || !latest) throw new Error('A cancellation policy has at least one tier');
  if (days === null) return earliest;
  if (days < 0) return latest;
  return policy.tiers.find((tier) => days >= tier.minDays && (tier.maxDays === null || days <= tier.maxDays)) ?? earliest;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "14 days or more before the start", "7 to 13 days before the start", "less than 7 days before the start"; a single tier, "at any time". */
export function tierLabel(tier: PolicyTier): string {
  if (tier.maxDays === null && tier.minDays === 0) return 'at any time';
  if (tier.maxDays === null) return `${days(tier.minDays)} or more before the start`;
  if (tier.minDays === 0) return `less than ${days(tier.maxDays + 1)} before the start`;
  if (tier.minDays === tier.maxDays) return `${days(tier.minDays)} before the start`;
  return `${tier.minDays} to ${days(tier.maxDays)} before the start`;
}

function refundWords(tier: PolicyTier): string {
  const { hotel, tournaments, extras } = tier.refundPercent;
  if (hotel === tournaments && hotel === extras) {
    if (hotel === 100) return 'are eligible for a full refund';
    if (hotel === 0) return 'can still be made, but nothing is refunded';
    return `are refunded at ${hotel}%`;
  }
  const parts = componentKinds.map((kind) => `${tier.refundPercent[kind]}% of ${kind === 'hotel' ? 'the ' : ''}${COMPONENT_LABELS[kind]}`);
  return `are refunded ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The policy in words, one sentence per tier: the same text on checkout, the order page, the
 * e-mails and /cancellation-policy. The default policy's first sentence is the spec's.
 */
export function policySentences(policy: CancellationPolicy): string[] {
  return policy.tiers.map((tier) => {
    if (tier.maxDays === null && tier.minDays === 0) return sentence(`cancellations ${tierLabel(tier)} ${refundWords(tier)}`);
    const when = tier.maxDays === null ? `${days(tier.minDays)} or more before the festival starts` : tierLabel(tier).replace('the start', "the festival's first day");
    return sentence(`cancellations ${when} ${refundWords(tier)}`);
  });
}

/**
 * Product spec 9's rule, kept for callers that only ask "full refund or not" under the default
 * policy: a cancellation at any time on the 14th day before the start qualifies.
 */
export function fullRefundDue(festivalStartDate: string | null | undefined, now: Date): boolean {
  const days = daysBeforeStart(festivalStartDate, now);
  return days === null || days >= FULL_REFUND_DAYS;
}
