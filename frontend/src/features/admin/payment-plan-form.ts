// The "Payment plans" form of admin Settings (issue 31) as typed: the on/off switch and four whole
// numbers, each read from its text with the range the domain's policy schema sets (so the two never
// disagree), then checked whole by that schema; and the policy in one sentence, as players meet it.
import { z } from 'zod';
import { PLAN_MARGIN_DAYS, paymentPlanPolicySchema, type PaymentPlanPolicy } from '@pokerfest/domain';

/** The form as its inputs hold it. */
export interface PaymentPlanFormValues {
  enabled: boolean;
  depositPercent: string;
  balanceDueDays: string;
  maxInstalments: string;
  graceDays: string;
}

type NumberField = Exclude<keyof PaymentPlanFormValues, 'enabled'>;

const WHOLE = /^\d+$/;

/** The range of a field as the domain's schema sets it. */
export function fieldRange(field: NumberField): { min: number; max: number } {
  const shape = paymentPlanPolicySchema.shape[field];
  return { min: shape.minValue ?? 0, max: shape.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** 'Enter a whole number of days from 0 to 365'. */
function wholeNumber(field: NumberField, unit: string) {
  const { min, max } = fieldRange(field);
  const message = `Enter a whole number ${unit}from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(WHOLE, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

export const paymentPlanForm = z
  .object({
    enabled: z.boolean(),
    depositPercent: wholeNumber('depositPercent', ''),
    balanceDueDays: wholeNumber('balanceDueDays', 'of days '),
    maxInstalments: wholeNumber('maxInstalments', ''),
    graceDays: wholeNumber('graceDays', 'of days '),
  })
  .pipe(paymentPlanPolicySchema) satisfies z.ZodType<PaymentPlanPolicy, PaymentPlanFormValues>;

export const paymentPlanFormValues = (policy: PaymentPlanPolicy): PaymentPlanFormValues => ({
  enabled: policy.enabled,
  depositPercent: String(policy.depositPercent),
  balanceDueDays: String(policy.balanceDueDays),
  maxInstalments: String(policy.maxInstalments),
  graceDays: String(policy.graceDays),
});

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What players are offered under the policy, in the form's own words. */
export function paymentPlanSentence(policy: PaymentPlanPolicy): string {
  if (!policy.enabled) return 'Payment plans are off: every booking is paid in full at checkout.';
  const { depositPercent, balanceDueDays, maxInstalments, graceDays } = policy;
  return [
    `Players may pay a ${depositPercent}% deposit when booking and the rest by ${plural(balanceDueDays, 'day')} before the festival starts,`,
    `in up to ${plural(maxInstalments, 'payment')} after the deposit.`,
    `Plans are offered for festivals starting more than ${plural(balanceDueDays + PLAN_MARGIN_DAYS, 'day')} after the booking.`,
    `A payment still unpaid ${plural(graceDays, 'day')} after its due date cancels the booking under its cancellation policy.`,
  ].join(' ');
}
