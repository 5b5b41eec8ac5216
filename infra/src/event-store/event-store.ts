import { randomUUID } from 'node:crypto';
import type { Db, Executor, Trx } from '../db';
import { appendToStream } from './append';
import { readAllAfter, readStream } from './read';
import type { AppendListener, AppendResult, EventMetadata, NewEvent, Position, StoredEvent } from './types';

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
}

export interface AppendRequest {
  streamId: string;
  streamType: string;
  expectedVersion: number;
  events: readonly NewEvent[];
  metadata: EventMetadata;
  /** Other writes of the same command, after the append and in its transaction (e.g. a stock counter). */
  alsoWrite?: (trx: Trx, result: AppendResult) => Promise<void>;
}

/** The write side's port to Postgres: append with optimistic concurrency, read a stream, read all in order. */
export class EventStore {
  readonly db: Db;
  private readonly newEventId: () => string;
  private readonly listeners = new Set<AppendListener>();
  private readonly inline: InlineProjector | undefined;

  constructor(options: EventStoreOptions) {
    this.db = options.db;
    this.newEventId = options.newEventId ?? randomUUID;
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

  readStream(streamId: string, db: Executor = this.db): Promise<StoredEvent[]> {
    return readStream(db, streamId);
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
