import type { PaymentIntentSnapshot, PaymentProvider } from '@pokerfest/infra';
import { policyInForce } from './cancellation-policies';
import { commandDeps, type OrdersDeps } from './deps';
import { loadOrderState, runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';

// When an order's hold (or a change's) runs out, the stock it holds goes back on sale. Before it
// does, the order's open payment is stopped at the provider (issue 27): a card charged inside the
// hold whose verdict never arrived (a process killed between the charge and the verdict) confirms
// the order instead of losing its room, and a card confirmed a moment after the expiry is refused
// by the provider rather than charged for a booking that no longer holds anything.

export type HoldExpiryDeps = Pick<OrdersDeps, 'db' | 'store' | 'queue' | 'config' | 'now' | 'orderSubscribers' | 'stock'> & {
  payments: Pick<PaymentProvider, 'cancelIntent'>;
};

/** The provider still settles the payment (Stripe's `processing`): the hold is not ended under it. */
export class PaymentStillProcessingError extends Error {
  constructor(readonly intentId: string) {
    super(`Payment ${intentId} is still processing at the provider; the hold waits for its outcome`);
  }
}

/** The unpaid order expires, unless a payment of its own succeeded in time: then that payment confirms it. */
export async function expireUnpaidOrder(deps: HoldExpiryDeps, orderId: string): Promise<OrderCommandResult | null> {
  const state = await loadOrderState(deps.store, orderId);
  if (!state) return null;
  const now = deps.now();
  const ends = state.holdExpiresAt === null ? null : Date.parse(state.holdExpiresAt);
  const open = state.status === 'pending' && !state.payment.paidIntentId && ends !== null && now.getTime() >= ends ? [...state.payment.intentIds].reverse() : [];
  const paid = await stopPayments(deps, orderId, open, ends ?? now.getTime());
  // a payment the order refuses (an amount from before a change: refunded) leaves it pending, and it expires all the same
  const recorded = paid && (await recordSucceeded(deps, orderId, paid));
  if (recorded && recorded.state.status !== 'pending') return recorded;
  return runOrderCommand(commandDeps(deps), orderId, { type: 'ExpireOrder', now }, { actorId: null });
}

/** A change waiting for its difference lapses, unless that difference was paid in time: then the change applies. */
export async function lapseUnpaidChange(deps: HoldExpiryDeps, orderId: string, quoteId: string): Promise<OrderCommandResult | null> {
  const state = await loadOrderState(deps.store, orderId);
  if (!state) return null;
  const now = deps.now();
  const pending = state.pendingChange?.quoteId === quoteId ? state.pendingChange : null;
  const ends = pending ? Date.parse(pending.holdExpiresAt) : null;
  const open = pending?.intentId && ends !== null && now.getTime() >= ends ? [pending.intentId] : [];
  const paid = await stopPayments(deps, orderId, open, ends ?? now.getTime());
  const recorded = paid && (await recordSucceeded(deps, orderId, paid));
  if (recorded && recorded.state.pendingChange?.quoteId !== quoteId) return recorded;
  return runOrderCommand(commandDeps(deps), orderId, { type: 'ExpireChange', quoteId, now }, { actorId: null });
}

/**
 * Cancels each open intent; answers the one that was paid first, if any. A provider that cannot be
 * asked (or still processing) keeps the hold: the timer tries again, for at most
 * HOLD_EXPIRY_PROVIDER_GRACE_MS past the hold's end. After that the hold ends anyway, and a success
 * that still arrives is refunded by the decider (an expired order keeps no money).
 */
async function stopPayments(deps: HoldExpiryDeps, orderId: string, intentIds: readonly string[], holdEnds: number): Promise<PaymentIntentSnapshot | null> {
  try {
    for (const intentId of intentIds) {
      const intent = await deps.payments.cancelIntent(intentId);
      if (intent.orderId !== null && intent.orderId !== orderId) continue;
      if (intent.status === 'succeeded') return intent;
      if (intent.status === 'processing') throw new PaymentStillProcessingError(intentId);
    }
    return null;
  } catch (error) {
    if (deps.now().getTime() < holdEnds + deps.config.HOLD_EXPIRY_PROVIDER_GRACE_MS) throw error;
    return null;
  }
}

/** The verdict the provider holds, recorded as its delivery would have been: the decider confirms or refunds. */
export async function recordSucceeded(
  deps: Omit<HoldExpiryDeps, 'payments'>,
  orderId: string,
  intent: PaymentIntentSnapshot,
  context: Omit<OrderCommandContext, 'actorId'> = {},
): Promise<OrderCommandResult> {
  const { intentId, amountCents, currency, cardLast4 = null, cardBrand = null, instalments = null, savedCard = null } = intent;
  // the plan's payment an automatic charge names, and a saved card: recorded as its delivery would have been
  const command = { type: 'RecordPaymentSucceeded' as const, intentId, amountCents, currency, cardLast4, cardBrand, now: deps.now(), terms: await policyInForce(deps.db), instalments, savedCard };
  return runOrderCommand(commandDeps(deps), orderId, command, { ...context, actorId: null });
}
