import { z } from 'zod';
import { amountWithCents } from '../shared/amount-view';
import { cancellationPolicySchema } from './cancellation-policy-schema';
import { pendingChangeViewSchema } from './change-views';
import { orderStatuses, paymentStatuses } from './order-state';
import { sellerSchema } from './seller';
import { orderPaymentViewSchema } from './payment-plan-schema';

// What the order and payment calls answer (GET /api/orders, GET /api/orders/{id}, POST /api/orders,
// the payment calls). Money is in major units where the screens show it (totalPrice, pricePerNight,
// price) and in cents where the spec keeps cents (tournament buyIn) or says so (totalPriceCents).
// The schemas are the contract: the routes answer through them and the OpenAPI document shows them.

const int = z.number().int();

export const orderAccommodationViewSchema = z.object({
  /** The accommodation (room) id, also the order's `hotelId`. */
  id: int,
  hotelId: int,
  hotelName: z.string(),
  roomType: z.string(),
  /** '{hotel} - {room}', what the confirmation screen shows. */
  name: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: int,
  pricePerNight: z.number(),
  /** pricePerNight x nights. */
  price: z.number(),
  currency: z.string(),
});
export type OrderAccommodationView = z.infer<typeof orderAccommodationViewSchema>;

export const orderTournamentViewSchema = z.object({
  id: int,
  title: z.string(),
  name: z.string(),
  date: z.string(),
  /** Cents, as the catalogue keeps buy-ins. */
  buyIn: int,
  /** Major units; 0 for a seat paid at the venue. */
  price: z.number(),
  isPurchased: z.boolean(),
  currency: z.string(),
});
export type OrderTournamentView = z.infer<typeof orderTournamentViewSchema>;

export const orderExtraViewSchema = z.object({
  id: int,
  name: z.string(),
  description: z.string().nullable(),
  /** Unit price, major units. */
  price: z.number(),
  quantity: int,
});
export type OrderExtraView = z.infer<typeof orderExtraViewSchema>;

/** A refund given back to the card: what, when, and through which change or cancellation. */
export const orderRefundViewSchema = z.object({
  /** The quote that decided it (a change or the cancellation); null for a payment given back because the order could not take it. */
  quoteId: z.string().nullable(),
  cause: z.enum(['cancellation', 'change', 'payment']),
  ...amountWithCents('amount'),
  currency: z.string(),
  /** When it was asked of the card provider (ISO time); it reaches the card some days later. */
  refundedAt: z.string(),
  /** Issue 32: 'credit' when it went back to the player's tournament credit; absent: to the card. */
  method: z.literal('credit').optional(),
});
export type OrderRefundView = z.infer<typeof orderRefundViewSchema>;

/** A discount taken off a package (issue 32): the VIP discount, or a voucher code. */
export const discountViewSchema = z.object({
  source: z.enum(['vip', 'voucher']),
  /** The voucher code (absent for the VIP discount). */
  code: z.string().optional(),
  label: z.string(),
  ...amountWithCents('amount'),
});
export type DiscountView = z.infer<typeof discountViewSchema>;

/** POST /api/orders/price: `totalPrice` is what the order costs (its invoice's total), `amountDue` what the card pays after credit. */
export const priceViewSchema = z.object({
  ...amountWithCents('subtotal'),
  discounts: z.array(discountViewSchema),
  ...amountWithCents('totalPrice'),
  ...amountWithCents('creditApplied'),
  ...amountWithCents('amountDue'),
  currency: z.string(),
  /** The player's usable credit now (whether or not it is used). */
  ...amountWithCents('creditBalance'),
});
export type PriceView = z.infer<typeof priceViewSchema>;

export const orderViewSchema = z.object({
  id: z.string(),
  userId: int,
  productId: z.string(),
  festivalName: z.string(),
  festivalLocation: z.string(),
  festivalStartDate: z.string().nullable(),
  festivalEndDate: z.string().nullable(),
  /** The chosen room's accommodation id, or null without a room. */
  hotelId: int.nullable(),
  nights: int.nullable(),
  ...amountWithCents('totalPrice'),
  currency: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** Last four digits of the card that paid, when known. */
  cardLast4: z.string().nullable(),
  /** When the payment that confirmed the order succeeded (ISO time); null until paid. */
  paidAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  casinoDetails: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  specialRequests: z.string().nullable(),
  notes: z.string().nullable(),
  accommodation: orderAccommodationViewSchema.nullable(),
  tournaments: z.array(orderTournamentViewSchema),
  extras: z.array(orderExtraViewSchema),
  /** Loyalty points this booking earns once its stay begins. */
  pointsToEarn: int,
  /** When an unpaid order's hold on rooms and seats ends; null once paid or closed. */
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Paid by card in all (the placement, then each change's difference), in cents. */
  paidCents: int.default(0),
  /** Given back by refunds requested so far, in cents. */
  refundedCents: int.default(0),
  /** A change that costs more, waiting for its difference to be paid; null when none. */
  pendingChange: pendingChangeViewSchema.nullable().default(null),
  /** The cancellation policy the booking was paid under, in words (empty until paid: the policy in force applies). */
  cancellationTerms: z.array(z.string()).default([]),
  /**
   * Each refund so far, oldest first, one per change or cancellation (however many payments it was
   * split over). A view stored before refunds were listed has none until the projection is rebuilt.
   */
  refunds: z.array(orderRefundViewSchema).default([]),
  /** When the booking was cancelled (ISO time); null unless cancelled. */
  cancelledAt: z.string().nullable().default(null),
  /** In full or in parts: the schedule, what is paid and what is left (issue 31). */
  payment: orderPaymentViewSchema,
  /** Issue 32: the package before discounts (= totalPrice without any), the discounts, the credit that paid part of it and what the card pays. */
  subtotalCents: int.optional(),
  discounts: z.array(discountViewSchema).default([]),
  creditAppliedCents: int.default(0),
  amountDueCents: int.optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** An order in the admin list: the order plus who placed it. */
export const adminOrderViewSchema = orderViewSchema.extend({ username: z.string() });
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;

/** One entry of an order's history (GET /api/admin/orders/{id}/events). */
export const orderHistoryEntrySchema = z.object({
  version: int,
  type: z.string(),
  /** The event's data as stored: its shape is the event type's. */
  data: z.unknown(),
  occurredAt: z.string(),
  actor: z.object({ id: int, username: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * GET /api/admin/stats/pending-work: what waits on the shop's background work, for the admin
 * Overview. `pendingRefunds`: refunds requested and not yet made at the payment provider (asked
 * for again until it answers, given up on after the last attempt, or lost before being asked).
 * `overdueTimers`: timed work (holds that end, refunds, reminders, offers) due and not done yet;
 * `parkedTimers`: timed work given up after its last attempt, waiting for an operator to re-arm it.
 */
export const adminPendingWorkSchema = z.object({
  pendingRefunds: int,
  overdueTimers: int,
  parkedTimers: int,
});
export type AdminPendingWork = z.infer<typeof adminPendingWorkSchema>;

const paymentProviders = ['demo', 'stripe'] as const;

/** POST /api/create-payment-intent. */
export const paymentIntentViewSchema = z.object({
  orderId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  ...amountWithCents('amount'),
  currency: z.string(),
  provider: z.enum(paymentProviders),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;

/** GET /api/payments/config: which checkout the browser shows. */
export const paymentConfigViewSchema = z.object({
  provider: z.enum(paymentProviders),
  publishableKey: z.string().nullable(),
});
export type PaymentConfigView = z.infer<typeof paymentConfigViewSchema>;

/** POST /api/payments/demo/confirm: the demo provider's answer, shaped like a card confirmation. */
export const demoConfirmViewSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  paymentIntentId: z.string(),
  /** The decline reason in words, when failed. */
  error: z.string().optional(),
});
export type DemoConfirmView = z.infer<typeof demoConfirmViewSchema>;

/** POST /api/payments/webhook: what the provider is told once a delivery needs no retry. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** Seen before: nothing was done again. */
  duplicate: z.literal(true).optional(),
  /** Why the delivery changed nothing (not a payment outcome, not an order of this shop). */
  ignored: z.string().optional(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

/**
 * GET /api/shop: the shop's public facts the SPA shows but does not build in; `lowStockThreshold`:
 * at or below this many rooms or seats left an item says "Only N left".
 */
export const shopViewSchema = z.object({ seller: sellerSchema, lowStockThreshold: z.number().int().min(0) });
export type ShopView = z.infer<typeof shopViewSchema>;

/** GET /api/cancellation-policy and the admin's settings calls: the policy in force and its words. */
export const cancellationPolicyViewSchema = z.object({
  /** The saved version in force; null while the shop runs on the default policy. */
  version: int.nullable(),
  policy: cancellationPolicySchema,
  /** `policySentences(policy)`: the text every page shows, one sentence per tier. */
  sentences: z.array(z.string()),
});
export type CancellationPolicyView = z.infer<typeof cancellationPolicyViewSchema>;
