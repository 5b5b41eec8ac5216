import { z } from 'zod';
import { dateOnly } from '../catalogue/fields';

// The order and payment calls of product spec section 7, shared by the API and the booking screens.

const id = z.coerce.number().int().positive();
const text = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());

export const orderStatuses = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * POST /api/orders. The wizard sends the first block; the details page adds the rest. The server
 * prices the order itself: `totalPrice` (major units, as the screens show it) is only compared.
 * `userId` may be sent but must be the caller's own; `status` may only be 'pending'.
 */
export const placeOrderSchema = z.strictObject({
  userId: id.optional(),
  productId: z.string().trim().min(1, 'productId is required').max(100),
  /** The chosen room: an accommodation id (the spec's name for it). */
  hotelId: id.nullable().optional(),
  nights: z.coerce.number().int('Nights must be a whole number').min(1, 'Please select number of nights').max(60, 'At most 60 nights').nullable().optional(),
  /** The first night; the festival's start date when absent. */
  checkIn: dateOnly('checkIn must be a date (YYYY-MM-DD)').nullable().optional(),
  totalPrice: z.coerce.number({ message: 'totalPrice must be a number' }).min(0).max(100_000_000),
  status: z.literal('pending', { message: "A new order is always 'pending'; payment confirms it" }).optional(),
  /** Paid seats. */
  tournaments: z.array(id).max(50).default([]),
  /** Seats reserved to pay at the venue (an extension of the spec's call). */
  reservedTournaments: z.array(id).max(50).default([]),
  /** Extra ids; an id repeated n times is n of that extra. */
  extras: z.array(id).max(100).default([]),
  customerFullName: text(200),
  customerEmail: z.preprocess((v) => (v === '' ? null : v), z.email('Please enter a valid email address').max(254).nullable().optional()),
  customerPhone: text(50),
  casinoDetails: text(500),
  emergencyContact: text(500),
  specialRequests: text(4000),
  notes: text(2000),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

/** POST /api/create-payment-intent: `amount` in major units is compared with the order's total. */
export const createPaymentIntentSchema = z.strictObject({
  orderId: z.uuid('orderId must be an order id'),
  amount: z.coerce.number({ message: 'amount must be a number' }).min(0).optional(),
});
export type CreatePaymentIntentRequest = z.output<typeof createPaymentIntentSchema>;

/** PUT /api/orders/{id}/status: a player may ask for 'confirmed' (granted only once paid) or cancel a pending order. */
export const orderStatusUpdateSchema = z.strictObject({
  status: z.enum(['confirmed', 'cancelled'], { message: "status must be 'confirmed' or 'cancelled'" }),
});

/** POST /api/admin/orders/{id}/cancel: the admin's reason, kept in the order's history. */
export const adminCancelOrderSchema = z.strictObject({
  reason: z.string({ message: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(500, 'The reason can be at most 500 characters'),
});
export type AdminCancelOrderRequest = z.output<typeof adminCancelOrderSchema>;

/** Any text: an id that is not an order id is simply not found (404), like an unknown one. */
export const orderIdParams = z.strictObject({ id: z.string().max(100) });

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}

/** GET /api/admin/orders filters. */
export const adminOrdersQuery = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  festivalId: z.string().trim().max(100).optional(),
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
  cardNumber: z
    .string({ message: 'Card number is required' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), 'Your card number is invalid.'),
  expiry: z
    .string({ message: 'Expiry date is required' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Expiry must be MM/YY'),
  cvc: z.string({ message: 'CVC is required' }).trim().regex(/^\d{3,4}$/, 'Your card security code is invalid.'),
  nameOnCard: z.string({ message: 'Name on card is required' }).trim().min(2, 'Name on card is required').max(100),
});
export type DemoCardInput = z.input<typeof demoCardSchema>;

/** The last day a card with this MM/YY expiry can be used is the last day of that month. */
export function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const endOfMonth = Date.UTC(2000 + year!, month!, 1);
  return now.getTime() >= endOfMonth;
}

export const demoConfirmSchema = demoCardSchema.extend({
  clientSecret: z.string().min(10).max(200),
});
