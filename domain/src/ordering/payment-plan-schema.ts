// The payment plans' schemas (issue 31): the owner's policy (Settings → "Payment plans"), the
// player's choice at checkout (POST /api/orders `paymentPlan`), a later payment's call, and the
// `payment` block of every order view.
import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { DEFAULT_PAYMENT_PLAN_POLICY } from './payment-plan';

export const MAX_INSTALMENTS = 12;

const whole = (min: number, max: number, what: string) =>
  z.number({ message: `${what} must be a number` }).int(`${what} must be a whole number`).min(min, `${what} is ${min} to ${max}`).max(max, `${what} is ${min} to ${max}`);

export const paymentPlanPolicySchema = z.strictObject({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  depositPercent: whole(1, 90, 'depositPercent'),
  balanceDueDays: whole(0, 365, 'balanceDueDays'),
  maxInstalments: whole(1, MAX_INSTALMENTS, 'maxInstalments'),
  graceDays: whole(0, 60, 'graceDays'),
});

/** PUT /api/admin/settings/payment-plans: the fields sent replace those in force; the others stay. */
export const paymentPlanPolicyUpdateSchema = paymentPlanPolicySchema.partial();
export type PaymentPlanPolicyUpdate = z.output<typeof paymentPlanPolicyUpdateSchema>;

/** GET/PUT /api/admin/settings/payment-plans and GET /api/payment-plans: the policy in force and its version (null: the default). */
export const paymentPlanPolicyViewSchema = paymentPlanPolicySchema.extend({ version: z.number().int().nullable() });
export type PaymentPlanPolicyView = z.infer<typeof paymentPlanPolicyViewSchema>;

export const defaultPaymentPlanPolicyView: PaymentPlanPolicyView = { ...DEFAULT_PAYMENT_PLAN_POLICY, version: null };

export const paymentPlanChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('full') }),
    z.strictObject({ kind: z.literal('deposit') }),
    z.strictObject({ kind: z.literal('instalments'), count: whole(1, MAX_INSTALMENTS, 'count') }),
  ],
  { message: "paymentPlan.kind must be 'full', 'deposit' or 'instalments'" },
);

/** POST /api/orders/{id}/payments: the next payment due, or everything left. */
export const instalmentPaymentSchema = z.strictObject({
  pay: z.enum(['next', 'balance'], { message: "pay must be 'next' or 'balance'" }),
});

export const scheduleEntryStatuses = ['paid', 'due', 'overdue', 'cancelled'] as const;

export const scheduleEntryViewSchema = z.object({
  dueDate: z.string(),
  ...amountWithCents('amount'),
  status: z.enum(scheduleEntryStatuses),
  /** When it was paid (ISO time); null until then. */
  paidAt: z.string().nullable(),
});
export type ScheduleEntryView = z.infer<typeof scheduleEntryViewSchema>;

/** How the order is paid: in full, or a deposit then the rest, with its schedule (amounts in totalPrice's unit, and in cents). */
export const orderPaymentViewSchema = z.object({
  plan: z.enum(['full', 'deposit', 'instalments']),
  schedule: z.array(scheduleEntryViewSchema),
  ...amountWithCents('paidAmount'),
  ...amountWithCents('balanceDue'),
  /** The day everything must be paid by (null: paid in full at checkout). */
  balanceDueDate: z.string().nullable(),
  /** Days after a missed due date before the booking is cancelled (null without a plan). */
  graceDays: z.number().int().nullable(),
  /** The later payments are charged to this card on their due dates (the player consented); null: the player pays them. */
  automaticCharges: z.object({ cardLast4: z.string().nullable(), cardBrand: z.string().nullable() }).nullable(),
});
export type OrderPaymentView = z.infer<typeof orderPaymentViewSchema>;
