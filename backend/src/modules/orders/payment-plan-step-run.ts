import { automaticChargeOf, isOrderId, type OrderState } from '@pokerfest/domain';
import type { BackgroundPayments } from '@pokerfest/infra';
import { policyInForce } from './cancellation-policies';
import { commandDeps, type OrdersDeps } from './deps';
import { loadOrderState, runOrderCommand, type OrderCommandResult } from './order-commands';
import { planStepCommand, type PlanStep } from './payment-plan-steps';
import { applyPaymentVerdict } from './payment-verdicts';

export { PAYMENT_PLAN_STEP_TIMER_KIND } from './payment-plan-steps';

const STEPS: readonly PlanStep[] = ['remind', 'charge', 'overdue', 'cancel'];

type StepDeps = Pick<OrdersDeps, 'db' | 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'> & { payments: BackgroundPayments };

/** Nothing to log to in a timer's run: a verdict that cannot be recorded throws, and the timer tries again. */
const quiet = { warn: () => undefined };

/**
 * The due payment charged to the saved card (the player consented), on the due date and once more
 * the day after (`attempt`). Each attempt has its own key at the provider: run again (a worker
 * killed between the charge and its recording) it answers the same charge, so the card is charged
 * once; the verdict is recorded like a delivery (deduplicated by its event id, the plan's payment
 * named in the intent's metadata), and a decline is recorded as such.
 */
async function chargeAutomatically(deps: StepDeps, orderId: string, state: OrderState, index: number, attempt: PlanStep): Promise<void> {
  const charge = automaticChargeOf(state, index);
  if (!charge || !deps.payments.chargeSavedCard) return;
  const event = await deps.payments.chargeSavedCard({
    orderId,
    amountCents: charge.amountCents,
    currency: state.currency,
    savedCard: charge.savedCard,
    idempotencyKey: `order-${orderId}-auto-${index}-${attempt}`,
    instalments: [index],
  });
  await applyPaymentVerdict(deps, event, quiet);
}

/** A plan step's timer: the automatic charge, or its order command, run as the shop (no actor). A payload that names no order's step does nothing. */
export async function runPlanStep(deps: StepDeps, payload: Record<string, unknown>): Promise<OrderCommandResult | null> {
  const { orderId, index, step } = payload;
  if (typeof orderId !== 'string' || !isOrderId(orderId) || typeof index !== 'number' || !STEPS.includes(step as PlanStep)) return null;
  if (step === 'charge' || step === 'overdue') {
    const state = await loadOrderState(deps.store, orderId);
    if (state) await chargeAutomatically(deps, orderId, state, index, step);
    if (step === 'charge') return null;
  }
  const { policy } = await policyInForce(deps.db);
  return runOrderCommand(commandDeps(deps), orderId, planStepCommand(step as Exclude<PlanStep, 'charge'>, index, deps.now(), policy), { actorId: null });
}
