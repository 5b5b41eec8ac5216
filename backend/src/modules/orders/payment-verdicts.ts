import { ConflictError } from '@pokerfest/domain';
import { isUniqueViolation, loadOrderState, runOrderCommand, type OrderCommandContext, type Position, type OrderCommandResult, type PaymentWebhookEvent } from '@pokerfest/infra';
import { commandDeps, type OrdersDeps } from './deps';

// What the shop does with a provider's verdict on a payment, wherever it comes from: the signed
// webhook (Stripe's, or the demo provider's delivery of its own outcome) or the browser asking for
// 'confirmed', which is granted only after the server has asked the provider itself.

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: string;
}

/** The answer, and where the verdict's events sit (for the paying session's read-your-own-writes). */
export interface AppliedVerdict {
  answer: WebhookAnswer;
  position?: Position;
}

async function markSeen(deps: OrdersDeps, eventId: string): Promise<void> {
  await deps.db
    .insertInto('payment_webhook_events')
    .values({ event_id: eventId, provider: deps.payments.name })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

function isDuplicateDelivery(error: unknown): boolean {
  return isUniqueViolation(error, 'payment_webhook_events');
}

export async function applyPaymentVerdict(deps: OrdersDeps, event: PaymentWebhookEvent): Promise<AppliedVerdict> {
  if (event.type === 'ignored' || !event.orderId) return { answer: { received: true, ignored: 'not a payment outcome of this shop' } };
  const seen = await deps.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', event.eventId).executeTakeFirst();
  if (seen) return { answer: { received: true, duplicate: true } };
  const now = deps.now();
  const command =
    event.type === 'payment.succeeded'
      ? { type: 'RecordPaymentSucceeded' as const, intentId: event.intentId, amountCents: event.amountCents, currency: event.currency, cardLast4: event.cardLast4, now }
      : { type: 'RecordPaymentFailed' as const, intentId: event.intentId, reason: event.failureMessage, cardLast4: event.cardLast4, now };
  try {
    const result = await runOrderCommand(commandDeps(deps), event.orderId, command, {
      actorId: null,
      correlationId: event.eventId,
      alsoWrite: (trx) => trx.insertInto('payment_webhook_events').values({ event_id: event.eventId, provider: deps.payments.name }).execute().then(() => undefined),
    });
    await markSeen(deps, event.eventId);
    return { answer: { received: true }, position: result.position };
  } catch (error) {
    // a twin delivery committed between our check and our write: it did the work
    if (isDuplicateDelivery(error)) return { answer: { received: true, duplicate: true } };
    // the order's state refuses it (a failure after a success): acknowledged, so the provider stops retrying
    if (!(error instanceof ConflictError)) throw error;
    await markSeen(deps, event.eventId);
    return { answer: { received: true, ignored: error.message } };
  }
}

/**
 * 'confirmed' on request: already confirmed is fine; otherwise the server asks the provider about
 * the order's intents and records a verified success (which confirms), else the decider answers 409.
 */
export async function confirmPaidOrder(deps: OrdersDeps, orderId: string, context: OrderCommandContext): Promise<OrderCommandResult> {
  const state = await loadOrderState(deps.store, orderId);
  const now = deps.now();
  if (state?.status === 'pending' && !state.payment.paidIntentId) {
    for (const intentId of [...state.payment.intentIds].reverse()) {
      const intent = await deps.payments.retrieveIntent(intentId);
      if (intent.status !== 'succeeded' || intent.orderId !== orderId) continue;
      const { amountCents, currency, cardLast4 = null } = intent;
      return runOrderCommand(commandDeps(deps), orderId, { type: 'RecordPaymentSucceeded', intentId, amountCents, currency, cardLast4, now }, context);
    }
  }
  return runOrderCommand(commandDeps(deps), orderId, { type: 'ConfirmOrder', now }, context);
}
