import { randomUUID } from 'node:crypto';
import { DEFAULT_CANCELLATION_POLICY, quoteChange, type ChangeActor, type ChangeCatalogue, type ChangeQuote, type ChangeRequest, type OrderCommand } from '@pokerfest/domain';
import { commandDeps } from '../modules/orders/deps';
import { loadOrderState, runOrderCommand, type OrderCommandResult } from '../modules/orders/order-commands';
import { ORDER_SUBSCRIBERS } from '../jobs';
import type { TestApp } from './test-app';

// Booking changes driven as the change routes will drive them: the order's state, a quote priced by
// the domain's quoteChange, then ApplyChange through runOrderCommand with every context's reactions.

/** Nothing added: removals and cancellations read nothing of the catalogue. */
const NOTHING_OFFERED: ChangeCatalogue = { festivalStart: '2027-06-01', festivalEnd: '2027-06-07', room: null, tournaments: [], extras: [] };

export interface ChangeOptions {
  now: Date;
  actor: ChangeActor;
  /** The catalogue rows the request adds (extras, tournaments). */
  catalogue?: Partial<ChangeCatalogue>;
}

export function orderCommand(t: TestApp, now: Date, orderId: string, command: OrderCommand, actorId: number | null = null): Promise<OrderCommandResult> {
  const deps = commandDeps({ store: t.store, queue: t.queue, config: t.config, now: () => now, orderSubscribers: ORDER_SUBSCRIBERS });
  return runOrderCommand(deps, orderId, command, { actorId });
}

/** Quotes the change on the order as it stands and confirms the quote at once. */
export async function changeBooking(t: TestApp, orderId: string, request: ChangeRequest, options: ChangeOptions): Promise<{ quote: ChangeQuote; result: OrderCommandResult }> {
  const state = await loadOrderState(t.store, orderId);
  if (!state) throw new Error(`No order ${orderId}`);
  const catalogue = { ...NOTHING_OFFERED, ...options.catalogue };
  const quote = quoteChange({ state, request, catalogue, policyInForce: DEFAULT_CANCELLATION_POLICY, actor: options.actor, quoteId: randomUUID(), now: options.now });
  const stored = { ...quote, expiresAt: new Date(options.now.getTime() + 15 * 60_000).toISOString() };
  const result = await orderCommand(t, options.now, orderId, { type: 'ApplyChange', quote: stored, now: options.now, holdMs: t.config.ORDER_HOLD_MS }, options.actor.userId);
  return { quote, result };
}

/** The difference of a change waiting for its payment, paid (as the provider's verdict would record it). */
export async function payDifference(t: TestApp, orderId: string, now: Date): Promise<void> {
  const state = await loadOrderState(t.store, orderId);
  const due = state?.pendingChange?.dueCents;
  if (!state || due === undefined) throw new Error(`Order ${orderId} has no change waiting for its payment`);
  const intentId = `pi_change_${randomUUID()}`;
  await orderCommand(t, now, orderId, { type: 'RecordPaymentIntent', intentId, provider: 'demo', amountCents: due, currency: state.currency });
  await orderCommand(t, now, orderId, { type: 'RecordPaymentSucceeded', intentId, amountCents: due, currency: state.currency, cardLast4: '4242', now });
}
