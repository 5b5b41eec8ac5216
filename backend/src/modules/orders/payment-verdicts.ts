import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, DomainError, NotFoundError, type WebhookAnswer } from '@pokerfest/domain';
import {
  isConcurrencyConflict,
  isUniqueViolation,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type Position,
} from '@pokerfest/infra';
import { commandDeps, type OrdersDeps } from './deps';
import { loadOrderState, runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';
import { policyInForce } from './cancellation-policies';

// What the shop does with a provider's verdict on a payment, wherever it comes from: the signed
// webhook (Stripe's, or the demo provider's delivery of its own outcome) or the browser asking for
// 'confirmed', which is granted only after the server has asked the provider itself.
//
// A delivery is answered 2xx only when its verdict was applied (its events and its dedup row
// committed together), refused by the order's rules (then it is marked seen), or concerns no order
// of this shop. Anything else (a lost race that outlived its retries, a lock or statement timeout,
// a database error) is answered 503 and not marked seen, so the provider delivers it again (0019).

/** The answer, and where the verdict's events sit (for the paying session's read-your-own-writes). */
export interface AppliedVerdict {
  answer: WebhookAnswer;
  position?: Position;
}

export const UNKNOWN_ORDER = 'not an order of this shop';

/** The verdict was neither applied nor refused; nothing of it was kept, the provider must deliver it again. */
export class VerdictNotAppliedError extends DomainError {
  constructor(override readonly cause: unknown) {
    super('The payment outcome could not be recorded just now; nothing was changed. Please try again.', 503, 'verdict_not_applied');
  }
}

/**
 * How a verdict that threw ends. Only a decider's refusal (a `ConflictError`: "already paid",
 * "amount does not match") is final and acknowledged; a lost race is a `ConcurrentUpdateError` or
 * a `ConcurrencyError`, never a refusal, and like any other failure it is delivered again.
 */
export type VerdictFailure = 'duplicate' | 'unknown-order' | 'refused' | 'not-applied';

export function classifyVerdictFailure(error: unknown): VerdictFailure {
  // a twin delivery with the same event id committed first: it did the work
  if (isUniqueViolation(error, 'payment_webhook_events')) return 'duplicate';
  if (isConcurrencyConflict(error)) return 'not-applied';
  // the payment decider's answer for an order whose stream does not exist
  if (error instanceof NotFoundError) return 'unknown-order';
  if (error instanceof ConflictError) return 'refused';
  return 'not-applied';
}

/** What recording a verdict needs: the order commands' dependencies and the provider's name. */
export type VerdictDeps = Pick<OrdersDeps, 'db' | 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'> & { payments: Pick<PaymentProvider, 'name'> };

async function markSeen(deps: VerdictDeps, eventId: string): Promise<void> {
  await deps.db
    .insertInto('payment_webhook_events')
    .values({ event_id: eventId, provider: deps.payments.name })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

export async function applyPaymentVerdict(deps: VerdictDeps, event: PaymentWebhookEvent, log: Pick<FastifyBaseLogger, 'warn'>): Promise<AppliedVerdict> {
  if (event.type === 'ignored' || !event.orderId) return { answer: { received: true, ignored: 'not a payment outcome of this shop' } };
  const seen = await deps.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', event.eventId).executeTakeFirst();
  if (seen) return { answer: { received: true, duplicate: true } };
  const now = deps.now();
  const command =
    event.type === 'payment.succeeded'
      ? {
          type: 'RecordPaymentSucceeded' as const,
          intentId: event.intentId,
          amountCents: event.amountCents,
          currency: event.currency,
          cardLast4: event.cardLast4,
          cardBrand: event.cardBrand,
          now,
          terms: await policyInForce(deps.db),
          savedCard: event.savedCard,
          instalments: event.instalments,
        }
      : { type: 'RecordPaymentFailed' as const, intentId: event.intentId, reason: event.failureMessage, cardLast4: event.cardLast4, now, instalments: event.instalments };
  const about = { eventId: event.eventId, type: event.type, orderId: event.orderId, intentId: event.intentId, provider: deps.payments.name };
  try {
    const result = await runOrderCommand(commandDeps(deps), event.orderId, command, {
      actorId: null,
      correlationId: event.eventId,
      // the dedup row commits with the events it caused, or not at all
      alsoWrite: (trx) => trx.insertInto('payment_webhook_events').values({ event_id: event.eventId, provider: deps.payments.name }).execute().then(() => undefined),
    });
    // nothing to write (the same success again, a failure on an order no longer pending): decided, so seen
    if (result.events.length === 0) await markSeen(deps, event.eventId);
    return { answer: { received: true }, position: result.position };
  } catch (error) {
    switch (classifyVerdictFailure(error)) {
      case 'duplicate':
        return { answer: { received: true, duplicate: true } };
      case 'unknown-order':
        // retrying cannot help: acknowledged so the provider stops, and logged for a look
        log.warn(about, 'payment event for an order this shop does not know: ignored');
        return { answer: { received: true, ignored: UNKNOWN_ORDER } };
      case 'refused':
        // the order's state refuses it (a failure after a success): acknowledged, so the provider stops retrying
        await markSeen(deps, event.eventId).catch((failure: unknown) => {
          log.warn({ ...about, err: failure }, 'refused payment event not marked seen; answered 503 so that the provider delivers it again');
          throw new VerdictNotAppliedError(failure);
        });
        return { answer: { received: true, ignored: (error as Error).message } };
      case 'not-applied':
        log.warn({ ...about, err: error }, 'payment event not applied; answered 503 so that the provider delivers it again');
        throw new VerdictNotAppliedError(error);
    }
  }
}

/**
 * 'confirmed' on request: already confirmed is fine; otherwise the server asks the provider about
 * the order's intents and records a verified success (which confirms), else the decider answers 409.
 */
export async function confirmPaidOrder(deps: OrdersDeps, orderId: string, context: OrderCommandContext): Promise<OrderCommandResult> {
  const state = await loadOrderState(deps.store, orderId);
  const now = deps.now();
  const terms = await policyInForce(deps.db);
  // unpaid: any of its intents; a change waiting for its difference: that change's intent
  const pendingChangeIntent = state?.pendingChange?.intentId;
  const candidates = state?.status === 'pending' && !state.payment.paidIntentId ? [...state.payment.intentIds].reverse() : pendingChangeIntent ? [pendingChangeIntent] : [];
  for (const intentId of candidates) {
    const intent = await deps.payments.retrieveIntent(intentId);
    if (intent.status !== 'succeeded' || intent.orderId !== orderId) continue;
    const { amountCents, currency, cardLast4 = null, cardBrand = null, instalments = null, savedCard = null } = intent;
    return runOrderCommand(commandDeps(deps), orderId, { type: 'RecordPaymentSucceeded', intentId, amountCents, currency, cardLast4, cardBrand, now, terms, instalments, savedCard }, context);
  }
  return runOrderCommand(commandDeps(deps), orderId, { type: 'ConfirmOrder', now, terms }, context);
}
