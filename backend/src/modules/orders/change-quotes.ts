import { randomUUID } from 'node:crypto';
import {
  changeQuoteView,
  ConflictError,
  DomainError,
  isOrderId,
  NotFoundError,
  quoteChange,
  type ChangeQuoteView,
  type ChangeRequest,
  type OrderState,
  type StoredQuote,
} from '@pokerfest/domain';
import type { UserRow } from '../identity';
import { changeCatalogue } from './change-catalogue';
import { policyInForce } from './cancellation-policies';
import { commandDeps, type OrdersDeps } from './deps';
import { loadOrderState, runOrderCommand, type OrderCommandContext, type OrderCommandResult } from './order-commands';

// A booking's owner (or an admin) asks what a change or cancellation would cost, then confirms that
// very quote. The quote is priced by the domain (quoteChange) and kept, so the confirmation applies
// what was shown; the order stream's revision proves nothing happened to the order in between.

export type ChangeCaller = Pick<UserRow, 'id' | 'role'>;

/** The order, if the caller may change it; anyone else gets the 404 of no order at all. */
async function changeableOrder(deps: OrdersDeps, orderId: string, caller: ChangeCaller): Promise<OrderState> {
  const state = isOrderId(orderId) ? await loadOrderState(deps.store, orderId) : null;
  if (!state || (state.userId !== caller.id && caller.role !== 'admin')) throw new NotFoundError('Order not found');
  return state;
}

export async function quoteFor(deps: OrdersDeps, orderId: string, request: ChangeRequest, caller: ChangeCaller): Promise<ChangeQuoteView> {
  const state = await changeableOrder(deps, orderId, caller);
  const now = deps.now();
  const [catalogue, terms] = await Promise.all([changeCatalogue(deps.db, state, request), policyInForce(deps.db)]);
  const quote = quoteChange({ state, request, catalogue, policyInForce: terms.policy, actor: { userId: caller.id, role: caller.role }, quoteId: randomUUID(), now });
  const stored: StoredQuote = { ...quote, expiresAt: new Date(now.getTime() + deps.config.CHANGE_QUOTE_TTL_MS).toISOString() };
  await deps.db
    .insertInto('order_change_quotes')
    .values({ id: stored.quoteId, order_id: orderId, requested_by: caller.id, request: JSON.stringify(request), quote: JSON.stringify(stored), expires_at: new Date(stored.expiresAt) })
    .execute();
  return changeQuoteView(orderId, stored);
}

const STALE = new Set(['quote_expired', 'quote_stale']);

function staleReason(error: unknown): string | null {
  if (!(error instanceof ConflictError)) return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && STALE.has(reason) ? reason : null;
}

/**
 * Applies the quote once (the same quote confirmed again changes nothing). A quote that expired, or
 * whose order moved on, is refused with a fresh quote for the same request, or with the reason the
 * request can no longer be quoted (sold out, the festival started, the order cancelled).
 */
export async function confirmChange(deps: OrdersDeps, orderId: string, quoteId: string, caller: ChangeCaller, context: OrderCommandContext): Promise<OrderCommandResult> {
  const state = await changeableOrder(deps, orderId, caller);
  const row = await deps.db.selectFrom('order_change_quotes').select(['quote', 'request']).where('id', '=', quoteId).where('order_id', '=', orderId).executeTakeFirst();
  if (!row) throw new NotFoundError('Quote not found');
  // our own rows, written above from the domain's types
  const quote = row.quote as StoredQuote;
  const reason = state.userId !== caller.id ? 'Cancelled by an admin' : undefined;
  try {
    return await runOrderCommand(commandDeps(deps), orderId, { type: 'ApplyChange', quote, confirmedBy: { userId: caller.id, role: caller.role }, now: deps.now(), holdMs: deps.config.CHANGE_HOLD_MS, ...(reason ? { reason } : {}) }, context);
  } catch (error) {
    const stale = staleReason(error);
    if (!stale || !(error instanceof DomainError)) throw error;
    const fresh = await quoteFor(deps, orderId, row.request as ChangeRequest, caller);
    throw new ConflictError(error.message, { reason: stale, quote: fresh });
  }
}

/** Quotes are kept a day: long past any confirmation, short enough to leave no pile. */
export async function forgetOldQuotes(deps: Pick<OrdersDeps, 'db'>, now: Date): Promise<void> {
  await deps.db.deleteFrom('order_change_quotes').where('created_at', '<', new Date(now.getTime() - 24 * 3600_000)).execute();
}
