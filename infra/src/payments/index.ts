import type { Config } from '../config';
import { ConfigError } from '../config';
import type { Db } from '../db';
import { DemoPaymentProvider } from './demo';
import { StripePaymentProvider } from './stripe';
import type { FetchFunction } from './stripe-api';

export * from './port';
export { WebhookSignatureError, PaymentProviderError, type WebhookSignatureProblem } from './errors';
export { sign, verifySignature, DEFAULT_WEBHOOK_TOLERANCE_SECONDS, type WebhookVerification } from './webhook-signature';
export { DemoPaymentProvider, type DemoConfirmation, type DemoConfirmOutcome, type DemoWebhookDelivery } from './demo';
export { DEMO_TEST_CARDS, DEMO_FAILURE_MESSAGES, demoCardOutcome, type DemoCardOutcome } from './demo-cards';
export { StripePaymentProvider, type StripePaymentProviderOptions } from './stripe';
export type { FetchFunction } from './stripe-api';

/** Narrow on `name` to reach the demo's confirmCard. */
export type ConfiguredPaymentProvider = DemoPaymentProvider | StripePaymentProvider;

export type PaymentConfig = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'DEMO_WEBHOOK_SECRET' | 'WEBHOOK_TOLERANCE_SECONDS'
>;

export interface PaymentProviderDeps {
  fetch?: FetchFunction;
  now?: () => Date;
}

/** The provider the configuration names; loadConfig has already refused a half-configured Stripe. */
export function createPaymentProvider(config: PaymentConfig, db: Db, deps: PaymentProviderDeps = {}): ConfiguredPaymentProvider {
  const now = deps.now ?? (() => new Date());
  const toleranceSeconds = config.WEBHOOK_TOLERANCE_SECONDS;
  if (config.PAYMENT_PROVIDER === 'demo') {
    const webhookSecret = config.DEMO_WEBHOOK_SECRET;
    if (!webhookSecret) throw new ConfigError([{ variable: 'DEMO_WEBHOOK_SECRET', message: 'is required with the demo payment provider' }]);
    return new DemoPaymentProvider({ db, webhookSecret, toleranceSeconds, now });
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = Object.entries({ STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret })
      .filter(([, value]) => !value)
      .map(([variable]) => ({ variable, message: 'is required with the Stripe payment provider' }));
    throw new ConfigError(missing);
  }
  return new StripePaymentProvider({ secretKey, publishableKey, webhookSecret, toleranceSeconds, now, fetch: deps.fetch });
}
