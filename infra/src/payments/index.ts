import type { Config } from '../config';
import { ConfigError } from '../config';
import type { Db } from '../db';
import { DemoPaymentProvider } from './demo';
import type Stripe from 'stripe';
import { StripePaymentProvider } from './stripe';

export * from './port';
export { lostRefunds, paymentIntegrity, PAYMENT_REFUND_TIMER_KIND, PAYMENT_REPAIR_KINDS, type LostRefund, type PaymentIntegrity } from './repairs';
export { WebhookSignatureError, PaymentProviderError, type WebhookSignatureProblem } from './errors';
export { signedWebhookHeader } from './webhook-event';
export { DEMO_WEBHOOK_DELIVERY_TIMER_KIND, deliveryBody as demoDeliveryBody } from './demo-deliveries';
export { DemoPaymentProvider, type DemoConfirmation, type DemoConfirmOutcome, type DemoWebhookDelivery } from './demo';
export { DEMO_TEST_CARDS, DEMO_FAILURE_MESSAGES, demoCardBrand, demoCardOutcome, type DemoCardOutcome } from './demo-cards';
export { StripePaymentProvider, STRIPE_API_VERSION, type StripePaymentProviderOptions } from './stripe';

/** Narrow on `name` to reach the demo's confirmCard. */
export type ConfiguredPaymentProvider = DemoPaymentProvider | StripePaymentProvider;

export type PaymentConfig = Pick<
  Config,
  | 'PAYMENT_PROVIDER'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_MAX_NETWORK_RETRIES'
  | 'DEMO_WEBHOOK_SECRET'
  | 'WEBHOOK_TOLERANCE_SECONDS'
  | 'DEMO_WEBHOOK_REDELIVERY_MS'
>;

export interface PaymentProviderDeps {
  /** Stripe's transport; tests answer in-process. */
  httpClient?: Stripe.HttpClient;
  now?: () => Date;
}

/** The provider the configuration names; loadConfig has already refused a half-configured Stripe. */
export function createPaymentProvider(config: PaymentConfig, db: Db, deps: PaymentProviderDeps = {}): ConfiguredPaymentProvider {
  const now = deps.now ?? (() => new Date());
  const toleranceSeconds = config.WEBHOOK_TOLERANCE_SECONDS;
  if (config.PAYMENT_PROVIDER === 'demo') {
    const webhookSecret = config.DEMO_WEBHOOK_SECRET;
    if (!webhookSecret) throw new ConfigError([{ variable: 'DEMO_WEBHOOK_SECRET', message: 'is required with the demo payment provider' }]);
    return new DemoPaymentProvider({ db, webhookSecret, toleranceSeconds, now, redeliveryAfterMs: config.DEMO_WEBHOOK_REDELIVERY_MS });
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = Object.entries({ STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret })
      .filter(([, value]) => !value)
      .map(([variable]) => ({ variable, message: 'is required with the Stripe payment provider' }));
    throw new ConfigError(missing);
  }
  const maxNetworkRetries = config.STRIPE_MAX_NETWORK_RETRIES;
  return new StripePaymentProvider({ secretKey, publishableKey, webhookSecret, toleranceSeconds, now, maxNetworkRetries, httpClient: deps.httpClient });
}
