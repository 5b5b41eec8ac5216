import { ConflictError, foldEvents, type Decider, type DomainEvent } from '@pokerfest/domain';
import type { Trx } from '../db';
import { postgresErrorCode } from '../db/postgres-errors';
import { ConcurrencyError } from './errors';
import type { EventStore } from './event-store';
import type { AppendResult, EventMetadata, Position } from './types';

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

const SERIALIZATION_FAILURES = new Set(['40001', '40P01']);

/**
 * One command = load the stream, decide, append with the expected version. A conflict reloads
 * and decides again, a bounded number of times, then answers 409.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  request: CommandRequest<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptCommand(store, request);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= request.maxRetries) {
        throw new ConflictError('This record was changed by someone else at the same time. Please try again.', {
          streamId: request.streamId,
        });
      }
    }
  }
}

async function attemptCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  request: CommandRequest<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const history = await store.readStream(request.streamId);
  const state = foldEvents(request.decider, history.map((e) => ({ type: e.type, data: e.data }) as Event));
  const decided = request.decider.decide(request.command, state);
  if (decided.length === 0) return { state, events: decided };

  const metadata: EventMetadata = {
    correlationId: request.context.correlationId,
    causationId: request.context.causationId ?? null,
    actorId: request.context.actorId ?? null,
    occurredAt: request.context.now.toISOString(),
  };
  const result = await store.append({
    streamId: request.streamId,
    streamType: request.streamType,
    expectedVersion: history.length === 0 ? 0 : history[history.length - 1]!.streamVersion,
    events: decided.map((event, i) => ({ type: event.type, data: event.data, eventId: request.eventIds?.(event, i) })),
    metadata,
    alsoWrite: request.alsoWrite
      ? (trx, appended) => request.alsoWrite!(trx, appended, decided.reduce(request.decider.evolve, state))
      : undefined,
  });
  return { state: decided.reduce(request.decider.evolve, state), events: decided, position: result.position };
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ConcurrencyError) return true;
  const code = postgresErrorCode(error);
  return code !== undefined && SERIALIZATION_FAILURES.has(code);
}
