// The payment provider port: what the order and payment routes need from a card processor,
// whichever one is configured. Amounts are integer cents, currencies upper-case ISO codes.

export type PaymentProviderName = 'demo' | 'stripe';

export type PaymentIntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface CreateIntentInput {
  orderId: string;
  /** The server's price of the order, never a figure the browser sent. */
  amountCents: number;
  currency: string;
  /** The same key answers the same intent, so a retried request never charges twice. */
  idempotencyKey: string;
  customerEmail?: string | null;
  /**
   * Save the card it is paid with for later charges without the player (a payment plan's automatic
   * charges, the player consenting): Stripe's setup_future_usage 'off_session', with strong customer
   * authentication at this payment.
   */
  saveCard?: boolean;
}

/** A later charge of a card saved at an earlier payment, made without the player (off-session). */
export interface SavedCardChargeInput {
  orderId: string;
  amountCents: number;
  currency: string;
  /** The saved card's reference, as a verdict named it (`savedCard`). */
  savedCard: string;
  /** The same key answers the same charge: a retried step never charges twice. */
  idempotencyKey: string;
  /** The plan's payments it pays: in the intent's metadata, so its verdict says so wherever it arrives. */
  instalments: number[];
}

export interface CreatedIntent {
  intentId: string;
  /** Handed to the browser, which confirms the payment with it. */
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
}

export interface PaymentIntentSnapshot {
  intentId: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** From the intent's metadata; null for an intent this shop did not create. */
  orderId: string | null;
  cardLast4?: string | null;
  /** 'visa', 'mastercard', … as the provider names the card's brand. */
  cardBrand?: string | null;
  failureMessage?: string | null;
  /** The plan's payments its metadata names (an automatic charge), as a verdict carries them. */
  instalments?: number[] | null;
  /** The card it saved for later charges (consented), as a verdict names it. */
  savedCard?: string | null;
}

export interface Refund {
  refundId: string;
  /** What this refund gave back, in cents: the amount asked for, or the rest when none was named. */
  amountCents: number;
}

interface PaymentOutcomeEvent {
  /** The provider's event id: deliveries are deduplicated by it. */
  eventId: string;
  intentId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  cardLast4: string | null;
  /** 'visa', 'mastercard', … when the delivery names the card. */
  cardBrand: string | null;
  /** The card this payment saved for later charges (the intent asked to save it); null otherwise. */
  savedCard: string | null;
  /** The plan's payments its metadata says it pays (an automatic charge); null when it names none. */
  instalments: number[] | null;
}

export interface PaymentSucceededEvent extends PaymentOutcomeEvent {
  type: 'payment.succeeded';
  failureMessage: null;
}

export interface PaymentFailedEvent extends PaymentOutcomeEvent {
  type: 'payment.failed';
  /** The decline reason in words, fit to show the customer. */
  failureMessage: string;
}

/** Any other delivery (refunds, disputes, intents without an order id): acknowledged, not acted on. */
export interface IgnoredWebhookEvent {
  eventId: string;
  type: 'ignored';
  intentId: string | null;
  orderId: string | null;
  amountCents: number | null;
  currency: string | null;
  cardLast4: null;
  cardBrand: null;
  savedCard: null;
  instalments: null;
  failureMessage: null;
}

/** A verified provider delivery, in the shop's words. */
export type PaymentWebhookEvent = PaymentSucceededEvent | PaymentFailedEvent | IgnoredWebhookEvent;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For the browser's checkout; null when the checkout needs none (demo). */
  readonly publishableKey: string | null;
  /** Lower-case name of the header that carries the webhook signature. */
  readonly signatureHeaderName: 'stripe-signature' | 'demo-signature';
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieveIntent(intentId: string): Promise<PaymentIntentSnapshot>;
  /**
   * Stops an unpaid intent from being paid: an order's hold ends with it, so a card confirmed a
   * moment later is refused by the provider instead of charged for a booking that expired. Answers
   * the intent afterwards: `canceled`, or `succeeded` (or `processing`) when the payment came first.
   */
  cancelIntent(intentId: string): Promise<PaymentIntentSnapshot>;
  /**
   * The shop's intents created (for the demo: changed) since `since`, oldest first, at most `limit`:
   * what the reconciliation compares with the orders' verdicts.
   */
  listRecentIntents(since: Date, limit: number): Promise<PaymentIntentSnapshot[]>;
  /**
   * Gives back part or all of a succeeded payment; an intent may be refunded several times, in parts.
   * - `amountCents` omitted: whatever is left of the intent after the refunds already made.
   * - The same idempotency key always answers the same refund, never a second one, so a retry is
   *   safe. Reusing a key with another amount is refused as a conflict (409 `idempotency_key_reused`).
   * - Different keys are different refunds.
   * - The refunds of an intent never add up to more than it captured. The provider refuses a refund
   *   beyond what is left (also a full one when nothing is left), an amount that is not a whole
   *   number of cents above 0, and an unpaid intent, with a PaymentProviderError whose
   *   providerStatus is 400 and whose providerCode says why: `refund_exceeds_payment`,
   *   `refund_amount_invalid`, `payment_not_succeeded` (Stripe names its own, e.g.
   *   `amount_too_large`, `charge_already_refunded`).
   */
  refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<Refund>;
  /** Verifies the signature over the raw bytes, then normalises the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentWebhookEvent;
  /**
   * Charges a saved card now, off-session. Answers the outcome as the verdict its delivery will
   * bring (the same event id for the demo; Stripe's delivery comes with its own), which the shop
   * records like a delivery. A decline is an answer (`payment.failed`), not an error.
   */
  chargeSavedCard(input: SavedCardChargeInput): Promise<PaymentSucceededEvent | PaymentFailedEvent>;
}

/**
 * What the background work asks of the provider: refunds, stopping the payment of a hold that ends,
 * the reconciliation's list, and (the demo provider only) its unacknowledged deliveries signed again.
 */
export type BackgroundPayments = Pick<PaymentProvider, 'name' | 'refund' | 'cancelIntent' | 'listRecentIntents' | 'parseWebhook'> & Partial<Pick<PaymentProvider, 'chargeSavedCard'>> & {
  signedDelivery?(rawBody: string, now: Date): { rawBody: string; signature: string };
};
