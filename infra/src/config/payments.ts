import type { Env } from './schema';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export interface PaymentSettings {
  PAYMENT_PROVIDER: 'demo' | 'stripe';
  problems: Array<{ variable: string; message: string }>;
}

/**
 * The provider is Stripe when asked for, or when its secret key is set; a half-configured Stripe
 * stops start-up instead of silently taking demo payments. Whoever knows the demo provider's
 * webhook secret can mark orders paid: production must configure it; elsewhere loadConfig
 * generates one and keeps it in DATA_DIR (never a value written in the code).
 */
export function paymentSettings(env: Env): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  const problems: PaymentSettings['problems'] = [];
  if (provider === 'stripe') {
    for (const key of STRIPE_KEYS) {
      if (!env[key]) problems.push({ variable: key, message: 'is required with the Stripe payment provider' });
    }
  }
  if (provider === 'demo' && env.NODE_ENV === 'production' && !env.DEMO_WEBHOOK_SECRET) {
    problems.push({ variable: 'DEMO_WEBHOOK_SECRET', message: 'is required in production with the demo payment provider (at least 32 characters)' });
  }
  return { PAYMENT_PROVIDER: provider, problems };
}
