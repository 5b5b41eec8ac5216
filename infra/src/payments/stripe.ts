import { ConflictError } from '@pokerfest/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import { PaymentProviderError } from './errors';
import { checkRefundRequest } from './refund-request';
import type {
  CreateIntentInput,
  CreatedIntent,
  PaymentFailedEvent,
  PaymentIntentSnapshot,
  PaymentIntentStatus,
  PaymentProvider,
  PaymentSucceededEvent,
  PaymentWebhookEvent,
  Refund,
  SavedCardChargeInput,
} from './port';
import { cardOf, instalmentsOf, paymentIntentObject, savedCardOf, readSignedWebhookEvent, type PaymentIntentObject, type WebhookTrust } from './webhook-event';

/**
 * Pinned, so the fields read here keep their shape whatever the account's default version is. It is
 * the installed library's own version: a library upgrade that moves it fails the type check here,
 * and moving it is a decision to read the new version's changelog.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Longest wait for one answer from Stripe; a retry (maxNetworkRetries) gets as long again. */
const STRIPE_TIMEOUT_MS = 15_000;

export interface StripePaymentProviderOptions extends WebhookTrust {
  secretKey: string;
  publishableKey: string;
  /** Network failures, 409s and 5xx are retried this often, under the call's idempotency key. */
  maxNetworkRetries: number;
  /** Tests answer Stripe's requests in-process (Stripe.createFetchHttpClient over a fake fetch). */
  httpClient?: Stripe.HttpClient;
}

const stripeIntent = paymentIntentObject.extend({ status: z.string(), client_secret: z.string().nullish() });
const stripeRefund = z.looseObject({ id: z.string().min(1), amount: z.number().int().positive() });

type StripeIntent = z.infer<typeof stripeIntent>;

/** Stripe through its official library: pinned API version, retries keyed for idempotency, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly signatureHeaderName = 'stripe-signature' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripePaymentProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: options.maxNetworkRetries,
      timeout: STRIPE_TIMEOUT_MS,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      allowed_payment_method_types: ['card'],
      metadata: { orderId: input.orderId },
    };
    if (input.customerEmail) params.receipt_email = input.customerEmail;
    if (input.saveCard) {
      // a saved card belongs to a customer: one per order, keyed so a retry makes no second one
      const customer = await askStripe('POST /customers', () => this.stripe.customers.create({ metadata: { orderId: input.orderId } }, { idempotencyKey: `customer-${input.idempotencyKey}` }));
      params.customer = customer.id;
      params.setup_future_usage = 'off_session';
    }
    const answer = await askStripe('POST /payment_intents', () => this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
    const intent = readIntent(answer);
    if (!intent.client_secret) throw new PaymentProviderError('Stripe answered a payment intent without a client secret.');
    return {
      intentId: intent.id,
      clientSecret: intent.client_secret,
      status: statusOf(intent),
      amountCents: intent.amount,
      currency: intent.currency.toUpperCase(),
    };
  }

  async retrieveIntent(intentId: string): Promise<PaymentIntentSnapshot> {
    const answer = await askStripe(`GET /payment_intents/${encodeURIComponent(intentId)}`, () => this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
    return snapshotOf(readIntent(answer));
  }

  /** Stripe refuses to cancel a succeeded (or processing) intent: then the intent as it is answers. */
  async cancelIntent(intentId: string): Promise<PaymentIntentSnapshot> {
    try {
      const answer = await askStripe(`POST /payment_intents/${encodeURIComponent(intentId)}/cancel`, () => this.stripe.paymentIntents.cancel(intentId, { expand: ['latest_charge'] }));
      return snapshotOf(readIntent(answer));
    } catch (error) {
      if (error instanceof PaymentProviderError && error.providerCode === 'payment_intent_unexpected_state') return this.retrieveIntent(intentId);
      throw error;
    }
  }

  async listRecentIntents(since: Date, limit: number): Promise<PaymentIntentSnapshot[]> {
    const created = { gte: Math.floor(since.getTime() / 1000) };
    const answer = await askStripe('GET /payment_intents', () =>
      this.stripe.paymentIntents.list({ created, limit: Math.min(100, limit), expand: ['data.latest_charge'] }).autoPagingToArray({ limit }),
    );
    // Stripe lists the newest first; the shop's intents carry an order id in their metadata
    return answer.map((intent) => snapshotOf(readIntent(intent))).filter((intent) => intent.orderId !== null).reverse();
  }

  /** Without an amount Stripe refunds what is left of the intent; it refuses more than that itself. */
  async refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<Refund> {
    checkRefundRequest(idempotencyKey, amountCents);
    const params: Stripe.RefundCreateParams = { payment_intent: intentId };
    if (amountCents !== undefined) params.amount = amountCents;
    const answer = await askStripe('POST /refunds', () => this.stripe.refunds.create(params, { idempotencyKey }));
    const refund = stripeRefund.safeParse(answer);
    if (!refund.success) throw new PaymentProviderError('Stripe answered an unexpected refund.');
    return { refundId: refund.data.id, amountCents: refund.data.amount };
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentWebhookEvent {
    return readSignedWebhookEvent(rawBody, signatureHeader, this.options);
  }

  /**
   * An off-session charge of the saved card (`customer/payment_method`), confirmed at once. A
   * decline is Stripe's card error carrying the intent: answered as a failed payment. The event id
   * is the charge's own; Stripe's delivery of the same outcome then finds it recorded.
   */
  async chargeSavedCard(input: SavedCardChargeInput): Promise<PaymentSucceededEvent | PaymentFailedEvent> {
    const [customer, method] = input.savedCard.split('/');
    if (!customer || !method) throw new PaymentProviderError('The saved card reference is not a Stripe customer and payment method.');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      customer,
      payment_method: method,
      off_session: true,
      confirm: true,
      metadata: { orderId: input.orderId, instalments: input.instalments.join(',') },
      expand: ['latest_charge'],
    };
    try {
      const intent = readIntent(await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
      if (statusOf(intent) !== 'succeeded') return chargeOutcome(intent, 'payment.failed', input.orderId);
      return chargeOutcome(intent, 'payment.succeeded', input.orderId);
    } catch (error) {
      const declined = error instanceof Stripe.errors.StripeCardError ? stripeIntent.safeParse(error.payment_intent) : null;
      if (declined?.success) return chargeOutcome(declined.data, 'payment.failed', input.orderId, (error as Error).message);
      throw refusal('POST /payment_intents (off-session)', error);
    }
  }
}

function chargeOutcome(intent: StripeIntent, type: 'payment.succeeded' | 'payment.failed', orderId: string, message?: string): PaymentSucceededEvent | PaymentFailedEvent {
  const common = { eventId: `charge_${intent.id}_${type}`, intentId: intent.id, orderId, amountCents: intent.amount, currency: intent.currency.toUpperCase(), ...cardOf(intent), savedCard: null, instalments: instalmentsOf(intent.metadata?.instalments) };
  if (type === 'payment.succeeded') return { ...common, type, failureMessage: null };
  return { ...common, type, failureMessage: message ?? intent.last_payment_error?.message ?? 'Your card was declined.' };
}

/** The library's answer, or its error (after its retries) as the shop's: a PaymentProviderError naming Stripe's reason. */
async function askStripe<T>(call: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw refusal(call, error);
  }
}

function refusal(call: string, error: unknown): Error {
  // Stripe refuses a reused key with other parameters; the shop treats it as the demo does.
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new ConflictError('This idempotency key was used for another payment.', { reason: 'idempotency_key_reused' });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) return new PaymentProviderError(`Stripe could not be reached (${call}): ${error.message}`);
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? null;
    return new PaymentProviderError(`Stripe refused ${call}${status === null ? '' : ` (${status})`}: ${error.message}`, status, error.code ?? error.rawType ?? null);
  }
  return new PaymentProviderError(`Stripe could not be asked (${call}): ${error instanceof Error ? error.message : 'unknown error'}`);
}

function snapshotOf(intent: StripeIntent): PaymentIntentSnapshot {
  const status = statusOf(intent);
  return {
    intentId: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    orderId: intent.metadata?.orderId ?? null,
    ...cardOf(intent),
    failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? null) : null,
    instalments: instalmentsOf(intent.metadata?.instalments),
    savedCard: savedCardOf(intent),
  };
}

/** The library types the answer, but it is still another system's JSON: the fields the shop keeps are checked. */
function readIntent(answer: unknown): StripeIntent {
  const intent = stripeIntent.safeParse(answer);
  if (!intent.success) throw new PaymentProviderError('Stripe answered an unexpected payment intent.');
  return intent.data;
}

/** Stripe's seven states in the shop's five. A declined attempt sends the intent back to requires_payment_method. */
export function statusOf(intent: Pick<PaymentIntentObject, 'last_payment_error'> & { status: string }): PaymentIntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'requires_payment';
    default:
      return 'requires_payment';
  }
}
