import { DEMO_WEBHOOK_DELIVERY_TIMER_KIND, type BackgroundPayments, type ContextJobs, type TimerHandler } from '@pokerfest/infra';
import type { OrdersDeps } from './deps';
import { redeliverDemoWebhook } from './demo-redelivery';
import { expireUnpaidOrder, lapseUnpaidChange } from './hold-expiry';
import { reconcilePayments, rearmLostRefunds } from './payment-reconciliation';
import { ORDER_CHANGE_HOLD_TIMER_KIND, ORDER_HOLD_TIMER_KIND, PAYMENT_REFUND_TIMER_KIND } from './reactions';
import { forgetOldQuotes } from './change-quotes';
import { TRIP_REMINDER_TIMER_KIND } from './trip-reminder';
import { sendTripReminder } from './trip-reminder-sending';
import { PAYMENT_PLAN_STEP_TIMER_KIND, runPlanStep } from './payment-plan-step-run';

export { ORDER_CHANGE_HOLD_TIMER_KIND, ORDER_HOLD_TIMER_KIND, PAYMENT_REFUND_TIMER_KIND } from './reactions';
export { TRIP_REMINDER_TIMER_KIND } from './trip-reminder';
export { PAYMENT_PLAN_STEP_TIMER_KIND } from './payment-plan-steps';

export interface OrderJobsDeps extends Pick<OrdersDeps, 'db' | 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'> {
  /**
   * Refunds the orders decided (the provider's idempotency key makes a repeated call one refund),
   * stops the payments of holds that end, lists intents for the reconciliation, and (demo) makes
   * unacknowledged deliveries again.
   */
  payments: BackgroundPayments;
}

/**
 * A refund timer's call. Timers armed before refunds came in parts name only the intent: those were
 * whole refunds under the intent's key.
 */
async function refund(payments: OrderJobsDeps['payments'], payload: Record<string, unknown>): Promise<void> {
  const intentId = String(payload.intentId);
  const key = typeof payload.idempotencyKey === 'string' ? payload.idempotencyKey : `refund-${intentId}`;
  const amountCents = typeof payload.amountCents === 'number' ? payload.amountCents : undefined;
  await payments.refund(intentId, key, amountCents);
}

/**
 * Ordering's background work, for the worker process and the API's embedded runner: the timers its
 * reactions arm (reactions.ts, trip-reminder.ts), and the hourly removal of old Idempotency-Key answers.
 */
export function orderJobs(deps: OrderJobsDeps): ContextJobs {
  return {
    timers: new Map<string, TimerHandler>([
      // Idempotent: the decider expires a pending, unpaid order once; a second run decides nothing.
      // A payment the provider took inside the hold confirms the order instead (hold-expiry.ts).
      [ORDER_HOLD_TIMER_KIND, async (payload) => void (await expireUnpaidOrder(deps, String(payload.orderId)))],
      // Idempotent too: a change lapses once, and not at all once paid.
      [ORDER_CHANGE_HOLD_TIMER_KIND, async (payload) => void (await lapseUnpaidChange(deps, String(payload.orderId), String(payload.quoteId)))],
      // The demo provider's delivery the shop has not acknowledged: made again until it is.
      [DEMO_WEBHOOK_DELIVERY_TIMER_KIND, (payload) => redeliverDemoWebhook(deps, payload)],
      // A refused or unreachable provider throws: the job's retries, then the sweep, ask again.
      [PAYMENT_REFUND_TIMER_KIND, async (payload) => void (await refund(deps.payments, payload))],
      // Once per booking, however often it fires: recorded with its e-mail in one transaction.
      [TRIP_REMINDER_TIMER_KIND, async (payload) => void (await sendTripReminder(deps, String(payload.orderId)))],
      // Decided once by the order (payment-plan-decider.ts): fired again, late, or after the payment, it does nothing.
      [PAYMENT_PLAN_STEP_TIMER_KIND, async (payload) => void (await runPlanStep(deps, payload))],
    ]),
    checks: [
      // what the provider took and the orders never heard of
      { name: 'payment-reconciliation', everyMs: deps.config.PAYMENT_RECONCILE_EVERY_MS, run: async (now) => void (await reconcilePayments(deps, now)) },
      // refunds requested without the timer that asks for them
      { name: 'lost-refunds', everyMs: deps.config.PAYMENT_RECONCILE_EVERY_MS, run: async (now) => void (await rearmLostRefunds(deps, now)) },
    ],
    housekeeping: async (now) => {
      const oldest = new Date(now.getTime() - deps.config.IDEMPOTENCY_KEY_TTL_MS);
      await deps.db.deleteFrom('idempotency_keys').where('created_at', '<', oldest).execute();
      await forgetOldQuotes(deps, now);
    },
  };
}
