import type { OrderPaymentView, ScheduleEntryView } from '@pokerfest/domain';

// The payment blocks the plan screens' tests read: entries as the order view gives them, and a plan
// whose figures add up from its entries as the server's do.

export const scheduleEntry = (dueDate: string, amountCents: number, status: ScheduleEntryView['status']): ScheduleEntryView => ({
  dueDate,
  amount: amountCents / 100,
  amountCents,
  status,
  paidAt: status === 'paid' ? `${dueDate}T10:00:00.000Z` : null,
});

/** A deposit plan (two entries) or instalments (more), paid and owed as its entries say. */
export function planPayment(schedule: ScheduleEntryView[], over: Partial<OrderPaymentView> = {}): OrderPaymentView {
  const paid = schedule.filter((item) => item.status === 'paid').reduce((sum, item) => sum + item.amountCents, 0);
  const left = schedule.filter((item) => item.status === 'due' || item.status === 'overdue').reduce((sum, item) => sum + item.amountCents, 0);
  return {
    plan: schedule.length > 2 ? 'instalments' : 'deposit',
    schedule,
    paidAmount: paid / 100,
    paidAmountCents: paid,
    balanceDue: left / 100,
    balanceDueCents: left,
    balanceDueDate: schedule.at(-1)!.dueDate,
    graceDays: 7,
    automaticCharges: null,
    ...over,
  };
}
