import { PaymentProviderError } from './errors';

/**
 * Checked before any provider is asked, so both adapters refuse a bad refund the same way and a
 * caller's mistake never reaches Stripe as a request it would answer in its own words.
 */
export function checkRefundRequest(idempotencyKey: string, amountCents: number | undefined): void {
  if (idempotencyKey.trim() === '' || idempotencyKey.length > 255) {
    throw new PaymentProviderError('A refund needs an idempotency key of 1-255 characters.', 400, 'idempotency_key_invalid');
  }
  if (amountCents !== undefined && (!Number.isSafeInteger(amountCents) || amountCents <= 0)) {
    throw new PaymentProviderError('A refund amount must be a whole number of cents above 0.', 400, 'refund_amount_invalid');
  }
}
