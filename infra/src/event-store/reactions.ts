import type { DomainEvent } from '@pokerfest/domain';
import type { Trx } from '../db';
import { writeDueRow, type TimerRequest } from '../queue/timers';
import type { StoredEvent } from './types';

/** What a reaction is given: the command's transaction, the stream's new state, and a way to arm timers. */
export interface ReactionContext<State> {
  trx: Trx;
  /** The id of the stream the events were appended to (an order id). */
  id: string;
  /** The stream's state after every event of the command: a reaction never reads the stream again. */
  state: State;
  now: Date;
  /** Writes the timer's due row in this transaction; its delayed job is enqueued once the command commits. */
  schedule(timer: TimerRequest): Promise<void>;
  /** For a due row the reaction already wrote or moved itself (a staged e-mail, an award brought forward): only the delayed job, after commit. */
  enqueueAfterCommit(timer: TimerRequest): void;
}

/** Given the stored event: where it stands in the log too. */
export type Reaction<E extends DomainEvent, State> = (context: ReactionContext<State>, event: StoredEvent<E>) => Promise<void>;

/**
 * A context's reactions to one stream's events: "on this event, do this", in the order listed. A
 * table is the one place to read what follows an event in that context; a context reacts to another
 * context's events through its own table, which the composition root hands to the command runner.
 */
export type Reactions<E extends DomainEvent, State> = { readonly [T in E['type']]?: readonly Reaction<Extract<E, { type: T }>, State>[] };

/**
 * Runs every table's reactions to the appended events, event by event, in the command's transaction:
 * what they write commits (or rolls back) with the events. Answers the timers to enqueue after commit.
 */
export async function react<E extends DomainEvent, State>(
  tables: readonly Reactions<E, State>[],
  context: Omit<ReactionContext<State>, 'schedule' | 'enqueueAfterCommit'>,
  events: readonly StoredEvent<E>[],
): Promise<TimerRequest[]> {
  const timers: TimerRequest[] = [];
  const full: ReactionContext<State> = {
    ...context,
    schedule: async (timer) => {
      await writeDueRow(context.trx, timer);
      timers.push(timer);
    },
    enqueueAfterCommit: (timer) => void timers.push(timer),
  };
  for (const event of events) {
    for (const table of tables) {
      const reactions = table[event.type as E['type']] as readonly Reaction<E, State>[] | undefined;
      for (const reaction of reactions ?? []) await reaction(full, event);
    }
  }
  return timers;
}
