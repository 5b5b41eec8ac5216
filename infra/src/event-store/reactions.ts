import type { DomainEvent } from '@pokerfest/domain';
import type { Trx } from '../db';
import type { JobQueue } from '../queue/port';
import { enqueueTimer, writeDueRow, type TimerRequest } from '../queue/timers';
import type { StoredEvent } from './types';

/**
 * What a command's writes leave for after its commit: the delayed jobs of the timers they armed (the
 * due rows commit with the command) and in-process notices (the API's sold-out memo hears of units
 * given back). Nothing here may change the database: it runs only once the command is durable.
 */
export class AfterCommit {
  private readonly timers: TimerRequest[] = [];
  private readonly notices: (() => void)[] = [];

  /** The timer's delayed job, once committed. */
  enqueue(timer: TimerRequest): void {
    this.timers.push(timer);
  }

  /** A notice to this process, once committed. */
  notify(notice: () => void): void {
    this.notices.push(notice);
  }

  /** After the commit: the jobs are enqueued without waiting (their due rows are the promise), then the notices run. */
  run(queue: JobQueue, now: Date): void {
    for (const timer of this.timers) void enqueueTimer(queue, timer, now).catch(() => undefined);
    for (const notice of this.notices) notice();
  }
}

/** What a reaction is given: the command's transaction, the stream's new state, and a way to arm timers. */
export interface ReactionContext<State> {
  trx: Trx;
  /** The id of the stream the events were appended to (an order id). */
  id: string;
  /** The stream's state after every event of the command: a reaction never reads the stream again. */
  state: State;
  /**
   * Every event of the command, in order (this one among them): what a reaction needs of the rest of
   * what the command decided (a cancellation's refunds, which follow it) is read here, never from the stream.
   */
  events: readonly StoredEvent[];
  now: Date;
  /** Writes the timer's due row in this transaction; its delayed job is enqueued once the command commits. */
  schedule(timer: TimerRequest): Promise<void>;
  /** For a due row the reaction already wrote or moved itself (a staged e-mail, an award brought forward): only the delayed job, after commit. */
  enqueueAfterCommit(timer: TimerRequest): void;
  /** Tells this process something once the command has committed (never a write: that belongs in the transaction). */
  notifyAfterCommit(notice: () => void): void;
}

/** Given the stored event: where it stands in the log too. */
export type Reaction<E extends DomainEvent, State> = (context: ReactionContext<State>, event: StoredEvent<E>) => Promise<void>;

/**
 * A context's reactions to one stream's events: "on this event, do this", in the order listed. A
 * table is the one place to read what follows an event in that context; a context reacts to another
 * context's events through its own table, which the composition root hands to the command runner.
 */
export type Reactions<E extends DomainEvent, State> = { readonly [T in E['type']]?: readonly Reaction<Extract<E, { type: T }>, State>[] };

/** The three after-commit hooks of a reaction context, collected into `after`. */
export function afterCommitHooks(trx: Trx, after: AfterCommit): Pick<ReactionContext<unknown>, 'schedule' | 'enqueueAfterCommit' | 'notifyAfterCommit'> {
  return {
    schedule: async (timer) => {
      await writeDueRow(trx, timer);
      after.enqueue(timer);
    },
    enqueueAfterCommit: (timer) => after.enqueue(timer),
    notifyAfterCommit: (notice) => after.notify(notice),
  };
}

/**
 * Runs every table's reactions to the appended events, event by event, in the command's transaction:
 * what they write commits (or rolls back) with the events. Answers what is left for after the commit.
 */
export async function react<E extends DomainEvent, State>(
  tables: readonly Reactions<E, State>[],
  context: Omit<ReactionContext<State>, 'schedule' | 'enqueueAfterCommit' | 'notifyAfterCommit' | 'events'>,
  events: readonly StoredEvent<E>[],
): Promise<AfterCommit> {
  const after = new AfterCommit();
  const full: ReactionContext<State> = { ...context, events, ...afterCommitHooks(context.trx, after) };
  for (const event of events) {
    for (const table of tables) {
      const reactions = table[event.type as E['type']] as readonly Reaction<E, State>[] | undefined;
      for (const reaction of reactions ?? []) await reaction(full, event);
    }
  }
  return after;
}
