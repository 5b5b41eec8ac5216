import { foldEvents, type Decider, type DomainEvent } from '@pokerfest/domain';
import type { Trx } from '../db';
import { ConcurrentUpdateError, isRetryableConflict } from './errors';
import type { AppendRequest, EventStore } from './event-store';
import type { AppendResult, EventMetadata, Position, StoredEvent } from './types';

export interface CommandContext {
  correlationId: string;
  causationId?: string | null;
  actorId?: string | null;
  now: Date;
}

export interface CommandRequest<State, Command, Event extends DomainEvent> {
  streamId: string;
  streamType: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  context: CommandContext;
  maxRetries: number;
  /**
   * Read, decide and append under the stream's lock (`EventStore.withStreamLock`): commands on one
   * stream that all ask for it queue instead of racing, so none of them loses the version race.
   */
  serialize?: boolean;
  /** Deterministic event ids (e.g. from a timer key) make a repeated action a conflict, not a double. */
  eventIds?: (event: Event, index: number) => string | undefined;
  alsoWrite?: (trx: Trx, result: AppendResult, state: State) => Promise<void>;
}

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
 * One command = load the stream, decide, append with the expected version. A lost race reloads
 * and decides again after a short back-off, a bounded number of times, then throws
 * `ConcurrentUpdateError` (409, and no refusal: see errors.ts). A decider's refusal is thrown as
 * it is, at once.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  request: CommandRequest<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return request.serialize
        ? await store.withStreamLock(request.streamId, (stream) => attemptCommand(request, () => stream.read(), (append) => stream.append(append)))
        : await attemptCommand(request, () => store.readStream(request.streamId), (append) => store.append({ ...append, streamId: request.streamId }));
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= request.maxRetries) throw new ConcurrentUpdateError(request.streamId, attempt + 1);
      store.reportConflict(request.streamId, attempt + 1);
      await sleep(retryDelayMs(attempt));
    }
  }
}

async function attemptCommand<State, Command, Event extends DomainEvent>(
  request: CommandRequest<State, Command, Event>,
  read: () => Promise<StoredEvent[]>,
  append: (append: Omit<AppendRequest, 'streamId'>) => Promise<AppendResult>,
): Promise<CommandResult<State, Event>> {
  const history = await read();
  const state = foldEvents(request.decider, history.map((e) => ({ type: e.type, data: e.data }) as Event));
  const decided = request.decider.decide(request.command, state);
  if (decided.length === 0) return { state, events: decided };

  const metadata: EventMetadata = {
    correlationId: request.context.correlationId,
    causationId: request.context.causationId ?? null,
    actorId: request.context.actorId ?? null,
    occurredAt: request.context.now.toISOString(),
  };
  const next = decided.reduce(request.decider.evolve, state);
  const result = await append({
    streamType: request.streamType,
    expectedVersion: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion,
    events: decided.map((event, i) => ({ type: event.type, data: event.data, eventId: request.eventIds?.(event, i) })),
    metadata,
    alsoWrite: request.alsoWrite ? (trx, appended) => request.alsoWrite!(trx, appended, next) : undefined,
  });
  return { state: next, events: decided, position: result.position };
}
