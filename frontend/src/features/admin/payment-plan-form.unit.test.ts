import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PLAN_POLICY } from '@pokerfest/domain';
import { fieldRange, paymentPlanForm, paymentPlanFormValues, paymentPlanSentence } from './payment-plan-form';

const typed = paymentPlanFormValues(DEFAULT_PAYMENT_PLAN_POLICY);

const messages = (values: unknown) => {
  const read = paymentPlanForm.safeParse(values);
  return read.success ? [] : read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the Payment plans form of admin Settings (issue 31)', () => {
  it('reads the typed fields into the policy', () => {
    expect(typed).toEqual({ enabled: true, depositPercent: '20', balanceDueDays: '30', maxInstalments: '3', graceDays: '7' });
    expect(paymentPlanForm.parse({ ...typed, depositPercent: ' 25 ', enabled: false })).toEqual({ ...DEFAULT_PAYMENT_PLAN_POLICY, depositPercent: 25, enabled: false });
  });

  it('takes each range from the domain’s schema and names what to type', () => {
    expect(fieldRange('depositPercent')).toEqual({ min: 1, max: 90 });
    expect(fieldRange('balanceDueDays')).toEqual({ min: 0, max: 365 });
    expect(fieldRange('maxInstalments')).toEqual({ min: 1, max: 12 });
    expect(fieldRange('graceDays')).toEqual({ min: 0, max: 60 });
    expect(messages({ ...typed, depositPercent: '91' })).toEqual(['depositPercent: Enter a whole number from 1 to 90']);
    expect(messages({ ...typed, balanceDueDays: '2.5' })).toEqual(['balanceDueDays: Enter a whole number of days from 0 to 365']);
    expect(messages({ ...typed, maxInstalments: '' })).toEqual(['maxInstalments: Enter a whole number from 1 to 12']);
    expect(messages({ ...typed, graceDays: '-1' })).toEqual(['graceDays: Enter a whole number of days from 0 to 60']);
    expect(messages({ ...typed, balanceDueDays: '0', graceDays: '60' })).toEqual([]);
  });

  it('says the policy as players meet it', () => {
    expect(paymentPlanSentence(DEFAULT_PAYMENT_PLAN_POLICY)).toBe(
      'Players may pay a 20% deposit when booking and the rest by 30 days before the festival starts, in up to 3 payments after the deposit. ' +
        'Plans are offered for festivals starting more than 37 days after the booking. ' +
        'A payment still unpaid 7 days after its due date cancels the booking under its cancellation policy.',
    );
    expect(paymentPlanSentence({ ...DEFAULT_PAYMENT_PLAN_POLICY, maxInstalments: 1, graceDays: 1 })).toContain('in up to 1 payment after the deposit');
    expect(paymentPlanSentence({ ...DEFAULT_PAYMENT_PLAN_POLICY, enabled: false })).toBe('Payment plans are off: every booking is paid in full at checkout.');
  });
});
