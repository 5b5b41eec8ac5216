import { ConflictError, ValidationError } from '@pokerfest/domain';
import { postgresErrorCode } from '@pokerfest/infra';

/** Postgres refusals of a write, as the client's mistake: an unknown reference or a broken rule. */
export function asWriteError(error: unknown, unknownReference: string): unknown {
  const code = postgresErrorCode(error);
  if (code === '23503') return new ValidationError(unknownReference);
  if (code === '23514') return new ValidationError('The values break a rule of the catalogue (check dates and amounts)');
  if (code === '23505') return new ConflictError('A record with this ID already exists');
  return error;
}

/** A delete Postgres refused because something still points at the row. */
export function asDeleteError(error: unknown, stillUsed: string): unknown {
  return postgresErrorCode(error) === '23503' ? new ConflictError(stillUsed) : error;
}

/** Runs a write, translating database refusals into 4xx errors. */
export async function guarded<T>(write: () => Promise<T>, translate: (error: unknown) => unknown): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translate(error);
  }
}
