import { ConflictError, NotFoundError, ValidationError, demoCardSchema, type DemoCardInput } from '@pokerfest/domain';
import type { Db, Executor } from '../db';
import { writeDueRow, type TimerRequest } from '../queue/timers';
import { DEMO_FAILURE_MESSAGES, DEMO_TEST_CARDS, demoCardOutcome } from './demo-cards';
import { acknowledgeDelivery, deliveryTimer } from './demo-deliveries';
import { DEMO_CUSTOMER, demoWebhookBody } from './demo-event';
import {
  findIntent,
  insertOrFindIntent,
  lockIntent,
  newDemoId,
  recentIntents,
  recordOutcome,
  snapshotOf,
  type DemoIntentRow,
} from './demo-intents';
import { refundLocked } from './demo-refunds';
import type { CreateIntentInput, CreatedIntent, PaymentFailedEvent, PaymentIntentSnapshot, PaymentProvider, PaymentSucceededEvent, PaymentWebhookEvent, Refund, SavedCardChargeInput } from './port';
import { checkRefundRequest } from './refund-request';
import { readSignedWebhookEvent, signedWebhookHeader, type WebhookTrust } from './webhook-event';

/** The webhook secret signs the demo's deliveries and verifies them when they come back to the webhook handler. */
export interface DemoPaymentProviderOptions extends WebhookTrust {
  db: Db;
  /** A delivery the shop has not acknowledged is made again after this long (DEMO_WEBHOOK_REDELIVERY_MS). */
  redeliveryAfterMs?: number;
}

const DEFAULT_REDELIVERY_AFTER_MS = 10_000;

export interface DemoConfirmation {
  clientSecret: string;
  /** As the checkout form sent it, already checked by demoCardSchema (checked again here). */
  card: DemoCardInput;
  now: Date;
}

export interface DemoConfirmOutcome {
  status: 'succeeded' | 'failed';
  intentId: string;
  orderId: string;
  cardLast4: string;
  /** 'visa', 'mastercard', … (null for a number of no known brand); kept, so an outcome answered again names it too. */
  cardBrand: string | null;
  failureMessage: string | null;
}

/** A signed delivery to hand to the same webhook handler a real provider's delivery goes through. */
export interface DemoWebhookDelivery {
  rawBody: string;
  signature: string;
}

/**
 * The offline provider: Stripe's test cards without a network. Intents live in Postgres; a
 * confirmation decides the outcome by card number and answers the webhook delivery it causes.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  readonly publishableKey = null;
  readonly signatureHeaderName = 'demo-signature' as const;

  constructor(private readonly options: DemoPaymentProviderOptions) {}

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    checkIntentInput(input);
    const row = await insertOrFindIntent(this.options.db, input, this.options.now());
    if (row.order_id !== input.orderId || Number(row.amount_cents) !== input.amountCents || row.currency !== input.currency.toUpperCase()) {
      throw new ConflictError('This idempotency key was used for another payment.', { reason: 'idempotency_key_reused' });
    }
    const snapshot = snapshotOf(row);
    return { intentId: row.id, clientSecret: row.client_secret, status: snapshot.status, amountCents: snapshot.amountCents, currency: row.currency };
  }

  async retrieveIntent(intentId: string): Promise<PaymentIntentSnapshot> {
    const row = await findIntent(this.options.db, intentId);
    if (!row) throw new NotFoundError('Payment not found');
    return snapshotOf(row);
  }

  /** Under the intent's lock, so a confirmation either came first (and is answered) or is refused as canceled. */
  async cancelIntent(intentId: string): Promise<PaymentIntentSnapshot> {
    const row = await this.options.db.transaction().execute(async (trx) => {
      const found = await lockIntent(trx, { id: intentId });
      if (!found) throw new NotFoundError('Payment not found');
      if (found.status !== 'requires_payment' && found.status !== 'failed') return found;
      return trx.updateTable('demo_payment_intents').set({ status: 'canceled', updated_at: this.options.now() }).where('id', '=', intentId).returningAll().executeTakeFirstOrThrow();
    });
    return snapshotOf(row);
  }

  async listRecentIntents(since: Date, limit: number): Promise<PaymentIntentSnapshot[]> {
    return (await recentIntents(this.options.db, since, limit)).map(snapshotOf);
  }

  /** Several refunds per intent, in parts; each key makes one (see the port). */
  async refund(intentId: string, idempotencyKey: string, amountCents?: number): Promise<Refund> {
    checkRefundRequest(idempotencyKey, amountCents);
    return this.options.db.transaction().execute((trx) => refundLocked(trx, { intentId, idempotencyKey, amountCents }, this.options.now()));
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentWebhookEvent {
    return readSignedWebhookEvent(rawBody, signatureHeader, this.options);
  }

  /**
   * Pays an intent with a test card. A succeeded intent keeps its outcome (and its event, delivered
   * again); a failed one may be tried with another card. Only the last four digits and the brand are kept.
   */
  async confirmCard({ clientSecret, card, now }: DemoConfirmation): Promise<{ outcome: DemoConfirmOutcome; webhook: DemoWebhookDelivery; redelivery: TimerRequest }> {
    const checked = checkCard(card);
    const redeliveryAfterMs = this.options.redeliveryAfterMs ?? DEFAULT_REDELIVERY_AFTER_MS;
    const { intent, body, redelivery } = await this.options.db.transaction().execute(async (trx) => {
      const confirmed = await confirmLocked(trx, clientSecret, checked, now);
      // the outcome and its delivery commit together (a succeeded intent answered again already has its row)
      const rawBody = demoWebhookBody(confirmed);
      const timer = deliveryTimer(confirmed.last_event_id, rawBody, now, redeliveryAfterMs);
      await writeDueRow(trx, timer);
      return { intent: confirmed, body: rawBody, redelivery: timer };
    });
    return { outcome: outcomeOf(intent), webhook: this.signedDelivery(body, now), redelivery };
  }

  /**
   * Charges a card saved at an earlier payment (the plan's automatic charge), as Stripe's off-session
   * charge: the test card that declines later (DEMO_TEST_CARDS.declinesLater) is declined, any other
   * succeeds. The outcome and its delivery commit together; the same key answers the same charge.
   */
  async chargeSavedCard(input: SavedCardChargeInput): Promise<PaymentSucceededEvent | PaymentFailedEvent> {
    checkIntentInput(input);
    const now = this.options.now();
    const redeliveryAfterMs = this.options.redeliveryAfterMs ?? DEFAULT_REDELIVERY_AFTER_MS;
    const body = await this.options.db.transaction().execute(async (trx) => {
      // the reference as the verdict named it: the demo's one customer, then the card
      const cardId = input.savedCard.startsWith(`${DEMO_CUSTOMER}/`) ? input.savedCard.slice(DEMO_CUSTOMER.length + 1) : input.savedCard;
      const card = await trx.selectFrom('demo_saved_cards').selectAll().where('id', '=', cardId).executeTakeFirst();
      if (!card) throw new NotFoundError('The saved card is not known');
      const created = await insertOrFindIntent(trx, { ...input, savedCard: cardId }, now);
      if (created.order_id !== input.orderId || Number(created.amount_cents) !== input.amountCents || created.saved_card !== cardId) {
        throw new ConflictError('This idempotency key was used for another payment.', { reason: 'idempotency_key_reused' });
      }
      const row = (await lockIntent(trx, { id: created.id }))!;
      if (row.status === 'succeeded' || row.status === 'failed') return demoWebhookBody(confirmed(row));
      const declined = card.declines_off_session;
      const outcome = { status: declined ? ('failed' as const) : ('succeeded' as const), cardLast4: card.card_last4, cardBrand: card.card_brand, failureMessage: declined ? DEMO_FAILURE_MESSAGES.declined : null, eventId: newDemoId('evt') };
      const charged = confirmed(await recordOutcome(trx, row.id, outcome, now));
      const rawBody = demoWebhookBody(charged);
      await writeDueRow(trx, deliveryTimer(charged.last_event_id, rawBody, now, redeliveryAfterMs));
      return rawBody;
    });
    const event = this.parseWebhook(body, signedWebhookHeader(body, this.options.webhookSecret, now));
    if (event.type === 'ignored') throw new Error('The demo charge answered no payment outcome');
    return event;
  }

  /** A delivery's body signed now, as each of Stripe's attempts is. */
  signedDelivery(rawBody: string, now: Date): DemoWebhookDelivery {
    return { rawBody, signature: signedWebhookHeader(rawBody, this.options.webhookSecret, now) };
  }

  /** The shop took the delivery (2xx): it is not made again. */
  async acknowledgeDelivery(eventId: string, now: Date): Promise<void> {
    await acknowledgeDelivery(this.options.db, eventId, now);
  }
}

type ConfirmedRow = DemoIntentRow & { status: 'succeeded' | 'failed'; last_event_id: string; card_last4: string };

async function confirmLocked(trx: Executor, clientSecret: string, card: DemoCardInput, now: Date): Promise<ConfirmedRow> {
  const row = await lockIntent(trx, { clientSecret });
  if (!row) throw new NotFoundError('Payment not found');
  if (row.status === 'succeeded') return confirmed(row);
  if (row.status === 'canceled') throw new ConflictError('This payment was canceled.', { reason: 'payment_canceled' });
  const decided = demoCardOutcome(card, now);
  const failureMessage = decided.status === 'failed' ? decided.failureMessage : null;
  const savedCard = row.save_card && decided.status === 'succeeded' ? await saveCard(trx, card, decided.cardLast4, decided.cardBrand, now) : undefined;
  return confirmed(await recordOutcome(trx, row.id, { ...decided, failureMessage, eventId: newDemoId('evt'), savedCard }, now));
}

/** Kept as Stripe keeps a saved card: a reference, the last four digits, the brand; and whether the test card declines later. */
async function saveCard(trx: Executor, card: DemoCardInput, cardLast4: string, cardBrand: string | null, now: Date): Promise<string> {
  const id = newDemoId('pm');
  const declinesOffSession = card.cardNumber.replace(/\D/g, '') === DEMO_TEST_CARDS.declinesLater;
  await trx.insertInto('demo_saved_cards').values({ id, card_last4: cardLast4, card_brand: cardBrand, declines_off_session: declinesOffSession, created_at: now }).execute();
  return id;
}

function confirmed(row: DemoIntentRow): ConfirmedRow {
  const { status, last_event_id, card_last4 } = row;
  if ((status === 'succeeded' || status === 'failed') && last_event_id && card_last4) return { ...row, status, last_event_id, card_last4 };
  throw new Error(`Demo payment intent ${row.id} has an outcome without its card or event`);
}

function outcomeOf(intent: ConfirmedRow): DemoConfirmOutcome {
  return {
    status: intent.status,
    intentId: intent.id,
    orderId: intent.order_id,
    cardLast4: intent.card_last4,
    cardBrand: intent.card_brand,
    failureMessage: intent.failure_message,
  };
}

/** The route validates first; checked again so a caller that did not can never store a bad number. */
function checkCard({ cardNumber, expiry, cvc, nameOnCard }: DemoCardInput): DemoCardInput {
  const parsed = demoCardSchema.safeParse({ cardNumber, expiry, cvc, nameOnCard });
  if (parsed.success) return parsed.data;
  // Messages only: an issue's input would carry the card number into logs and answers.
  throw new ValidationError('The card details are invalid.', parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

function checkIntentInput(input: CreateIntentInput): void {
  const problems: string[] = [];
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) problems.push('amountCents must be a positive whole number of cents');
  if (!/^[A-Za-z]{3}$/.test(input.currency)) problems.push('currency must be a three-letter code');
  if (input.orderId.trim() === '') problems.push('orderId is required');
  if (input.idempotencyKey.trim() === '' || input.idempotencyKey.length > 255) problems.push('idempotencyKey must be 1-255 characters');
  if (problems.length > 0) throw new ValidationError('The payment intent is invalid.', problems);
}
