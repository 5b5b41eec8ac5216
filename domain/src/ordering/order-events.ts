// The events of an order's stream (`order-{id}`): placement with its priced lines, the stock it holds,
// the customer's details, the payment's course and the order's end. An order's whole history, for the
// read models and the admin's audit trail, is these events.
import { streamKind, type EventTypes, type StreamKind } from '../shared/streams';
import type { CancellationPolicy, PolicyTier } from './cancellation-policy';
import type { StockItem } from '../stock/stock-events';
import type { PaymentPlanTerms } from './payment-plan';
import type { DiscountLine } from './package-price';

export interface FestivalSnapshot {
  productId: string;
  name: string;
  location: string;
  startDate: string | null;
  endDate: string | null;
}

export interface RoomLine {
  /** The accommodation id. */
  id: number;
  hotelId: number;
  hotelName: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  pricePerNightCents: number;
  currency: string;
}

export interface SeatLine {
  id: number;
  title: string;
  date: string;
  buyInCents: number;
  currency: string;
  isPurchased: boolean;
}

export interface ExtraLine {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  quantity: number;
}

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string | null;
  casinoDetails: string | null;
  emergencyContact: string | null;
  specialRequests: string | null;
  notes: string | null;
}

/** What a placement fixes for the order's life: whose order, for which festival, with which lines. */
export interface OrderContents {
  orderId: string;
  userId: number;
  festival: FestivalSnapshot;
  room: RoomLine | null;
  seats: SeatLine[];
  extras: ExtraLine[];
}

export interface OrderPlaced {
  type: 'OrderPlaced';
  data: OrderContents & {
    totalCents: number;
    currency: string;
    placedAt: string;
    holdExpiresAt: string;
    /** Paid in parts (issue 31): the plan's terms and schedule; absent: paid in full. */
    paymentPlan?: PaymentPlanTerms;
    /**
     * Issue 32: the package before its discounts, the discounts taken off it (VIP, then a voucher
     * code) and the tournament credit that pays part of `totalCents` (the card pays the rest).
     * Absent on orders placed without any, and on orders placed before.
     */
    subtotalCents?: number;
    discounts?: DiscountLine[];
    creditCents?: number;
  };
}
/** What the order holds now: its lines and their price by the one rule. */
export interface BookedContents {
  room: RoomLine | null;
  seats: SeatLine[];
  extras: ExtraLine[];
  totalCents: number;
}

/** Who asked for a change or cancellation: the order's owner, an admin for them, or the shop itself (a plan's payment missed; userId 0). */
export interface ChangeActor {
  userId: number;
  role: 'player' | 'agent' | 'admin' | 'shop';
}

/** One component of a quote: what changes, and the money it moves under the quote's tier. */
export interface QuoteLine {
  kind: 'hotel' | 'tournament' | 'extra';
  /** The accommodation, tournament or extra id. */
  id: number;
  name: string;
  change: 'removed' | 'added' | 'nights';
  /** Units: nights added or removed (negative), seats or extras added or removed. */
  quantity: number;
  /** What the component costs (what was paid for it, or what it adds), in cents. */
  priceCents: number;
  /** The refund percentage of the tier for this kind (removals of paid components). */
  refundPercent: number | null;
  /** Cents given back (removed) or charged (added) by this line, before the two are netted. */
  refundCents: number;
  dueCents: number;
  /** The line in words, for the screens, the e-mail and the history. */
  reason: string;
}

/** What a confirmed quote fixes: the money, the tier it falls under and why, line by line. */
export interface QuoteTerms {
  quoteId: string;
  requestedBy: ChangeActor;
  tier: PolicyTier;
  tierLabel: string;
  /** Whole days before the festival's start when quoted (null without a start date). */
  daysBeforeStart: number | null;
  lines: QuoteLine[];
  refundCents: number;
  dueCents: number;
}

/** A waiting-list offer an order was placed through: which offer, and the item its unit was set aside for. */
export interface StockOffer {
  offerId: string;
  kind: StockItem['kind'];
  id: number;
}
/** `offer`: the offered item's unit is the one set aside for the offer, not one on sale. */
export interface StockHeld { type: 'StockHeld'; data: { items: StockItem[]; offer?: StockOffer } }
export interface CustomerDetailsRecorded { type: 'CustomerDetailsRecorded'; data: CustomerDetails }
/**
 * `quoteId`: the intent pays for that change's difference, not for the order's placement.
 * `instalments`: the plan's schedule entries it pays (0 is the deposit).
 */
export interface PaymentIntentCreated {
  type: 'PaymentIntentCreated';
  /** `autoCharge`: paid, it saves the card for the plan's automatic charges (the player consented). */
  data: { intentId: string; provider: string; amountCents: number; currency: string; quoteId?: string; instalments?: number[]; autoCharge?: boolean };
}
/** `cardBrand`: 'visa', 'mastercard', … as the provider names it (absent on payments recorded before it was kept). */
export interface PaymentSucceeded {
  type: 'PaymentSucceeded';
  data: { intentId: string; amountCents: number; currency: string; cardLast4: string | null; cardBrand?: string | null; paidAt: string; quoteId?: string; instalments?: number[] };
}
export interface PaymentFailed { type: 'PaymentFailed'; data: { intentId: string; reason: string; cardLast4: string | null; failedAt: string; quoteId?: string; instalments?: number[] } }
/** The player let the shop charge the plan's later payments to the card saved at the first payment (`savedCard`: the provider's reference). */
export interface AutomaticChargesConsented { type: 'AutomaticChargesConsented'; data: { savedCard: string; cardLast4: string | null; cardBrand: string | null; consentedAt: string } }
/** The player withdrew that consent: later payments are asked of them again. */
export interface AutomaticChargesWithdrawn { type: 'AutomaticChargesWithdrawn'; data: { withdrawnAt: string } }
/** The e-mail some days before a plan's payment is due went out (once per payment). */
export interface InstalmentReminded { type: 'InstalmentReminded'; data: { index: number; dueDate: string; remindedAt: string } }
/** A plan's payment was not made by its due date: the booking is cancelled on `graceEndsOn` unless it is paid by then. */
export interface InstalmentOverdue { type: 'InstalmentOverdue'; data: { index: number; dueDate: string; overdueAt: string; graceEndsOn: string } }
/**
 * `policy`: the cancellation policy in force when the order was paid (its version, null for the
 * default): the terms of every later change or cancellation. Orders confirmed before policies were
 * recorded carry none and keep the spec's default rule.
 */
export interface OrderConfirmed { type: 'OrderConfirmed'; data: { confirmedAt: string; policy?: CancellationPolicy; policyVersion?: number | null } }
/** A cancellation through a quote (the owner's or an admin's) carries its terms. */
export interface OrderCancelled { type: 'OrderCancelled'; data: { reason: string; cancelledAt: string } & Partial<QuoteTerms> }
export interface OrderExpired { type: 'OrderExpired'; data: { expiredAt: string } }
export interface StockReleased { type: 'StockReleased'; data: { items: StockItem[]; reason: 'cancelled' | 'expired' | 'changed' } }
/** `refundKey` makes each refund its own at the provider (several partial refunds of one payment); absent = the intent's id. */
export interface RefundRequested { type: 'RefundRequested'; data: { intentId: string; amountCents: number; reason: string; refundKey?: string; quoteId?: string } }
/** A change was applied: the order's lines and total are now `after`. */
export interface OrderChanged { type: 'OrderChanged'; data: QuoteTerms & { before: BookedContents; after: BookedContents; changedAt: string } }
/**
 * A change that costs more waits for its payment: its added items are held (StockHeld) until
 * `holdExpiresAt`, and it is applied (OrderChanged) when the difference is paid.
 */
export interface OrderChangeRequested {
  type: 'OrderChangeRequested';
  data: QuoteTerms & { before: BookedContents; after: BookedContents; hold: StockItem[]; release: StockItem[]; requestedAt: string; holdExpiresAt: string };
}
/** A change awaiting payment was dropped (its hold ran out, or the booking was cancelled); its held items go back. */
export interface OrderChangeLapsed { type: 'OrderChangeLapsed'; data: { quoteId: string; reason: 'expired' | 'cancelled'; lapsedAt: string } }

export type OrderEvent =
  | OrderPlaced
  | StockHeld
  | CustomerDetailsRecorded
  | PaymentIntentCreated
  | PaymentSucceeded
  | PaymentFailed
  | OrderConfirmed
  | OrderCancelled
  | OrderExpired
  | StockReleased
  | RefundRequested
  | OrderChanged
  | OrderChangeRequested
  | OrderChangeLapsed
  | InstalmentReminded
  | InstalmentOverdue
  | AutomaticChargesConsented
  | AutomaticChargesWithdrawn;

export type OrderEventType = OrderEvent['type'];

const ORDER_STREAM_TYPE = 'order';

const ORDER_EVENT_TYPES: EventTypes<OrderEvent> = {
  OrderPlaced: true,
  StockHeld: true,
  CustomerDetailsRecorded: true,
  PaymentIntentCreated: true,
  PaymentSucceeded: true,
  PaymentFailed: true,
  OrderConfirmed: true,
  OrderCancelled: true,
  OrderExpired: true,
  StockReleased: true,
  RefundRequested: true,
  OrderChanged: true,
  OrderChangeRequested: true,
  OrderChangeLapsed: true,
  InstalmentReminded: true,
  InstalmentOverdue: true,
  AutomaticChargesConsented: true,
  AutomaticChargesWithdrawn: true,
};

/** An order's stream, `order-{orderId}`. */
export const orderStream: StreamKind<OrderEvent, string> = streamKind(ORDER_STREAM_TYPE, ORDER_EVENT_TYPES, (id) => id);
