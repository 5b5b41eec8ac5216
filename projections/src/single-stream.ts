import type { DomainEvent, StreamKind } from '@pokerfest/domain';
import { asStreamEvents, readStream, type StoredEvent, type Trx } from '@pokerfest/infra';
import { handlesEvent, type Projection } from './projection';

/** What a read model holds of one stream: its state and the stream version that state reflects. */
export interface StoredStream<State> {
  state: State;
  version: number;
}

/** Where a stream's events are being applied: the transaction, the stream's id, and what the batch prepared. */
export interface StreamStep<Id, Batch> {
  readonly trx: Trx;
  readonly id: Id;
  readonly batch: Batch;
}

/**
 * A read model built one stream of one kind at a time: per stream, load what it holds (and the
 * version), fold the stream's newer events, save. Streams of other kinds are left alone.
 */
export interface SingleStreamReadModel<E extends DomainEvent, Id extends string | number, State, Batch> {
  readonly name: string;
  readonly stream: StreamKind<E, Id>;
  /** The event types it handles; every type of the stream when not given. */
  readonly handles?: readonly E['type'][];
  readonly tables: readonly string[];
  /** Follows its streams inline too (decision 0022), in the append's own transaction. */
  readonly inline?: boolean;
  reset?(trx: Trx): Promise<void>;
  /** Once per batch that holds a stream of the kind, before any: what every stream's fold reads. */
  prepare?(trx: Trx): Promise<Batch>;
  /** The state of a stream the read model holds nothing of. */
  readonly initial: State;
  load(trx: Trx, id: Id): Promise<StoredStream<State> | undefined>;
  /** May write as it goes (then idempotently: a crash rolls the batch back, a replay skips stored versions). */
  evolve(state: State, event: StoredEvent<E>, step: StreamStep<Id, Batch>): State | Promise<State>;
  /**
   * Writes a stream's state after new events, `version` being the last one's. Never back: the
   * runner and an inline append may both bring the same stream forward, so guard on the version.
   */
  save(state: State, version: number, step: StreamStep<Id, Batch>): Promise<void>;
  /** After every stream of the batch, with the ids of those that had new events. */
  afterBatch?(trx: Trx, moved: readonly Id[]): Promise<void>;
}

// Without `prepare` the batch is undefined; with it, what it answers. (Overloads, so that neither
// kind of read model needs to cast.)
export function singleStreamProjection<E extends DomainEvent, Id extends string | number, State>(
  model: SingleStreamReadModel<E, Id, State, undefined> & { prepare?: undefined },
): Projection;
export function singleStreamProjection<E extends DomainEvent, Id extends string | number, State, Batch>(
  model: SingleStreamReadModel<E, Id, State, Batch> & { prepare(trx: Trx): Promise<Batch> },
): Projection;
export function singleStreamProjection<E extends DomainEvent, Id extends string | number, State, Batch>(
  model: SingleStreamReadModel<E, Id, State, Batch | undefined>,
): Projection {
  const projection: Projection = {
    name: model.name,
    handles: model.handles ?? model.stream.eventTypes,
    tables: model.tables,
    ...(model.inline ? { inline: { streamTypes: [model.stream.type] } } : {}),
    ...(model.reset ? { reset: model.reset } : {}),
    async apply({ trx, inline }, events) {
      const streams = byStream(model.stream, events);
      if (streams.size === 0) return;
      const batch = await model.prepare?.(trx);
      const moved: Id[] = [];
      for (const [id, stream] of streams) {
        const step = { trx, id, batch };
        // a stream created by this very append has nothing stored yet
        const stored = inline && stream[0]?.streamVersion === 1 ? undefined : await model.load(trx, id);
        let state = stored ? stored.state : model.initial;
        const start = stored?.version ?? 0;
        let version = start;
        const newer = model.inline ? await followingEvents(trx, projection, stream, start) : stream.filter((event) => event.streamVersion > start);
        for (const event of asStreamEvents(model.stream, newer)) {
          state = await model.evolve(state, event, step);
          version = event.streamVersion;
        }
        if (version === start) continue;
        await model.save(state, version, step);
        moved.push(id);
      }
      await model.afterBatch?.(trx, moved);
    },
  };
  return projection;
}

/** The batch's events of one stream kind, by stream id (each stream's in order, as the batch has them). */
function byStream<E extends DomainEvent, Id extends string | number>(kind: StreamKind<E, Id>, events: readonly StoredEvent[]): Map<Id, StoredEvent[]> {
  const streams = new Map<Id, StoredEvent[]>();
  for (const event of events) {
    const id = kind.parse(event.streamId);
    if (id === undefined) continue;
    const stream = streams.get(id);
    if (stream) stream.push(event);
    else streams.set(id, [event]);
  }
  return streams;
}

/**
 * The events of one stream, after `version` (how far the read model has got with it), that the read
 * model still lacks: the batch's own when they follow on from `version`; otherwise the stream's,
 * read in the same transaction. Only an inline append can leave such a gap (events appended without
 * the inline hook, or of types the projection does not handle, before it); the runner reads every
 * event in order.
 */
export async function followingEvents(trx: Trx, projection: Projection, stream: readonly StoredEvent[], version: number): Promise<readonly StoredEvent[]> {
  const newer = stream.filter((event) => event.streamVersion > version);
  const first = newer[0];
  if (!first || first.streamVersion === version + 1) return newer;
  return (await readStream(trx, first.streamId)).filter((event) => event.streamVersion > version && handlesEvent(projection, event));
}
