import type { Executor } from '../db';
import type { TimerRequest } from '../queue/timers';

// The demo provider's webhook deliveries, made durable as Stripe's are: each outcome's delivery is a
// due row written in the transaction that records the outcome, so a charge never exists without
// its delivery. The API delivers it at once; the row redelivers it, backing off like any failing
// timer, until the shop acknowledges it (issue 27: a killed API lost charged cards' verdicts).

/** The due row carries the body, never a signature: each delivery is signed anew, as Stripe's are. */
export const DEMO_WEBHOOK_DELIVERY_TIMER_KIND = 'demo-webhook-delivery';

/** The delivery of one outcome event, due again `redeliveryAfterMs` after the charge unless acknowledged. */
export function deliveryTimer(eventId: string, body: string, now: Date, redeliveryAfterMs: number): TimerRequest {
  return { kind: DEMO_WEBHOOK_DELIVERY_TIMER_KIND, key: eventId, dueAt: new Date(now.getTime() + redeliveryAfterMs), payload: { body } };
}

/** The shop answered 2xx: the delivery is done and is not made again. */
export async function acknowledgeDelivery(db: Executor, eventId: string, now: Date): Promise<void> {
  await db
    .updateTable('scheduled_timers')
    .set({ fired_at: now, next_attempt_at: null })
    .where('kind', '=', DEMO_WEBHOOK_DELIVERY_TIMER_KIND)
    .where('timer_key', '=', eventId)
    .where('fired_at', 'is', null)
    .execute();
}

/** The body a due delivery carries; a row that has none was not written by this provider. */
export function deliveryBody(payload: Record<string, unknown>): string {
  if (typeof payload.body !== 'string' || payload.body === '') throw new Error('A demo webhook delivery without a body');
  return payload.body;
}
