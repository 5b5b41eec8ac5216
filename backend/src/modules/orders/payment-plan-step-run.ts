import { isOrderId } from '@pokerfest/domain';
import { policyInForce } from './cancellation-policies';
import { commandDeps, type OrdersDeps } from './deps';
import { runOrderCommand, type OrderCommandResult } from './order-commands';
import { planStepCommand, type PlanStep } from './payment-plan-steps';

export { PAYMENT_PLAN_STEP_TIMER_KIND } from './payment-plan-steps';

const STEPS: readonly PlanStep[] = ['remind', 'overdue', 'cancel'];

type StepDeps = Pick<OrdersDeps, 'db' | 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'>;

/** A plan step's timer: its order command, run as the shop (no actor). A payload that names no order's step does nothing. */
export async function runPlanStep(deps: StepDeps, payload: Record<string, unknown>): Promise<OrderCommandResult | null> {
  const { orderId, index, step } = payload;
  if (typeof orderId !== 'string' || !isOrderId(orderId) || typeof index !== 'number' || !STEPS.includes(step as PlanStep)) return null;
  const { policy } = await policyInForce(deps.db);
  return runOrderCommand(commandDeps(deps), orderId, planStepCommand(step as PlanStep, index, deps.now(), policy), { actorId: null });
}
