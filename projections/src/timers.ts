import { deliverMail, MAIL_TIMER_KIND, ORDER_HOLD_TIMER_KIND, runOrderCommand, type Db, type EventStore, type JobQueue, type Mailer, type TimerHandler } from '@pokerfest/infra';

export interface TimerHandlerDeps {
  db: Db;
  store: EventStore;
  mailer: Mailer;
  now: () => Date;
  /** For what a timer's own command schedules after it (the order command runner enqueues its timers). */
  queue: JobQueue;
  publicUrl: string;
  maxRetries: number;
}

/**
 * What each kind of durable timer does when due (e-mail, an unpaid order's hold expiry;
 * points after check-in later), registered identically by the worker process and by the API's embedded runner.
 */
export function timerHandlers(deps: TimerHandlerDeps): Map<string, TimerHandler> {
  return new Map<string, TimerHandler>([
    [MAIL_TIMER_KIND, async (payload) => deliverMail(deps.db, deps.mailer, String(payload.outboxId), deps.now())],
    // Idempotent: the decider expires a pending, unpaid order once; a second run decides nothing.
    [ORDER_HOLD_TIMER_KIND, async (payload) => void (await runOrderCommand(deps, String(payload.orderId), { type: 'ExpireOrder', now: deps.now() }, { actorId: null }))],
  ]);
}
