import { ConflictError, ValidationError } from '@pokerfest/domain';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '@pokerfest/infra';

/** Postgres refusals of a write, as the client's mistake: an unknown reference or a broken rule. */
export function asWriteError(error: unknown, unknownReference: string): unknown {
  if (isForeignKeyViolation(error)) return new ValidationError(unknownReference);
  if (isCheckViolation(error)) return new ValidationError('The values break a rule of the catalogue (check dates and amounts)');
  if (isUniqueViolation(error)) return new ConflictError('A record with this ID already exists');
  return error;
}

/** A delete Postgres refused because something still points at the row. */
export function asDeleteError(error: unknown, stillUsed: string): unknown {
  return isForeignKeyViolation(error) ? new ConflictError(stillUsed) : error;
}

/** Runs a write, translating database refusals into 4xx errors. */
export async function guarded<T>(write: () => Promise<T>, translate: (error: unknown) => unknown): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translate(error);
  }
}
