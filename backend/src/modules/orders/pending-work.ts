import { PAYMENT_REFUND_TIMER_KIND, paymentIntegrity, timerBacklog, type Db } from '@pokerfest/infra';
import type { AdminPendingWork } from '@pokerfest/domain';

/**
 * The admin Overview's figures of work still waiting (adminPendingWorkSchema): refunds not made yet
 * (their timer has not fired: asked again, parked, or lost before it was written) and the timers
 * that are late or parked. /api/ready counts the timers too, for monitoring; this is the admin's copy.
 */
export async function pendingWork(db: Db, now: Date): Promise<AdminPendingWork> {
  const [unfired, payments, timers] = await Promise.all([
    db
      .selectFrom('scheduled_timers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', PAYMENT_REFUND_TIMER_KIND)
      .where('fired_at', 'is', null)
      .executeTakeFirstOrThrow(),
    // only the refunds without a timer are read here: repairs since now are none
    paymentIntegrity(db, now),
    timerBacklog(db, now),
  ]);
  return {
    pendingRefunds: Number(unfired.n) + payments.refundsWithoutTimer,
    overdueTimers: timers.overdue,
    parkedTimers: timers.parked,
  };
}
