import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DomainEvent, StreamKind } from '@pokerfest/domain';
import type { Db, Executor, Trx } from '../db';
import { appendToStream } from './append';
import { readAllAfter, readStream } from './read';
import { aggregate, asStreamEvents, type EventFold } from './typed-events';
import type { AggregatedStream, AppendListener, AppendResult, EventMetadata, NewEvent, Position, StoredEvent } from './types';

/**
 * Read models kept in step with their stream inside the append's own transaction (single-stream
 * views, decision 0022): when the append commits, they show it. The composition root supplies it.
 */
export interface InlineProjector {
  /** The projections it keeps in step: never behind a committed append, so no reader waits for them. */
  readonly projections: readonly string[];
  /** Whether appends to streams of this type have read models to update (others stay one statement). */
  follows(streamType: string): boolean;
  /** Brings the stream's read models up to the appended events, through the append's transaction. */
  apply(trx: Trx, appended: AppendResult, streamType: string): Promise<void>;
}

export interface EventStoreOptions {
  db: Db;
  newEventId?: () => string;
  inline?: InlineProjector;
  /** Longest wait for a stream's lock (`withStreamLock`) before the command fails (55P03); default 5 s. */
  streamLockTimeoutMs?: number;
}

export const DEFAULT_STREAM_LOCK_TIMEOUT_MS = 5000;

/** Called when a command lost the race for a stream and decides again (`attempt` counts from 1). */
export type ConflictListener = (streamId: string, attempt: number) => void;

/** One stream, read and appended to inside the transaction that holds its lock. */
export interface LockedStream {
  readonly trx: Trx;
  read(): Promise<StoredEvent[]>;
  append(request: Omit<AppendRequest, 'streamId'>): Promise<AppendResult>;
}

export interface AppendRequest<E extends DomainEvent = DomainEvent> {
  streamId: string;
  streamType: string;
  expectedVersion: number;
  events: readonly NewEvent<E>[];
  metadata: EventMetadata;
  /** Other writes of the same command, after the append and in its transaction (e.g. a stock counter). */
  alsoWrite?: (trx: Trx, result: AppendResult) => Promise<void>;
}

/** A typed append: to the stream of `kind` and `id`, only events of the kind's union. */
export type StreamAppend<E extends DomainEvent> = Omit<AppendRequest<E>, 'streamId' | 'streamType' | 'alsoWrite'> & {
  alsoWrite?: (trx: Trx, result: AppendResult<E>) => Promise<void>;
};

/** The write side's port to Postgres: append with optimistic concurrency, read a stream, read all in order. */
export class EventStore {
  readonly db: Db;
  private readonly newEventId: () => string;
  private readonly listeners = new Set<AppendListener>();
  private readonly conflictListeners = new Set<ConflictListener>();
  private readonly readListeners = new Set<(streamId: string) => void>();
  private readonly streamLockTimeoutMs: number;
  private readonly inline: InlineProjector | undefined;

  constructor(options: EventStoreOptions) {
    this.db = options.db;
    this.newEventId = options.newEventId ?? randomUUID;
    this.streamLockTimeoutMs = options.streamLockTimeoutMs ?? DEFAULT_STREAM_LOCK_TIMEOUT_MS;
    this.inline = options.inline;
  }

  /** The projections kept in step inside each append's transaction (none without an inline projector). */
  get inlineProjections(): readonly string[] {
    return this.inline?.projections ?? [];
  }

  /** Listeners run after commit; a failing listener (queue down) never fails the append. */
  onAppended(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    const input = { ...request, newEventId: this.newEventId };
    const alsoWrite = request.alsoWrite;
    const inline = this.inline?.follows(request.streamType) ? this.inline : undefined;
    // Alone, the append is a single statement: its own transaction, one round trip.
    const result =
      alsoWrite || inline
        ? await this.db.transaction().execute(async (trx) => {
            const appended = await appendToStream(trx, input);
            // read models first: alsoWrite may take hot row locks (stock), held then until the commit
            await inline?.apply(trx, appended, request.streamType);
            await alsoWrite?.(trx, appended);
            return appended;
          })
        : await appendToStream(this.db, input);
    this.notify(result);
    return result;
  }

  /**
   * Runs `work` in one transaction that first takes the stream's transaction-scoped advisory lock
   * (`es_lock_stream`), so whoever else does the same for this stream waits until this one has
   * committed or rolled back, and then reads what it wrote: read, decide and append never race.
   * The lock is no write, so the append is still the transaction's first write. Waiting longer
   * than the lock timeout fails with 55P03 (lock_not_available) and nothing is written. Everything
   * inside must use `stream.trx`: with the embedded database (one connection) a query on `db`
   * would wait for this very transaction. Append listeners run after the commit.
   */
  async withStreamLock<T>(streamId: string, work: (stream: LockedStream) => Promise<T>): Promise<T> {
    const appended: AppendResult[] = [];
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`SELECT es_lock_stream(${streamId}, ${this.streamLockTimeoutMs}::int)`.execute(trx);
      return work({
        trx,
        read: () => this.read(trx, streamId),
        append: async (request) => {
          const input = { ...request, streamId, newEventId: this.newEventId };
          const done = await appendToStream(trx, input);
          // the same order as a plain append: read models, then the other writes (which may take hot row locks)
          if (this.inline?.follows(request.streamType)) await this.inline.apply(trx, done, request.streamType);
          await request.alsoWrite?.(trx, done);
          appended.push(done);
          return done;
        },
      });
    });
    for (const done of appended) this.notify(done);
    return result;
  }

  /** Hears every lost race a command retries (for logs and tests); a failing listener is ignored. */
  onConflict(listener: ConflictListener): () => void {
    this.conflictListeners.add(listener);
    return () => this.conflictListeners.delete(listener);
  }

  reportConflict(streamId: string, attempt: number): void {
    for (const listener of this.conflictListeners) {
      try {
        listener(streamId, attempt);
      } catch {
        // only observers
      }
    }
  }

  /** A stream's events: typed and checked when asked by kind and id, as stored when asked by stream id. */
  readStream<E extends DomainEvent, Id extends string | number>(kind: StreamKind<E, Id>, id: Id, db?: Executor): Promise<StoredEvent<E>[]>;
  readStream(streamId: string, db?: Executor): Promise<StoredEvent[]>;
  async readStream<E extends DomainEvent, Id extends string | number>(
    stream: string | StreamKind<E, Id>,
    idOrDb?: Id | Executor,
    db?: Executor,
  ): Promise<StoredEvent[]> {
    if (typeof stream === 'string') return this.read((idOrDb as Executor | undefined) ?? this.db, stream);
    return asStreamEvents(stream, await this.read(db ?? this.db, stream.format(idOrDb as Id)));
  }

  /** Hears every read of a whole stream (how often a flow reads the same order is a cost to watch); a failing listener is ignored. */
  onStreamRead(listener: (streamId: string) => void): () => void {
    this.readListeners.add(listener);
    return () => this.readListeners.delete(listener);
  }

  private read(db: Executor, streamId: string): Promise<StoredEvent[]> {
    for (const listener of this.readListeners) {
      try {
        listener(streamId);
      } catch {
        // only observers
      }
    }
    return readStream(db, streamId);
  }

  /** A stream folded by the decider's `initialState` and `evolve`, with its version and events. */
  async aggregateStream<State, E extends DomainEvent, Id extends string | number>(
    decider: EventFold<State, E>,
    kind: StreamKind<E, Id>,
    id: Id,
    db: Executor = this.db,
  ): Promise<AggregatedStream<State, E>> {
    return aggregate(decider, await this.readStream(kind, id, db));
  }

  /** Appends events of the kind's union to the stream of `kind` and `id`; the result comes back typed. */
  async appendTo<E extends DomainEvent, Id extends string | number>(kind: StreamKind<E, Id>, id: Id, request: StreamAppend<E>): Promise<AppendResult<E>> {
    const alsoWrite = request.alsoWrite;
    const result = await this.append({
      ...request,
      streamId: kind.format(id),
      streamType: kind.type,
      alsoWrite: alsoWrite ? (trx, appended) => alsoWrite(trx, typedResult(kind, appended)) : undefined,
    });
    return typedResult(kind, result);
  }

  readAllAfter(after: Position, limit: number, db: Executor = this.db): Promise<StoredEvent[]> {
    return readAllAfter(db, after, limit);
  }

  private notify(result: AppendResult): void {
    for (const listener of this.listeners) {
      try {
        listener(result);
      } catch {
        // A listener only speeds things up; the projection tick catches up without it.
      }
    }
  }
}

function typedResult<E extends DomainEvent>(kind: Pick<StreamKind<E, never>, 'isEvent'>, result: AppendResult): AppendResult<E> {
  return { ...result, events: asStreamEvents(kind, result.events) };
}
