import { exactText, multiLineText, ValidationError } from '@pokerfest/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import { WebhookSignatureError, type WebhookSignatureProblem } from './errors';
import type { PaymentWebhookEvent } from './port';

// Both adapters receive Stripe-shaped events signed Stripe's way (the demo adapter imitates them),
// so both verify through the library's constructEvent and one reader turns either into the
// shop's PaymentWebhookEvent. Even under a valid signature, every text the
// shop keeps (ids, currency, messages: in payment_webhook_events and the order's events) is
// checked like any input: a delivery that could not be stored is refused (400), not half-applied.

/** Stripe's ids and codes are short; 255 leaves room without letting a delivery carry a novel. */
const key = exactText(255).min(1);
const cardDetails = z.looseObject({ card: z.looseObject({ last4: exactText(4).nullish(), brand: exactText(40).nullish() }).nullish() });

/** The fields of a Stripe payment intent the shop reads (webhook events and the retrieve call). */
export const paymentIntentObject = z.looseObject({
  id: key,
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: key,
  metadata: z.record(z.string(), multiLineText(500)).nullish(),
  last_payment_error: z
    .looseObject({ message: multiLineText(5000).nullish(), payment_method: cardDetails.nullish() })
    .nullish(),
  // A charge id as Stripe sends it; an expanded charge (the demo's events) also carries the card.
  latest_charge: z
    .union([z.string(), z.looseObject({ payment_method_details: cardDetails.nullish() })])
    .nullish(),
  // a card saved for later charges: the intent asked for it, and names its customer and payment method
  setup_future_usage: z.string().nullish(),
  customer: z.union([key, z.looseObject({ id: key })]).nullish(),
  payment_method: z.union([key, z.looseObject({ id: key })]).nullish(),
});

const stripeEvent = z.looseObject({
  id: key,
  type: key,
  data: z.looseObject({ object: z.unknown() }),
});

export type PaymentIntentObject = z.infer<typeof paymentIntentObject>;

const GENERIC_FAILURE = 'Your payment was not accepted.';

/** What an adapter needs to trust a delivery: its webhook secret and how old a signature may be. */
export interface WebhookTrust {
  webhookSecret: string;
  toleranceSeconds: number;
  now: () => Date;
}

/** Both adapters' parseWebhook: the signature checked against the secret first, then the body read. */
export function readSignedWebhookEvent(rawBody: Buffer | string, signatureHeader: string | undefined, trust: WebhookTrust): PaymentWebhookEvent {
  if (signatureHeader === undefined || signatureHeader.trim() === '') throw new WebhookSignatureError('missing');
  const now = trust.now();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, trust.webhookSecret, trust.toleranceSeconds, undefined, now.getTime());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(problemOf(error.message));
    // Signed, but not JSON (or a thin v2 notification, which this shop never subscribes to).
    throw new ValidationError(error instanceof SyntaxError ? 'The webhook body is not JSON.' : 'The webhook body is not a payment event.');
  }
  // The library refuses only old signatures; one stamped too far ahead of our clock is refused too,
  // so the replay window is the same on both sides of now.
  if (signedAtSeconds(signatureHeader) - now.getTime() / 1000 > trust.toleranceSeconds) throw new WebhookSignatureError('expired');
  return readWebhookEvent(event);
}

/** The signature header for a payload, as the provider would send it at `at` (Stripe's t=…,v1=… scheme). */
export function signedWebhookHeader(payload: Buffer | string, secret: string, at: Date = new Date()): string {
  // Decoded as constructEvent decodes raw bytes, so a body that is not UTF-8 verifies all the same.
  const text = typeof payload === 'string' ? payload : new TextDecoder('utf8').decode(payload);
  return Stripe.webhooks.generateTestHeaderString({ payload: text, secret, timestamp: Math.floor(at.getTime() / 1000) });
}

/** The library says what failed only in words; they name the problem the shop reports. */
function problemOf(message: string): WebhookSignatureProblem {
  if (message.startsWith('Timestamp outside the tolerance')) return 'expired';
  if (message.startsWith('Unable to extract timestamp') || message.startsWith('No signatures found with expected scheme')) return 'malformed';
  return 'mismatch';
}

/** The header's t=, as the library reads it (the last one wins); only called once a signature matched. */
function signedAtSeconds(header: string): number {
  const stamp = header.split(',').findLast((part) => part.startsWith('t='));
  return stamp === undefined ? Number.NaN : Number.parseInt(stamp.slice(2), 10);
}

/** Reads a verified delivery's event; one that is not a payment event answers 400. */
function readWebhookEvent(body: unknown): PaymentWebhookEvent {
  const event = stripeEvent.safeParse(body);
  if (!event.success) throw new ValidationError('The webhook body is not a payment event.');
  const { id: eventId, type, data } = event.data;
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed') return ignored(eventId, data.object);
  const intent = paymentIntentObject.safeParse(data.object);
  if (!intent.success) throw new ValidationError('The webhook body is not a payment event.');
  const orderId = intent.data.metadata?.orderId;
  if (!orderId) return ignored(eventId, intent.data);
  const common = {
    eventId,
    intentId: intent.data.id,
    orderId,
    amountCents: intent.data.amount,
    currency: intent.data.currency.toUpperCase(),
    ...cardOf(intent.data),
    savedCard: savedCardOf(intent.data),
    instalments: instalmentsOf(intent.data.metadata?.instalments),
  };
  if (type === 'payment_intent.succeeded') return { ...common, type: 'payment.succeeded', failureMessage: null };
  return { ...common, type: 'payment.failed', failureMessage: intent.data.last_payment_error?.message || GENERIC_FAILURE };
}

/**
 * The card's last four digits and brand when the intent carries them (an expanded charge, or the
 * payment method of a failed attempt). Never more of the number: the provider sends no more.
 */
export function cardOf(intent: PaymentIntentObject): { cardLast4: string | null; cardBrand: string | null } {
  const charge = intent.latest_charge;
  const card = (typeof charge === 'object' ? charge?.payment_method_details?.card : undefined) ?? intent.last_payment_error?.payment_method?.card;
  return { cardLast4: card?.last4 ?? null, cardBrand: card?.brand ?? null };
}

/** '1,2' → [1, 2]; anything else names none. */
export function instalmentsOf(text: string | undefined): number[] | null {
  if (!text || !/^\d{1,2}(,\d{1,2}){0,11}$/.test(text)) return null;
  return text.split(',').map(Number);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** `customer/payment_method` of a card the intent saved for off-session charges; null when it saved none. */
export function savedCardOf(intent: PaymentIntentObject): string | null {
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  return intent.setup_future_usage === 'off_session' && customer && method ? `${customer}/${method}` : null;
}

function ignored(eventId: string, object: unknown): PaymentWebhookEvent {
  const intent = paymentIntentObject.safeParse(object);
  return {
    eventId,
    type: 'ignored',
    intentId: intent.success ? intent.data.id : null,
    orderId: intent.success ? (intent.data.metadata?.orderId ?? null) : null,
    amountCents: intent.success ? intent.data.amount : null,
    currency: intent.success ? intent.data.currency.toUpperCase() : null,
    cardLast4: null,
    cardBrand: null,
    savedCard: null,
    instalments: null,
    failureMessage: null,
  };
}
