// A plan's schedule in the player's words (issue 31), the same on the checkout, the payment page,
// the booking's page and My Bookings: what each payment is, its status, what is paid and what is
// left, what happens to a payment left unpaid, which later payments the player can make now, and
// the card they are charged to when the player consented.
import type { OrderPaymentView, OrderView, ScheduleEntryView } from '@pokerfest/domain';

export type PlanName = OrderPaymentView['plan'];

/** 'Deposit', then 'Balance' (one payment after it) or 'Instalment 2 of 3'; 'Full payment' without a plan. */
export function paymentLabel(plan: PlanName, index: number, entries: number): string {
  if (plan === 'full') return 'Full payment';
  if (index === 0) return 'Deposit';
  if (plan === 'deposit' || entries <= 2) return 'Balance';
  return `Instalment ${index} of ${entries - 1}`;
}

export const entryStatusLooks: Record<ScheduleEntryView['status'], { label: string; color: 'jade' | 'gray' | 'red' | 'amber' }> = {
  paid: { label: 'Paid', color: 'jade' },
  due: { label: 'Due', color: 'amber' },
  overdue: { label: 'Overdue', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const isOpen = (entry: Pick<ScheduleEntryView, 'status'>) => entry.status === 'due' || entry.status === 'overdue';

/** A booking paid in parts: a plan with payments after the deposit. Paid in full shows no schedule. */
export function isPaidInParts(payment: Pick<OrderPaymentView, 'plan'>): boolean {
  return payment.plan !== 'full';
}

/** What happens to a payment left unpaid, in one sentence. */
export function graceSentence(graceDays: number): string {
  if (graceDays <= 0) return 'Unpaid the day after its due date, the booking is cancelled under its cancellation policy.';
  return `Unpaid ${graceDays} ${graceDays === 1 ? 'day' : 'days'} after its due date, the booking is cancelled under its cancellation policy.`;
}

export interface LaterPayments {
  /** The first payment not yet made; null when it is the only one left (paying it is paying the balance). */
  next: ScheduleEntryView | null;
  /** Everything left, in the order's currency's major units and in cents. */
  balance: { amount: number; amountCents: number };
  /** Some payment is past its due date. */
  overdue: boolean;
}

/**
 * The later payments a player can make now: only on a confirmed booking (its deposit paid) paid in
 * parts with something still due or overdue; null otherwise.
 */
export function laterPayments(order: Pick<OrderView, 'status' | 'payment'>): LaterPayments | null {
  const { payment } = order;
  if (order.status !== 'confirmed' || !isPaidInParts(payment)) return null;
  const open = payment.schedule.filter(isOpen);
  if (open.length === 0 || payment.balanceDueCents <= 0) return null;
  return {
    next: open.length > 1 ? open[0]! : null,
    balance: { amount: payment.balanceDue, amountCents: payment.balanceDueCents },
    overdue: open.some((entry) => entry.status === 'overdue'),
  };
}

/** The schedule's first overdue payment, if any: the one whose grace runs out first. */
export function firstOverdue(payment: Pick<OrderPaymentView, 'schedule'>): ScheduleEntryView | null {
  return payment.schedule.find((entry) => entry.status === 'overdue') ?? null;
}

/**
 * 'Charged automatically to the card ending 4242 on each due date.' while the player's consent holds
 * and something is still to be charged; null otherwise (nothing left, the consent withdrawn, or not
 * given): a booking paid off has nothing more to charge, so its saved card is no longer news.
 */
export function automaticChargeLine(order: Pick<OrderView, 'status' | 'payment'>): string | null {
  const charges = order.payment.automaticCharges;
  if (!charges || !laterPayments(order)) return null;
  const card = charges.cardLast4 ? `the card ending ${charges.cardLast4}` : 'your saved card';
  return `Charged automatically to ${card} on each due date.`;
}
