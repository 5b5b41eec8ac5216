import type { CancellationPolicy } from './cancellation-policy';
import type { BookedContents, CustomerDetails, OrderChangeRequested, OrderEvent, OrderPlaced, SeatLine } from './order-events';
import type { StockItem } from '../stock/stock-events';
import type { PaymentPlanTerms } from './payment-plan';
import { creditPaymentId } from './credit-payment';

// The statuses are the state's own words: the request filters and the views take them from here, so
// the write side never reads a response schema (scripts/lint/write-side.unit.test.ts).
export const orderStatuses = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['unpaid', 'processing', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A payment that succeeded for the order, and how much of it has been given back. */
export interface SettledPayment {
  intentId: string;
  amountCents: number;
  refundedCents: number;
  /** How it was paid, as the invoice names it (absent in states folded before these were kept). */
  paidAt?: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** The change whose difference it paid. */
  quoteId?: string;
}

/** A change that costs more, waiting for its difference to be paid. */
export type PendingChange = OrderChangeRequested['data'] & { intentId: string | null };

/** A plan's course: which of its payments are paid (by which intent), reminded, overdue; which intent pays which. */
export interface PlanState {
  terms: PaymentPlanTerms;
  paid: ({ intentId: string; paidAt: string } | null)[];
  reminded: boolean[];
  overdue: boolean[];
  /** Intent id → the schedule entries it pays. */
  intents: Record<string, number[]>;
  /** Intents created with the player's consent to automatic charges (the card they save is charged later). */
  autoChargeIntents: string[];
  /** The card the later payments are charged to, while the player consents; null otherwise. */
  savedCard: { ref: string; cardLast4: string | null; cardBrand: string | null } | null;
  /** Later payments declined (recorded once each, whoever reports them). */
  failedIntents: string[];
}

/** What the deciders need to know of an order, folded from its events. */
export interface OrderState {
  status: 'none' | OrderStatus;
  orderId: string | null;
  userId: number | null;
  /** Events folded: a quote is confirmed only on the order it was made for. */
  revision: number;
  totalCents: number;
  currency: string;
  holdExpiresAt: string | null;
  heldItems: StockItem[];
  /**
   * What is booked: the placement, with its lines and total as the last change left them. What
   * follows the order (its e-mails, loyalty) reads it here, not from the stream again.
   */
  placement: OrderPlaced['data'] | null;
  customer: CustomerDetails | null;
  /** When the order's payment succeeded (ISO time). */
  paidAt: string | null;
  /** The cancellation policy recorded when the order was paid (null: not paid yet, or paid before policies were recorded). */
  policy: CancellationPolicy | null;
  payment: {
    status: PaymentStatus;
    /** Intents created for this order, oldest first. */
    intentIds: string[];
    paidIntentId: string | null;
    /** Every payment kept for the order (its placement's, then each change's difference), oldest first. */
    settled: SettledPayment[];
  };
  pendingChange: PendingChange | null;
  /** Quotes already applied (or awaiting payment): confirming one again changes nothing. */
  quoteIds: string[];
  /**
   * Intents that succeeded without being kept (a second payment of a paid order, the difference of a
   * change that lapsed, a total the order no longer has), refunded as they arrived: reported again,
   * they are not refunded twice.
   */
  strayIntentIds: string[];
  /**
   * Seats the booking had and an applied change took away, as they were last booked (a seat booked
   * again leaves the list): the calendar file cancels their events by them, since nothing else in the
   * state remembers a seat once it is gone.
   */
  removedSeats: SeatLine[];
  /** Paid in parts: the plan and its course; null when paid in full. */
  plan: PlanState | null;
}

export const initialOrderState: OrderState = {
  status: 'none',
  orderId: null,
  userId: null,
  revision: 0,
  totalCents: 0,
  currency: 'EUR',
  holdExpiresAt: null,
  heldItems: [],
  placement: null,
  customer: null,
  paidAt: null,
  policy: null,
  payment: { status: 'unpaid', intentIds: [], paidIntentId: null, settled: [] },
  pendingChange: null,
  quoteIds: [],
  strayIntentIds: [],
  removedSeats: [],
  plan: null,
};

/** The plan's entries not paid yet, in order (none without a plan). */
export function unpaidInstalments(state: OrderState): number[] {
  return state.plan ? state.plan.paid.flatMap((paid, index) => (paid ? [] : [index])) : [];
}

/** What is left to pay under the plan, in cents (0 without a plan). */
export function balanceCents(state: OrderState): number {
  return unpaidInstalments(state).reduce((sum, index) => sum + state.plan!.terms.schedule[index]!.amountCents, 0);
}

/** Paid all that is owed: every payment of the plan, or the order's payment when there is no plan. */
export function isPaidInFull(state: OrderState): boolean {
  return isPaid(state) && balanceCents(state) === 0;
}

function planPaid(plan: PlanState | null, intentId: string, instalments: readonly number[] | undefined, paidAt: string): PlanState | null {
  if (!plan || !instalments) return plan;
  const paid = plan.paid.map((entry, index) => (instalments.includes(index) && !entry ? { intentId, paidAt } : entry));
  return { ...plan, paid };
}

function flagged(flags: readonly boolean[], index: number): boolean[] {
  return flags.map((flag, at) => flag || at === index);
}

/** The order's lines and total now. */
export function bookedContents(state: OrderState): BookedContents {
  const placement = state.placement;
  return { room: placement?.room ?? null, seats: placement?.seats ?? [], extras: placement?.extras ?? [], totalCents: state.totalCents };
}

/** Paid for: confirmed (by its payment, or as placed with nothing to pay), or paid with the confirmation still to be recorded. */
export function isPaid(state: OrderState): boolean {
  return state.status === 'confirmed' || (state.status === 'pending' && state.payment.paidIntentId !== null);
}

/** Money kept: paid and not given back. */
export function keptCents(state: OrderState): number {
  return state.payment.settled.reduce((sum, payment) => sum + payment.amountCents - payment.refundedCents, 0);
}

const sameItem = (a: StockItem) => (b: StockItem) => a.kind === b.kind && a.id === b.id;

function withoutItems(held: readonly StockItem[], released: readonly StockItem[]): StockItem[] {
  const left = [...held];
  for (const item of released) {
    const index = left.findIndex(sameItem(item));
    if (index >= 0) left.splice(index, 1);
  }
  return left;
}

function applied(state: OrderState, after: BookedContents): OrderState {
  const placement = state.placement && { ...state.placement, room: after.room, seats: after.seats, extras: after.extras, totalCents: after.totalCents };
  return { ...state, placement, totalCents: after.totalCents, removedSeats: seatsRemoved(state, after.seats) };
}

// A seat removed, booked again and removed again is listed once, as it was booked the last time.
function seatsRemoved(state: OrderState, after: readonly SeatLine[]): SeatLine[] {
  const booked = new Set(after.map((seat) => seat.id));
  const dropped = (state.placement?.seats ?? []).filter((seat) => !booked.has(seat.id));
  const dropping = new Set(dropped.map((seat) => seat.id));
  return [...state.removedSeats.filter((seat) => !booked.has(seat.id) && !dropping.has(seat.id)), ...dropped];
}

function refunded(state: OrderState, intentId: string, amountCents: number): OrderState['payment'] {
  const settled = state.payment.settled.map((payment) => (payment.intentId === intentId ? { ...payment, refundedCents: payment.refundedCents + amountCents } : payment));
  const fully = intentId === state.payment.paidIntentId && settled.every((payment) => payment.refundedCents >= payment.amountCents);
  return { ...state.payment, settled, status: fully ? 'refunded' : state.payment.status };
}

function evolveOnce(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced': {
      // credit pays its part as the order is placed: one of its payments, though not the one that confirms it
      const credit = event.data.creditCents ?? 0;
      const settled: SettledPayment[] = credit > 0 ? [{ intentId: creditPaymentId(event.data.orderId), amountCents: credit, refundedCents: 0, paidAt: event.data.placedAt }] : [];
      return {
        ...state,
        payment: { ...state.payment, settled },
        status: 'pending',
        orderId: event.data.orderId,
        userId: event.data.userId,
        totalCents: event.data.totalCents,
        currency: event.data.currency,
        holdExpiresAt: event.data.holdExpiresAt,
        placement: event.data,
        plan: event.data.paymentPlan ? planOf(event.data.paymentPlan) : null,
      };
    }
    case 'StockHeld':
      return { ...state, heldItems: [...state.heldItems, ...event.data.items] };
    case 'StockReleased':
      return { ...state, heldItems: withoutItems(state.heldItems, event.data.items) };
    case 'CustomerDetailsRecorded':
      return { ...state, customer: event.data };
    case 'PaymentIntentCreated': {
      const intentIds = [...state.payment.intentIds, event.data.intentId];
      const { instalments } = event.data;
      if (state.plan && instalments) {
        const autoChargeIntents = event.data.autoCharge ? [...state.plan.autoChargeIntents, event.data.intentId] : state.plan.autoChargeIntents;
        state = { ...state, plan: { ...state.plan, intents: { ...state.plan.intents, [event.data.intentId]: instalments }, autoChargeIntents } };
      }
      if (instalments && state.payment.paidIntentId) return { ...state, payment: { ...state.payment, intentIds } };
      if (event.data.quoteId && state.pendingChange?.quoteId === event.data.quoteId) {
        return { ...state, pendingChange: { ...state.pendingChange, intentId: event.data.intentId }, payment: { ...state.payment, intentIds } };
      }
      return { ...state, payment: { ...state.payment, status: state.payment.paidIntentId ? state.payment.status : 'processing', intentIds } };
    }
    case 'PaymentSucceeded': {
      const { intentId, amountCents, paidAt, cardLast4, quoteId } = event.data;
      const payment: SettledPayment = { intentId, amountCents, refundedCents: 0, paidAt, cardBrand: event.data.cardBrand ?? null, cardLast4, ...(quoteId ? { quoteId } : {}) };
      const settled = [...state.payment.settled, payment];
      // a payment arriving for a booking no longer confirmed is refunded, not counted towards the plan
      if (state.status === 'confirmed' || state.status === 'pending') state = { ...state, plan: planPaid(state.plan, intentId, event.data.instalments, paidAt) };
      // the difference of a change is one more payment of an order already paid
      if (state.payment.paidIntentId) return { ...state, payment: { ...state.payment, settled } };
      return { ...state, paidAt: event.data.paidAt, payment: { ...state.payment, status: 'paid', paidIntentId: event.data.intentId, settled } };
    }
    case 'PaymentFailed':
      if (state.plan && event.data.instalments) state = { ...state, plan: { ...state.plan, failedIntents: [...state.plan.failedIntents, event.data.intentId] } };
      return state.payment.paidIntentId ? state : { ...state, payment: { ...state.payment, status: 'failed' } };
    case 'RefundRequested': {
      // a refund of a stray payment (never kept, so not settled) leaves the order's own payments as they are
      const stray = !state.payment.settled.some((payment) => payment.intentId === event.data.intentId);
      if (stray) return state.strayIntentIds.includes(event.data.intentId) ? state : { ...state, strayIntentIds: [...state.strayIntentIds, event.data.intentId] };
      return { ...state, payment: refunded(state, event.data.intentId, event.data.amountCents) };
    }
    case 'OrderConfirmed':
      return { ...state, status: 'confirmed', holdExpiresAt: null, policy: event.data.policy ?? null };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', holdExpiresAt: null, pendingChange: null, quoteIds: event.data.quoteId ? [...state.quoteIds, event.data.quoteId] : state.quoteIds };
    case 'OrderExpired':
      return { ...state, status: 'expired', holdExpiresAt: null };
    case 'OrderChangeRequested':
      return { ...state, pendingChange: { ...event.data, intentId: null }, quoteIds: [...state.quoteIds, event.data.quoteId] };
    case 'OrderChanged': {
      const quoteIds = state.quoteIds.includes(event.data.quoteId) ? state.quoteIds : [...state.quoteIds, event.data.quoteId];
      const pendingChange = state.pendingChange?.quoteId === event.data.quoteId ? null : state.pendingChange;
      return { ...applied(state, event.data.after), pendingChange, quoteIds };
    }
    case 'OrderChangeLapsed':
      return state.pendingChange?.quoteId === event.data.quoteId ? { ...state, pendingChange: null } : state;
    case 'InstalmentReminded':
      return state.plan ? { ...state, plan: { ...state.plan, reminded: flagged(state.plan.reminded, event.data.index) } } : state;
    case 'InstalmentOverdue':
      return state.plan ? { ...state, plan: { ...state.plan, overdue: flagged(state.plan.overdue, event.data.index) } } : state;
    case 'AutomaticChargesConsented': {
      const { savedCard: ref, cardLast4, cardBrand } = event.data;
      return state.plan ? { ...state, plan: { ...state.plan, savedCard: { ref, cardLast4, cardBrand } } } : state;
    }
    case 'AutomaticChargesWithdrawn':
      return state.plan ? { ...state, plan: { ...state.plan, savedCard: null } } : state;
  }
}

function planOf(terms: PaymentPlanTerms): PlanState {
  const none = terms.schedule.map(() => false);
  return { terms, paid: terms.schedule.map(() => null), reminded: none, overdue: none, intents: {}, autoChargeIntents: [], savedCard: null, failedIntents: [] };
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  return { ...evolveOnce(state, event), revision: state.revision + 1 };
}
