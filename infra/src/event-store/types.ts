import type { DomainEvent } from '@pokerfest/domain';

/** Where a committed event sits in the global order: (writing transaction id, global position). */
export interface Position {
  transactionId: string;
  globalPosition: string;
}

export const START: Position = { transactionId: '0', globalPosition: '0' };

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  occurredAt: string;
  [key: string]: unknown;
}

/** An event to append: one of the stream's union (any `type` and `data` when untyped). */
export type NewEvent<E extends DomainEvent = DomainEvent> = E & {
  /** Deterministic ids make a repeated action collide instead of acting twice. */
  eventId?: string;
};

/** Where and when an event was stored, around the event itself. */
export interface EventEnvelope {
  eventId: string;
  streamId: string;
  streamVersion: number;
  schemaVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
  position: Position;
}

/**
 * A stored event. Typed (`StoredEvent<OrderEvent>`) it is one of the union's members, so a switch
 * on `type` narrows `data`; untyped it is any `type` with `data: unknown`.
 */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E & EventEnvelope;

export interface AppendResult<E extends DomainEvent = DomainEvent> {
  /** The position of the last appended event: the command's position for read-your-own-writes. */
  position: Position;
  nextVersion: number;
  events: StoredEvent<E>[];
}

/** A stream's events folded by its decider, with the version a command on them expects. */
export interface AggregatedStream<State, E extends DomainEvent> {
  state: State;
  /** The stream's version: its last event's, 0 for a stream with no events. */
  version: number;
  events: StoredEvent<E>[];
}

/** Told after every committed append; wakes the projections. Must never throw. */
export type AppendListener = (result: AppendResult) => void;

export function comparePositions(a: Position, b: Position): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
