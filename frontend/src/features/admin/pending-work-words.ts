import type { AdminPendingWork } from '@pokerfest/domain';

// The admin Overview's 'Pending refunds' and 'Overdue timers' in words (GET /api/admin/stats/pending-work).

export interface ShortcutFigure {
  /** The figure, large. */
  value: string;
  /** What it means for the admin, under it. */
  note: string;
  /** Something waits that the admin should look at. */
  needsAttention: boolean;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export function pendingRefundsFigure({ pendingRefunds: count }: Pick<AdminPendingWork, 'pendingRefunds'>): ShortcutFigure {
  return {
    value: String(count),
    note:
      count === 0
        ? 'Every requested refund has been made at the payment provider.'
        : `${count} ${plural(count, 'refund was', 'refunds were')} requested and not yet made at the payment provider; the shop keeps asking.`,
    needsAttention: count > 0,
  };
}

export function overdueTimersFigure({ overdueTimers: late, parkedTimers: parked }: Pick<AdminPendingWork, 'overdueTimers' | 'parkedTimers'>): ShortcutFigure {
  let note = 'Timed work (hold expiries, refunds, reminders, offers) runs on time.';
  if (late > 0) note = `${late} ${plural(late, 'timer is', 'timers are')} past due; the worker fires them at its next sweep.`;
  if (parked > 0) note = `${parked} ${plural(parked, 'timer was', 'timers were')} given up after the last attempt and ${plural(parked, 'waits', 'wait')} for an operator to re-arm ${plural(parked, 'it', 'them')}.`;
  return { value: `${late} late · ${parked} parked`, note, needsAttention: late > 0 || parked > 0 };
}
