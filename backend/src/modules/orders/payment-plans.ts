import { DEFAULT_PAYMENT_PLAN_POLICY, paymentPlanPolicySchema, type PaymentPlanChoice, type PaymentPlanPolicy, type PaymentPlanPolicyView, type PlaceOrder } from '@pokerfest/domain';
import { loadSetting, type Executor, type SettingInForce } from '@pokerfest/infra';

// The owner's payment-plan policy (Admin → Settings → "Payment plans"), versioned in shop_settings
// like the other settings: every save a new version, the newest in force, read on every placement
// (one indexed row) so a save applies to the next order in every process. The terms in force when
// an order is placed are recorded on it (OrderPlaced.paymentPlan).

export const PAYMENT_PLAN_SETTING = 'payment-plans';

export function paymentPlanPolicyInForce(db: Executor): Promise<SettingInForce<PaymentPlanPolicy>> {
  return loadSetting(db, PAYMENT_PLAN_SETTING, paymentPlanPolicySchema, DEFAULT_PAYMENT_PLAN_POLICY);
}

export const paymentPlanPolicyView = ({ value, version }: SettingInForce<PaymentPlanPolicy>): PaymentPlanPolicyView => ({ ...value, version });

/** The placement with the player's plan under the policy in force (the decider fixes its schedule, or refuses 409); in full: as it is. */
export async function withPaymentPlan(db: Executor, command: PlaceOrder, choice: PaymentPlanChoice | undefined): Promise<PlaceOrder> {
  if (!choice || choice.kind === 'full') return command;
  const { value, version } = await paymentPlanPolicyInForce(db);
  return { ...command, paymentPlan: { choice, policy: value, policyVersion: version } };
}
