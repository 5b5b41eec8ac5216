import { z } from 'zod';
import { calendarDate, exactText, multiLineText, numeric, optionalText, recordId, singleLineText, urlKey, wholeNumber } from '../shared/input';
import { orderStatuses } from './order-state';
import { paymentPlanChoiceSchema } from './payment-plan-schema';
import { voucherCodeInput } from '../promotions/schemas';

// The order and payment calls of product spec section 7, shared by the API and the booking screens.
// Every field is built from the shared input primitives, so whatever passes can be stored.

const id = recordId();
/** The largest total an order may claim (major units): far above any package, far below the bigint columns. */
const MAX_ORDER_AMOUNT = 100_000_000;

/**
 * POST /api/orders. The wizard sends the first block; the details page adds the rest. The server
 * prices the order itself: `totalPrice` (major units, as the screens show it) is only compared.
 * `userId` may be sent but must be the caller's own; `status` may only be 'pending'.
 */
export const placeOrderSchema = z.strictObject({
  userId: id.optional(),
  productId: singleLineText(100, { required: 'productId is required' }).min(1, 'productId is required'),
  /** The chosen room: an accommodation id (the spec's name for it). */
  hotelId: id.nullable().optional(),
  nights: wholeNumber({ min: 1, max: 60, notWhole: 'Nights must be a whole number', tooSmall: 'Please select number of nights', tooLarge: 'At most 60 nights' }).nullable().optional(),
  /** The first night; the festival's start date when absent. */
  checkIn: calendarDate('checkIn must be a date (YYYY-MM-DD)').nullable().optional(),
  /** The check-out day (an extension): when sent it must be `nights` after checkIn. */
  checkOut: calendarDate('checkOut must be a date (YYYY-MM-DD)').nullable().optional(),
  /**
   * An extension: the caller's earlier order from the same checkout. While it is pending it is
   * cancelled (its stock released) before this one is placed, so going back and forth leaves one order.
   */
  replacesOrderId: z.uuid('replacesOrderId must be an order id').nullable().optional(),
  /** An extension: the waiting-list offer this order buys (its unit is held for the caller). */
  offerId: z.uuid('offerId must be an offer id').nullable().optional(),
  /** An extension: the admission a sales queue gave this buyer (issue 30); required for an item whose queue runs. */
  admission: exactText(200, { tooLong: 'admission is not a valid admission' }).nullable().optional(),
  totalPrice: numeric(z.number({ message: 'totalPrice must be a number' }).min(0).max(MAX_ORDER_AMOUNT)),
  status: z.literal('pending', { message: "A new order is always 'pending'; payment confirms it" }).optional(),
  /** Paid seats. */
  tournaments: z.array(id).max(50).default([]),
  /** Seats reserved to pay at the venue (an extension of the spec's call). */
  reservedTournaments: z.array(id).max(50).default([]),
  /** Extra ids; an id repeated n times is n of that extra. */
  extras: z.array(id).max(100).default([]),
  customerFullName: optionalText(200, undefined, { multiLine: false }),
  customerEmail: z.preprocess((v) => (v === '' ? null : v), z.email('Please enter a valid email address').max(254).nullable().optional()),
  customerPhone: optionalText(50, undefined, { multiLine: false }),
  casinoDetails: optionalText(500),
  emergencyContact: optionalText(500),
  specialRequests: optionalText(4000),
  notes: optionalText(2000),
  /** An extension (issue 31): pay in full (the default), or a deposit now and the rest later. */
  paymentPlan: paymentPlanChoiceSchema.optional(),
  /** Issue 32: a voucher code (matched without regard to case or surrounding spaces; blank: none). */
  voucherCode: voucherCodeInput.nullable().optional(),
  /** Issue 32: let the player's tournament credit pay first; the card pays the rest. */
  useCredit: z.boolean({ message: 'useCredit must be true or false' }).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

/**
 * POST /api/orders/price (issue 32): the selection an order would carry, priced as the order will be:
 * the package, the VIP discount, the code, the credit.
 */
export const priceRequestSchema = z.strictObject({
  productId: placeOrderSchema.shape.productId,
  hotelId: placeOrderSchema.shape.hotelId,
  nights: placeOrderSchema.shape.nights,
  checkIn: placeOrderSchema.shape.checkIn,
  checkOut: placeOrderSchema.shape.checkOut,
  tournaments: placeOrderSchema.shape.tournaments,
  reservedTournaments: placeOrderSchema.shape.reservedTournaments,
  extras: placeOrderSchema.shape.extras,
  voucherCode: placeOrderSchema.shape.voucherCode,
  useCredit: placeOrderSchema.shape.useCredit,
});
export type PriceRequest = z.output<typeof priceRequestSchema>;

/** POST /api/create-payment-intent: `amount` in major units is compared with the order's total. */
export const createPaymentIntentSchema = z.strictObject({
  orderId: z.uuid('orderId must be an order id'),
  amount: numeric(z.number({ message: 'amount must be a number' }).min(0, 'amount must be a number').max(MAX_ORDER_AMOUNT, 'amount is too large')).optional(),
  /** An extension (issue 31): under a payment plan, save the card to charge the later payments on their due dates. */
  autoCharge: z.boolean({ message: 'autoCharge must be true or false' }).optional(),
});
export type CreatePaymentIntentRequest = z.output<typeof createPaymentIntentSchema>;

/** PUT /api/orders/{id}/status: a player may ask for 'confirmed' (granted only once paid) or cancel a pending order. */
export const orderStatusUpdateSchema = z.strictObject({
  status: z.enum(['confirmed', 'cancelled'], { message: "status must be 'confirmed' or 'cancelled'" }),
});

/** POST /api/admin/orders/{id}/cancel: the admin's reason, kept in the order's history. */
export const adminCancelOrderSchema = z.strictObject({
  reason: multiLineText(500, { required: 'Please give a reason', tooLong: 'The reason can be at most 500 characters' }).min(1, 'Please give a reason'),
});
export type AdminCancelOrderRequest = z.output<typeof adminCancelOrderSchema>;

/** Any storable text: an id that is not an order id is simply not found (404), like an unknown one. */
export const orderIdParams = z.strictObject({ id: urlKey() });

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}

/** GET /api/admin/orders filters. */
export const adminOrdersQuery = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  festivalId: urlKey().optional(),
  /** Paid in parts (issue 31): confirmed with a balance still owed, or with a payment past its due date. */
  payment: z.enum(['partly_paid', 'overdue'], { message: "payment must be 'partly_paid' or 'overdue'" }).optional(),
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The demo checkout's card form (and the demo provider's confirm call). Spaces in the number are
 * ignored; the expiry is MM/YY. Whether it has passed is checked against the server's clock.
 */
export const demoCardSchema = z.strictObject({
  cardNumber: singleLineText(40, { required: 'Card number is required', tooLong: 'Your card number is invalid.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), 'Your card number is invalid.'),
  expiry: singleLineText(10, { required: 'Expiry date is required', tooLong: 'Expiry must be MM/YY' })
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Expiry must be MM/YY'),
  cvc: singleLineText(10, { required: 'CVC is required', tooLong: 'Your card security code is invalid.' }).regex(/^\d{3,4}$/, 'Your card security code is invalid.'),
  nameOnCard: singleLineText(100, { required: 'Name on card is required' }).min(2, 'Name on card is required'),
});
export type DemoCardInput = z.input<typeof demoCardSchema>;

/** The last day a card with this MM/YY expiry can be used is the last day of that month. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const endOfMonth = Date.UTC(2000 + year!, month!, 1);
  return now.getTime() >= endOfMonth;
}

export const demoConfirmSchema = demoCardSchema.extend({
  clientSecret: exactText(200).min(10, 'Not a payment'),
});
