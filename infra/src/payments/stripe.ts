import { z } from 'zod';
import { PaymentProviderError } from './errors';
import type { CreateIntentInput, CreatedIntent, PaymentIntentSnapshot, PaymentIntentStatus, PaymentProvider, PaymentWebhookEvent, Refund } from './port';
import { callStripe, type FetchFunction, type StripeConnection } from './stripe-api';
import { cardLast4Of, paymentIntentObject, readSignedWebhookEvent, type PaymentIntentObject, type WebhookTrust } from './webhook-event';

export interface StripePaymentProviderOptions extends WebhookTrust {
  secretKey: string;
  publishableKey: string;
  fetch?: FetchFunction;
  apiBase?: string;
}

const stripeIntent = paymentIntentObject.extend({ status: z.string(), client_secret: z.string().nullish() });
const stripeRefund = z.looseObject({ id: z.string().min(1) });

type StripeIntent = z.infer<typeof stripeIntent>;

/** Stripe over its REST API: no SDK, so the whole contract with Stripe is readable in these lines. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly signatureHeaderName = 'stripe-signature' as const;
  readonly publishableKey: string;
  private readonly connection: StripeConnection;

  constructor(private readonly options: StripePaymentProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.connection = { secretKey: options.secretKey, fetch: options.fetch ?? ((url, init) => fetch(url, init)), apiBase: options.apiBase };
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const form: Record<string, string | number> = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      'payment_method_types[]': 'card',
      'metadata[orderId]': input.orderId,
    };
    if (input.customerEmail) form.receipt_email = input.customerEmail;
    const body = await callStripe(this.connection, { method: 'POST', path: '/payment_intents', form, idempotencyKey: input.idempotencyKey });
    const intent = readIntent(body);
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
    const body = await callStripe(this.connection, {
      method: 'GET',
      path: `/payment_intents/${encodeURIComponent(intentId)}`,
      query: { 'expand[]': 'latest_charge' },
    });
    const intent = readIntent(body);
    const status = statusOf(intent);
    return {
      intentId: intent.id,
      status,
      amountCents: intent.amount,
      currency: intent.currency.toUpperCase(),
      orderId: intent.metadata?.orderId ?? null,
      cardLast4: cardLast4Of(intent),
      failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? null) : null,
    };
  }

  async refund(intentId: string, idempotencyKey: string): Promise<Refund> {
    const body = await callStripe(this.connection, { method: 'POST', path: '/refunds', form: { payment_intent: intentId }, idempotencyKey });
    const refund = stripeRefund.safeParse(body);
    if (!refund.success) throw new PaymentProviderError('Stripe answered an unexpected refund.');
    return { refundId: refund.data.id };
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentWebhookEvent {
    return readSignedWebhookEvent(rawBody, signatureHeader, this.options);
  }
}

function readIntent(body: unknown): StripeIntent {
  const intent = stripeIntent.safeParse(body);
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
