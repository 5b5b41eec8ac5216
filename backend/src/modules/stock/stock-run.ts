import type { StockEvent } from '@pokerfest/domain';
import type { ReactionContext, TimerRequest, Trx } from '@pokerfest/infra';
import type { Stock } from './stock';

/**
 * The transaction a stock command runs in and what it may leave for after the commit: an order
 * command's (handed on from its reactions), a waiting-list command's, or one of stock's own
 * (`Stock.transaction`). Stock never commits: the caller's transaction decides for everything in it.
 */
export interface StockRun {
  trx: Trx;
  now: Date;
  /** What the change follows (an order and its event's place in the log, a player's join): the followers' timers are keyed by it. */
  cause: string;
  /** Writes the timer's due row in this transaction; its delayed job is enqueued once it commits. */
  schedule(timer: TimerRequest): Promise<void>;
  /** For a due row already written: only the delayed job, after the commit. */
  enqueueAfterCommit(timer: TimerRequest): void;
  /** Tells this process something once the transaction committed. */
  notifyAfterCommit(notice: () => void): void;
}

/** The run of a command's reaction: the same transaction and after-commit hooks. */
export function stockRunOf(context: ReactionContext<unknown>, cause: string): StockRun {
  const { trx, now, schedule, enqueueAfterCommit, notifyAfterCommit } = context;
  return { trx, now, cause, schedule, enqueueAfterCommit, notifyAfterCommit };
}

/** What a follower of stock's events is given: the run it happened in, and stock, to command it in turn. */
export interface StockReactionContext extends StockRun {
  stock: Stock;
}

export type StockReaction<E extends StockEvent> = (context: StockReactionContext, event: E) => Promise<void>;

/**
 * A context's reactions to stock's events, "on this event, do this", run in the transaction that
 * changed the counters, right after the change; a reaction that throws rolls everything back (an
 * offer no longer valid refuses the order that tried to take its unit). The composition root hands
 * the tables in (`createStock`): stock knows no context that follows it.
 */
export type StockReactions = { readonly [T in StockEvent['type']]?: readonly StockReaction<Extract<StockEvent, { type: T }>>[] };
