import { foldEvents, type Decider, type DomainEvent, type StreamKind } from '@pokerfest/domain';
import type { AggregatedStream, StoredEvent } from './types';

/** A stream held an event its kind does not know: a writer outside the decider, or a missing upcast. */
export class UnexpectedEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
  ) {
    super(`Stream ${streamId} holds an event of unknown type ${eventType}`);
    this.name = 'UnexpectedEventError';
  }
}

/** The stored events as their stream's union, each checked by its `type`. */
export function asStreamEvents<E extends DomainEvent>(kind: Pick<StreamKind<E, never>, 'isEvent'>, events: readonly StoredEvent[]): StoredEvent<E>[] {
  return events.map((event) => {
    if (kind.isEvent(event)) return event;
    throw new UnexpectedEventError(event.streamId, event.type);
  });
}

export type EventFold<State, E extends DomainEvent> = Pick<Decider<State, never, E>, 'initialState' | 'evolve'>;

/** Folds a stream's (checked) events with a decider's `evolve`. */
export function aggregate<State, E extends DomainEvent>(decider: EventFold<State, E>, events: StoredEvent<E>[]): AggregatedStream<State, E> {
  return {
    state: foldEvents<State, E>(decider, events),
    version: events.length === 0 ? 0 : events[events.length - 1]!.streamVersion,
    events,
  };
}

/** The domain event alone, without where and when it was stored (for comparing with decided events). */
export function bareEvent<E extends DomainEvent>(stored: StoredEvent<E>): E {
  // `type` and `data` of one stored event belong together; only the compiler cannot see it through the spread.
  return { type: stored.type, data: stored.data } as DomainEvent as E;
}
