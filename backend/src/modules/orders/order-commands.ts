import { randomUUID } from 'node:crypto';
import { orderDecider, orderStream, type OrderCommand, type OrderEvent, type OrderState } from '@pokerfest/domain';
import { AfterCommit, handleCommand, react, type EventStore, type JobQueue, type Position, type Reactions, type Trx } from '@pokerfest/infra';

export interface OrderCommandDeps {
  store: EventStore;
  queue: JobQueue;
  now: () => Date;
  maxRetries: number;
  /**
   * What follows an order's events, table by table: ordering's own (reactions.ts) first, then those
   * of the contexts that follow orders (loyalty's), handed in by the composition root.
   */
  reactions: readonly Reactions<OrderEvent, OrderState>[];
}

export interface OrderCommandContext {
  actorId: number | null;
  correlationId?: string;
  /** More writes of the caller's that must commit with the events (an idempotency answer, a webhook id). */
  alsoWrite?: (trx: Trx, events: readonly OrderEvent[]) => Promise<void>;
}

export interface OrderCommandResult {
  state: OrderState;
  events: readonly OrderEvent[];
  position?: Position;
}

/**
 * Every order command goes through here: load the order's stream once, decide, append, and in the
 * same transaction run the reactions to the new events (their writes commit with the events, or
 * nothing does: sold out rolls the whole order back). The timers they arm are enqueued, and what
 * they tell this process (stock's units given back) told, after commit.
 *
 * Commands on one order run one at a time: each takes the order stream's lock before it reads
 * (0019), so a burst of payment verdicts, the browser's confirm and the hold's expiry queue up and
 * each decides on what the previous one wrote, instead of losing the version race. `alsoWrite`
 * runs inside that transaction and must use its `trx` only.
 */
export async function runOrderCommand(
  deps: OrderCommandDeps,
  orderId: string,
  command: OrderCommand,
  context: OrderCommandContext,
): Promise<OrderCommandResult> {
  let after = new AfterCommit();
  const now = deps.now();
  const result = await handleCommand(deps.store, {
    stream: orderStream,
    id: orderId,
    decider: orderDecider,
    command,
    context: { correlationId: context.correlationId ?? randomUUID(), actorId: context.actorId === null ? null : String(context.actorId), now },
    maxRetries: deps.maxRetries,
    serialize: true,
    alsoWrite: async (trx, appended, state) => {
      after = await react(deps.reactions, { trx, id: orderId, state, now }, appended.events);
      await context.alsoWrite?.(trx, appended.events);
    },
  });
  // the due rows are committed; the delayed jobs only make them fire on time, so the caller does not wait for them
  after.run(deps.queue, now);
  return result;
}

/** Reads an order's state from its stream (null when there is no such order). */
export async function loadOrderState(store: EventStore, orderId: string): Promise<OrderState | null> {
  const order = await store.aggregateStream(orderDecider, orderStream, orderId);
  return order.version === 0 ? null : order.state;
}
