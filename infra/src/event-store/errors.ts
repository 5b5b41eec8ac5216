import { DomainError } from '@pokerfest/domain';
import { isSerializationFailure } from '../db/postgres-errors';

/** Someone else appended to the stream first; the command reloads and decides again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}

/** The append was not the transaction's first write: readers could then skip events. */
export class AppendOrderError extends Error {
  constructor() {
    super('An event append must be the first write of its transaction');
    this.name = 'AppendOrderError';
  }
}

/**
 * A command lost the race for its stream on every attempt it had: nothing was decided or written.
 * Answered 409 like a refusal, but it is none: the business rules said nothing, and the same
 * request may well succeed when made again. Deliberately not a `ConflictError`, so that whoever
 * treats a refusal as final (a payment verdict acknowledged to its provider) cannot mistake it
 * for one.
 */
export class ConcurrentUpdateError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly attempts: number,
  ) {
    super('This record was changed by someone else at the same time. Please try again.', 409, 'concurrent_update', { reason: 'concurrent_update' });
  }
}

/** Worth deciding again at once: the stream moved under the command, or Postgres asked for a retry. */
export function isRetryableConflict(error: unknown): boolean {
  return error instanceof ConcurrencyError || isSerializationFailure(error);
}

/**
 * Did the command fail only because others wrote at the same time, so that nothing was decided?
 * True for a lost version race (retried or not yet), never for a decider's or a table's refusal
 * (a `ConflictError` such as "already paid" or "sold out"), which is final for the state it saw.
 */
export function isConcurrencyConflict(error: unknown): boolean {
  return error instanceof ConcurrentUpdateError || isRetryableConflict(error);
}
