import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_POLICY,
  MAX_POLICY_TIERS,
  daysBeforeStart,
  festivalHasStarted,
  policySentences,
  tierFor,
  tierLabel,
  type PolicyTier,
} from './cancellation-policy';
import { cancellationPolicySchema } from './cancellation-policy-schema';
import { FESTIVAL_START, THREE_TIERS, daysBefore } from './testing/change-scenario';

const all = (value: number) => ({ hotel: value, tournaments: value, extras: value });
const tier = (minDays: number, maxDays: number | null, percent = 100): PolicyTier => ({ minDays, maxDays, refundPercent: all(percent) });

/** The messages a policy is refused with (none: accepted). */
function problems(policy: unknown): string[] {
  const result = cancellationPolicySchema.safeParse(policy);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('cancellationPolicySchema', () => {
  it('accepts the default policy and a 3-tier one', () => {
    expect(problems(DEFAULT_CANCELLATION_POLICY)).toStrictEqual([]);
    expect(problems(THREE_TIERS)).toStrictEqual([]);
    expect(problems({ tiers: [tier(0, null)] })).toStrictEqual([]);
  });

  it('refuses overlapping tiers', () => {
    expect(problems({ tiers: [tier(14, null), tier(0, 14, 0)] })).toStrictEqual(['Tier 2 overlaps tier 1: it must end at 13 days']);
    expect(problems({ tiers: [tier(14, null), tier(0, null, 0)] })).toStrictEqual(['Tier 2 overlaps tier 1: it must end at 13 days']);
  });

  it('refuses days left missing between two tiers', () => {
    expect(problems({ tiers: [tier(14, null), tier(0, 10, 0)] })).toStrictEqual(['Tier 2 leaves days missing before tier 1: it must end at 13 days']);
  });

  it('refuses a first tier that is not open-ended', () => {
    expect(problems({ tiers: [tier(14, 60), tier(0, 13, 0)] })).toStrictEqual(['The first tier must cover any number of days from 14 on: days beyond 60 are missing']);
  });

  it('refuses a last tier that does not reach 0 days', () => {
    expect(problems({ tiers: [tier(14, null), tier(3, 13, 0)] })).toStrictEqual(['The last tier must reach 0 days: days below 3 are missing']);
  });

  it('refuses 101 % and a negative percentage', () => {
    expect(problems({ tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 101, tournaments: 100, extras: 100 } }] })).toStrictEqual(['A refund percentage is 0 to 100']);
    expect(problems({ tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: -1, extras: 100 } }] })).toStrictEqual(['A refund percentage is 0 to 100']);
  });

  it('refuses fractional percentages and days', () => {
    expect(problems({ tiers: [{ minDays: 0, maxDays: null, refundPercent: { hotel: 100, tournaments: 100, extras: 50.5 } }] })).toStrictEqual(['A refund percentage is a whole number']);
    expect(problems({ tiers: [tier(13.5, null), tier(0, 12.5, 0)] }).length).toBeGreaterThan(0);
  });

  it(`refuses more than ${MAX_POLICY_TIERS} tiers, and none`, () => {
    const tiers = (count: number) => Array.from({ length: count }, (_, index) => tier(count - 1 - index, index === 0 ? null : count - 1 - index, 100 - index));
    expect(problems({ tiers: tiers(MAX_POLICY_TIERS) })).toStrictEqual([]);
    expect(problems({ tiers: tiers(MAX_POLICY_TIERS + 1) })).toStrictEqual([`A policy has at most ${MAX_POLICY_TIERS} tiers`]);
    expect(problems({ tiers: [] })).toStrictEqual(['A policy has at least one tier']);
  });

  it('refuses a tier that ends before it starts', () => {
    expect(problems({ tiers: [tier(14, null), tier(7, 13, 50), tier(0, 6, 0), tier(0, 0)] })).toContain('Tier 4 overlaps tier 3: it must end at -1 days');
    expect(problems({ tiers: [tier(20, null), tier(10, 5, 50), tier(0, 9, 0)] })).toContain('Tier 2 ends before it starts');
  });

  it('names the field at fault', () => {
    const result = cancellationPolicySchema.safeParse({ tiers: [tier(14, null), tier(2, 13, 0)] });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toStrictEqual([['tiers', 1, 'minDays']]);
  });
});

describe('daysBeforeStart and festivalHasStarted', () => {
  it('counts whole calendar days (UTC) to the start date, whatever the time of day', () => {
    expect(daysBeforeStart(FESTIVAL_START, daysBefore(14, '00:00:00.000'))).toBe(14);
    expect(daysBeforeStart(FESTIVAL_START, daysBefore(14, '23:59:59.999'))).toBe(14);
    expect(daysBeforeStart(FESTIVAL_START, daysBefore(13, '00:00:00.000'))).toBe(13);
    expect(daysBeforeStart(`${FESTIVAL_START}T18:00:00Z`, daysBefore(1, '20:00:00.000'))).toBe(1);
    expect(daysBeforeStart(FESTIVAL_START, daysBefore(-2))).toBe(-2);
  });

  it('is null without a readable start date', () => {
    expect(daysBeforeStart(null, daysBefore(3))).toBeNull();
    expect(daysBeforeStart(undefined, daysBefore(3))).toBeNull();
    expect(daysBeforeStart('soon', daysBefore(3))).toBeNull();
  });

  it('the festival has started from its start date on, not the day before, and never without a date', () => {
    expect(festivalHasStarted(FESTIVAL_START, daysBefore(1, '23:59:59.999'))).toBe(false);
    expect(festivalHasStarted(FESTIVAL_START, daysBefore(0, '00:00:00.000'))).toBe(true);
    expect(festivalHasStarted(FESTIVAL_START, daysBefore(-3))).toBe(true);
    expect(festivalHasStarted(null, daysBefore(-3))).toBe(false);
  });
});

describe('tierFor', () => {
  const [full, none] = DEFAULT_CANCELLATION_POLICY.tiers;
  const days = (time: Date) => daysBeforeStart(FESTIVAL_START, time);

  it('the default: a full refund at exactly 14 days before the start, at any time of that day', () => {
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, days(daysBefore(14, '00:00:00.000')))).toBe(full);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, days(daysBefore(14, '23:59:59.999')))).toBe(full);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 400)).toBe(full);
  });

  it('the default: nothing from 13 days before the start on', () => {
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, days(daysBefore(13, '00:00:00.000')))).toBe(none);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, 0)).toBe(none);
  });

  it('a 3-tier policy: each boundary day in its tier', () => {
    const [early, middle, late] = THREE_TIERS.tiers;
    expect([30, 29, 7, 6, 0].map((day) => tierFor(THREE_TIERS, day))).toStrictEqual([early, middle, middle, late, late]);
  });

  it('without a start date: the earliest tier; after the start (an admin): the latest', () => {
    expect(tierFor(THREE_TIERS, null)).toBe(THREE_TIERS.tiers[0]);
    expect(tierFor(THREE_TIERS, -1)).toBe(THREE_TIERS.tiers[2]);
    expect(tierFor(DEFAULT_CANCELLATION_POLICY, -30)).toBe(none);
  });
});

describe('policySentences and tierLabel', () => {
  it('states the default policy in the two sentences of the spec', () => {
    expect(policySentences(DEFAULT_CANCELLATION_POLICY)).toStrictEqual([
      'Cancellations 14 days or more before the festival starts are eligible for a full refund.',
      "Cancellations less than 14 days before the festival's first day can still be made, but nothing is refunded.",
    ]);
  });

  it('states a mixed tier component by component, and a uniform partial one by its percentage', () => {
    expect(policySentences(THREE_TIERS)).toStrictEqual([
      'Cancellations 30 days or more before the festival starts are eligible for a full refund.',
      "Cancellations 7 to 29 days before the festival's first day are refunded 50% of the hotel, 100% of paid tournament seats and 0% of extras.",
      "Cancellations less than 7 days before the festival's first day can still be made, but nothing is refunded.",
    ]);
    expect(policySentences({ tiers: [tier(10, null), tier(5, 9, 50), tier(0, 4, 0)] })[1]).toBe("Cancellations 5 to 9 days before the festival's first day are refunded at 50%.");
  });

  it('labels a tier by its days', () => {
    expect(tierLabel(tier(14, null))).toBe('14 days or more before the start');
    expect(tierLabel(tier(7, 13))).toBe('7 to 13 days before the start');
    expect(tierLabel(tier(3, 3))).toBe('3 days before the start');
    expect(tierLabel(tier(0, 13))).toBe('less than 14 days before the start');
    expect(tierLabel(tier(0, 0))).toBe('less than 1 day before the start');
    expect(tierLabel(tier(1, null))).toBe('1 day or more before the start');
    expect(tierLabel(tier(0, null))).toBe('at any time');
    expect(policySentences({ tiers: [tier(0, null)] })).toStrictEqual(['Cancellations at any time are eligible for a full refund.']);
  });
});
