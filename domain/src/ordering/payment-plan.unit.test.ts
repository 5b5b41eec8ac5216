import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '../shared/calendar-day';
import { ConflictError } from '../shared/errors';
import { DEFAULT_PAYMENT_PLAN_POLICY, depositCents, equalParts, instalmentDates, planOffer, planTerms, type PaymentPlanPolicy } from './payment-plan';

const policy: PaymentPlanPolicy = DEFAULT_PAYMENT_PLAN_POLICY;
const terms = (choice: Parameters<typeof planTerms>[0], over: Partial<Parameters<typeof planTerms>[1]> = {}) =>
  planTerms(choice, { policy, policyVersion: null, festivalStart: '2027-06-01', totalCents: 250_000, now: new Date('2027-01-31T12:00:00Z'), ...over });

describe('calendar months', () => {
  it('keeps the day of the month, or the month end when the month is shorter (leap years too)', () => {
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addCalendarMonths('2027-05-31', -3)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(addCalendarMonths('2027-01-15', -1)).toBe('2026-12-15');
  });
});

describe('a plan’s schedule', () => {
  it('a €2,500 booking made 120 days ahead: 20 % now, the rest 30 days before the start', () => {
    const plan = terms({ kind: 'deposit' });
    expect(plan?.schedule).toEqual([
      { dueDate: '2027-01-31', amountCents: 50_000 },
      { dueDate: '2027-05-02', amountCents: 200_000 },
    ]);
    expect(plan?.balanceDueDate).toBe('2027-05-02');
  });

  it('three instalments a month apart end on the balance day and add up to the cent', () => {
    const plan = terms({ kind: 'instalments', count: 3 }, { totalCents: 100_001 });
    expect(plan?.schedule.map((entry) => entry.dueDate)).toEqual(['2027-01-31', '2027-03-02', '2027-04-02', '2027-05-02']);
    expect(plan?.schedule.map((entry) => entry.amountCents)).toEqual([20_000, 26_667, 26_667, 26_667]);
    expect(plan?.schedule.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(100_001);
  });

  it('month ends stay month ends, February included, in a leap year', () => {
    expect(instalmentDates(3, '2028-03-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(instalmentDates(2, '2027-03-30')).toEqual(['2027-02-28', '2027-03-30']);
  });

  it('rounds the deposit to the cent, and splits the rest with the extra cents first', () => {
    expect(depositCents(12_345, 20)).toBe(2_469);
    expect(depositCents(2, 20)).toBe(1); // at least a cent, and a cent left
    expect(equalParts(10, 3)).toEqual([4, 3, 3]);
    expect(equalParts(9, 3)).toEqual([3, 3, 3]);
    for (const total of [1, 7, 99_999, 1_000_000]) for (const count of [1, 2, 3, 7, 12]) expect(equalParts(total, count).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('offers no plan when switched off, without a start date, with nothing to pay, or too close to the start', () => {
    const today = '2027-01-31';
    expect(planOffer({ ...policy, enabled: false }, '2027-06-01', 1000, today)).toMatchObject({ offered: false });
    expect(planOffer(policy, null, 1000, today)).toMatchObject({ offered: false });
    expect(planOffer(policy, '2027-06-01', 0, today)).toMatchObject({ offered: false });
    // the start must be more than balanceDueDays + 7 days away: 37 days is not, 38 is
    expect(planOffer(policy, '2027-03-09', 1000, today)).toMatchObject({ offered: false });
    expect(planOffer(policy, '2027-03-10', 1000, today)).toMatchObject({ offered: true, balanceDueDate: '2027-02-08', maxInstalments: 1 });
  });

  it('allows only as many instalments as fit a week or more after today, and as the policy allows', () => {
    expect(planOffer(policy, '2027-06-01', 250_000, '2027-01-31')).toMatchObject({ maxInstalments: 3 });
    expect(planOffer({ ...policy, maxInstalments: 12 }, '2027-06-01', 250_000, '2027-01-31')).toMatchObject({ maxInstalments: 3 });
    expect(planOffer({ ...policy, maxInstalments: 12 }, '2027-06-01', 250_000, '2027-01-20')).toMatchObject({ maxInstalments: 4 });
    expect(() => terms({ kind: 'instalments', count: 4 })).toThrow(ConflictError);
    expect(() => terms({ kind: 'deposit' }, { festivalStart: '2027-03-01' })).toThrow(/too soon/);
  });

  it('is no plan when paid in full', () => {
    expect(terms({ kind: 'full' })).toBeNull();
  });
});
