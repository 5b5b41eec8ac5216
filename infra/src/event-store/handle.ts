import type { Decider, DomainEvent, StreamKind } from '@pokerfest/domain';
import type { Executor, Trx } from '../db';
import { ConcurrentUpdateError, isRetryableConflict } from './errors';
import type { AppendRequest, EventStore } from './event-store';
import { aggregate, asStreamEvents } from './typed-events';
import type { AppendResult, EventMetadata, Position, StoredEvent } from './types';

export interface CommandContext {
  correlationId: string;
  causationId?: string | null;
  actorId?: string | null;
  now: Date;
}

/** The command as the caller has it, or as it is built from what must be read first. */
export type CommandSource<State, Command> =
  | { command: Command; prepare?: never }
  | {
      command?: never;
      /**
       * Reads what the command needs besides the stream and answers the command (null: nothing to
       * decide), on every attempt, once the stream is folded: in the command's transaction under the
       * stream's lock when serialised, so what it read holds while the command decides and appends.
       */
      prepare: (db: Executor, state: State) => Promise<Command | null>;
    };

export type CommandRequest<State, Command, Event extends DomainEvent, Id extends string | number = string | number> = CommandSource<State, Command> & {
  /** The stream's kind (its id format, type and events) and which one of them. */
  stream: StreamKind<Event, Id>;
  id: Id;
  decider: Decider<State, Command, Event>;
  context: CommandContext;
  maxRetries: number;
  /**
   * Read, decide and append under the stream's lock (`EventStore.withStreamLock`): commands on one
   * stream that all ask for it queue instead of racing, so none of them loses the version race.
   */
  serialize?: boolean;
  /** Deterministic event ids (e.g. from a timer key) make a repeated action a conflict, not a double. */
  eventIds?: (event: Event, index: number) => string | undefined;
  alsoWrite?: (trx: Trx, result: AppendResult<Event>, state: State) => Promise<void>;
};

export interface CommandResult<State, Event> {
  state: State;
  events: readonly Event[];
  /** Absent when the decision produced no event. */
  position?: Position;
}

/** Between attempts: 10, 20, 40 … ms (at most 200), each somewhere from half to all of it. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(200, 10 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One command = load the stream, (prepare the command from what else it needs,) decide, append with
 * the expected version. A lost race reloads and decides again after a short back-off, a bounded
 * number of times, then throws `ConcurrentUpdateError` (409, and no refusal: see errors.ts); so does
 * an `alsoWrite` that throws `ConcurrencyError` because what the command decided on has moved. A
 * decider's refusal is thrown as it is, at once. The code base's one retry loop for commands.
 */
export async function handleCommand<State, Command, Event extends DomainEvent, Id extends string | number>(
  store: EventStore,
  request: CommandRequest<State, Command, Event, Id>,
): Promise<CommandResult<State, Event>> {
  const streamId = request.stream.format(request.id);
  for (let attempt = 0; ; attempt++) {
    try {
      return request.serialize
        ? await store.withStreamLock(streamId, (stream) => attemptCommand(request, stream.trx, () => stream.read(), (append) => stream.append(append)))
        : await attemptCommand(request, store.db, () => store.readStream(streamId), (append) => store.append({ ...append, streamId }));
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= request.maxRetries) throw new ConcurrentUpdateError(streamId, attempt + 1);
      store.reportConflict(streamId, attempt + 1);
      await sleep(retryDelayMs(attempt));
    }
  }
}

async function attemptCommand<State, Command, Event extends DomainEvent, Id extends string | number>(
  request: CommandRequest<State, Command, Event, Id>,
  db: Executor,
  read: () => Promise<StoredEvent[]>,
  append: (append: Omit<AppendRequest<Event>, 'streamId'>) => Promise<AppendResult>,
): Promise<CommandResult<State, Event>> {
  const { state, version } = aggregate(request.decider, asStreamEvents(request.stream, await read()));
  const command = request.prepare ? await request.prepare(db, state) : request.command;
  const decided = command === null ? [] : request.decider.decide(command as Command, state);
  if (decided.length === 0) return { state, events: decided };

  const metadata: EventMetadata = {
    correlationId: request.context.correlationId,
    causationId: request.context.causationId ?? null,
    actorId: request.context.actorId ?? null,
    occurredAt: request.context.now.toISOString(),
  };
  const next = decided.reduce(request.decider.evolve, state);
  const alsoWrite = request.alsoWrite;
  const result = await append({
    streamType: request.stream.type,
    expectedVersion: version,
    events: decided.map((event, i) => ({ ...event, eventId: request.eventIds?.(event, i) })),
    metadata,
    alsoWrite: alsoWrite ? (trx, appended) => alsoWrite(trx, { ...appended, events: asStreamEvents(request.stream, appended.events) }, next) : undefined,
  });
  return { state: next, events: decided, position: result.position };
}
