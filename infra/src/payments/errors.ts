import { DomainError } from '@pokerfest/domain';

export type WebhookSignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'expired';

/** A delivery that cannot be proven to come from the provider: answered 400, never acted on. */
export class WebhookSignatureError extends DomainError {
  constructor(readonly problem: WebhookSignatureProblem) {
    super(webhookSignatureMessages[problem], 400, 'webhook_signature_invalid');
  }
}

const webhookSignatureMessages: Record<WebhookSignatureProblem, string> = {
  missing: 'The webhook signature header is missing.',
  malformed: 'The webhook signature header is malformed.',
  mismatch: 'The webhook signature does not match the payload.',
  expired: 'The webhook signature timestamp is outside the tolerance.',
};

/**
 * The provider refused a call or could not be reached. A 5xx, so the API answers a generic error
 * and logs this message, which names the provider's reason but never the request's secrets.
 */
export class PaymentProviderError extends DomainError {
  constructor(
    message: string,
    readonly providerStatus: number | null = null,
    readonly providerCode: string | null = null,
  ) {
    super(message, 502, 'payment_provider_failed');
  }
}
