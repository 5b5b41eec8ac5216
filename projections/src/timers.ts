import {
  awardBookingPoints,
  deliverMail,
  LOYALTY_AWARD_TIMER_KIND,
  LOYALTY_PROMISE_TIMER_KIND,
  MAIL_TIMER_KIND,
  ORDER_HOLD_TIMER_KIND,
  PAYMENT_REFUND_TIMER_KIND,
  promiseBookingPoints,
  runOrderCommand,
  type Db,
  type EventStore,
  type JobQueue,
  type Mailer,
  type PaymentProvider,
  type TimerHandler,
} from '@pokerfest/infra';
import type { Seller } from '@pokerfest/domain';

export interface TimerHandlerDeps {
  db: Db;
  store: EventStore;
  mailer: Mailer;
  now: () => Date;
  /** For what a timer's own command schedules after it (the order command runner enqueues its timers). */
  queue: JobQueue;
  publicUrl: string;
  /** Named in the confirmation e-mail a timer's command may stage. */
  seller?: Seller;
  maxRetries: number;
  /** Refunds the orders decided; the provider's idempotency key makes a repeated call one refund. */
  payments: Pick<PaymentProvider, 'refund'>;
}

/**
 * What each kind of durable timer does when due (e-mail, an unpaid order's hold expiry, a confirmed
 * order's points promised and then awarded at check-in), registered identically by the worker
 * process and by the API's embedded runner.
 */
export function timerHandlers(deps: TimerHandlerDeps): Map<string, TimerHandler> {
  return new Map<string, TimerHandler>([
    [MAIL_TIMER_KIND, async (payload) => deliverMail(deps.db, deps.mailer, String(payload.outboxId), deps.now())],
    // Idempotent: the decider expires a pending, unpaid order once; a second run decides nothing.
    [ORDER_HOLD_TIMER_KIND, async (payload) => void (await runOrderCommand(deps, String(payload.orderId), { type: 'ExpireOrder', now: deps.now() }, { actorId: null }))],
    // A refused or unreachable provider throws: the job's retries, then the sweep, ask again.
    [PAYMENT_REFUND_TIMER_KIND, async (payload) => void (await deps.payments.refund(String(payload.intentId), `refund-${String(payload.intentId)}`))],
    // Idempotent: the ledger decider promises an order's points once and awards them once, and gives
    // a referrer one bonus per referred player, however often (or concurrently) these run.
    [LOYALTY_PROMISE_TIMER_KIND, async (payload) => promiseBookingPoints(deps, String(payload.orderId))],
    [LOYALTY_AWARD_TIMER_KIND, async (payload) => awardBookingPoints(deps, String(payload.orderId))],
  ]);
}
