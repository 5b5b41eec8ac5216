import type { OrderEvent, OrderPaymentView, OrderView, ScheduleEntryView } from '@pokerfest/domain';

// The `payment` block of an order's view (issue 31): in full, or the plan's schedule with each
// payment's status. Pure, folded with the rest of the view (order-view.ts).

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

const major = (cents: number) => cents / 100;

const entry = (dueDate: string, amountCents: number): ScheduleEntryView => ({ dueDate, amount: major(amountCents), amountCents, status: 'due', paidAt: null });

function totals(schedule: ScheduleEntryView[], rest: Omit<OrderPaymentView, 'schedule' | 'paidAmount' | 'paidAmountCents' | 'balanceDue' | 'balanceDueCents'>): OrderPaymentView {
  const paid = schedule.filter((item) => item.status === 'paid').reduce((sum, item) => sum + item.amountCents, 0);
  const left = schedule.filter((item) => item.status === 'due' || item.status === 'overdue').reduce((sum, item) => sum + item.amountCents, 0);
  return { ...rest, schedule, paidAmount: major(paid), paidAmountCents: paid, balanceDue: major(left), balanceDueCents: left };
}

export function placedPayment(data: Placed): OrderPaymentView {
  const plan = data.paymentPlan;
  if (!plan) {
    // what the card pays: tournament credit paid its part when the order was placed
    const cardCents = data.totalCents - (data.creditCents ?? 0);
    const schedule = cardCents > 0 ? [entry(data.placedAt.slice(0, 10), cardCents)] : [];
    return totals(schedule, { plan: 'full', balanceDueDate: null, graceDays: null, automaticCharges: null });
  }
  return totals(
    plan.schedule.map((item) => entry(item.dueDate, item.amountCents)),
    { plan: plan.kind, balanceDueDate: plan.balanceDueDate, graceDays: plan.policy.graceDays, automaticCharges: null },
  );
}

/** A view stored before payment plans: paid in full, or not yet. */
export function legacyPayment(view: Pick<OrderView, 'createdAt' | 'totalPriceCents' | 'paidAt' | 'status' | 'paymentStatus'>): OrderPaymentView {
  const paid = view.paidAt !== null || view.paymentStatus === 'paid' || view.paymentStatus === 'refunded';
  const status: ScheduleEntryView['status'] = paid ? 'paid' : view.status === 'cancelled' || view.status === 'expired' ? 'cancelled' : 'due';
  const schedule = view.totalPriceCents > 0 ? [{ ...entry(view.createdAt.slice(0, 10), view.totalPriceCents), status, paidAt: paid ? view.paidAt : null }] : [];
  return totals(schedule, { plan: 'full', balanceDueDate: null, graceDays: null, automaticCharges: null });
}

function withEntries(payment: OrderPaymentView, change: (item: ScheduleEntryView, index: number) => ScheduleEntryView): OrderPaymentView {
  const { schedule, paidAmount: _paid, paidAmountCents: _paidCents, balanceDue: _due, balanceDueCents: _dueCents, ...rest } = payment;
  return totals(schedule.map(change), rest);
}

/** The block after one more event of the order. */
export function paymentAfter(payment: OrderPaymentView, event: OrderEvent): OrderPaymentView {
  switch (event.type) {
    case 'PaymentSucceeded': {
      const { instalments, paidAt, quoteId } = event.data;
      if (quoteId) return payment;
      // in full: the one payment; a plan: the entries this payment was for
      const paying = instalments ?? (payment.plan === 'full' ? [0] : []);
      // (a payment arriving after the cancellation is refunded: its entries stay cancelled)
      const after = withEntries(payment, (item, index) => (paying.includes(index) && (item.status === 'due' || item.status === 'overdue') ? { ...item, status: 'paid', paidAt } : item));
      // paid in full: nothing is left to charge automatically
      return after.balanceDueCents === 0 ? { ...after, automaticCharges: null } : after;
    }
    case 'InstalmentOverdue':
      return withEntries(payment, (item, index) => (index === event.data.index && item.status === 'due' ? { ...item, status: 'overdue' } : item));
    case 'OrderCancelled':
    case 'OrderExpired':
      return { ...withEntries(payment, (item) => (item.status === 'paid' ? item : { ...item, status: 'cancelled' })), automaticCharges: null };
    case 'AutomaticChargesConsented':
      return { ...payment, automaticCharges: { cardLast4: event.data.cardLast4, cardBrand: event.data.cardBrand } };
    case 'AutomaticChargesWithdrawn':
      return { ...payment, automaticCharges: null };
    default:
      return payment;
  }
}
