// How the event store names a stream and recognises its events. A stream's id is `{type}-{id}`
// (`order-…`, `loyalty-…`): `format` writes it, `parse` reads the id back, and nothing else in the
// code slices or concatenates stream ids. `isEvent` tells a stored event of the stream's own union
// from anything else, so a typed read checks what it hands out instead of casting it.
import type { DomainEvent } from './decider';

/** Every type of an event union, each once: the compiler refuses a missing or unknown one. */
export type EventTypes<E extends DomainEvent> = { readonly [T in E['type']]: true };

export interface StreamKind<E extends DomainEvent, Id extends string | number> {
  /** `es_streams.stream_type`, also the stream id's prefix before the dash. */
  readonly type: string;
  /** `{type}-`, for the rare reader that names streams in SQL. */
  readonly prefix: string;
  /** Every event type the stream may hold. */
  readonly eventTypes: readonly E['type'][];
  format(id: Id): string;
  /** The id a stream id of this kind carries; undefined for a stream of another kind. */
  parse(streamId: string): Id | undefined;
  isEvent(event: DomainEvent): event is E;
}

export function streamKind<E extends DomainEvent, Id extends string | number>(
  type: string,
  eventTypes: EventTypes<E>,
  readId: (raw: string) => Id | undefined,
): StreamKind<E, Id> {
  const prefix = `${type}-`;
  const all = Object.keys(eventTypes) as E['type'][];
  const known = new Set<string>(all);
  return {
    type,
    prefix,
    eventTypes: all,
    format: (id) => `${prefix}${id}`,
    parse: (streamId) => (streamId.startsWith(prefix) ? readId(streamId.slice(prefix.length)) : undefined),
    isEvent: (event): event is E => known.has(event.type),
  };
}

/** The type part of any stream id (`order` of `order-…`); the whole id when it has no dash. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
