// Database errors as both drivers report them: node-postgres and PGlite both throw an error with the
// SQLSTATE in `code` (and the broken constraint in `constraint`). A caller may have wrapped it
// (`cause`), so the chain is followed a few steps. Every place that asks "which database error was
// this?" asks here, instead of sniffing `code` itself.

/** The parts of a database error the app decides on. */
export interface PostgresError {
  /** The SQLSTATE, e.g. 23505 unique violation, 22021 bad character. */
  code: string;
  constraint?: string;
  message: string;
}

// Five characters whose class is a real SQLSTATE class: digits first, or HV, P0, XX, F0. Node's own
// error codes (EPIPE, EBUSY) and Fastify's (FST_ERR_…) never match.
const SQLSTATE = /^(?:\d[0-9A-Z]|HV|P0|XX|F0)[0-9A-Z]{3}$/;
const MAX_WRAPPERS = 5;

export function postgresError(error: unknown): PostgresError | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_WRAPPERS && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, message, cause } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined, message: typeof message === 'string' ? message : '' };
    }
    current = cause;
  }
  return undefined;
}

export function postgresErrorCode(error: unknown): string | undefined {
  return postgresError(error)?.code;
}

/**
 * SQLSTATE class 22, data exception: a value the column cannot hold (22003 out of range, 22008
 * date out of range, 22021 NUL or bad byte in text, 22P02 not a number, 22P05 untranslatable
 * character, 22001 too long). It is always the request's value that was wrong, never the server.
 */
export function isDataException(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith('22') ?? false;
}

/** The SQLSTATEs the app tells apart. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/** Serialization failure and deadlock: Postgres rolled the transaction back, trying again is safe. */
const SERIALIZATION_FAILURES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** Whether `error` is the database error `code`, optionally naming one constraint (or table, for drivers that only name it in the message). */
function isViolation(error: unknown, code: string, constraintOrTable: string | undefined): boolean {
  const found = postgresError(error);
  if (found?.code !== code) return false;
  return constraintOrTable === undefined || [found.constraint ?? '', found.message].some((text) => text.includes(constraintOrTable));
}

/** A unique violation (23505), optionally of one named constraint (or table). */
export function isUniqueViolation(error: unknown, constraintOrTable?: string): boolean {
  return isViolation(error, UNIQUE_VIOLATION, constraintOrTable);
}

/** A foreign key violation (23503): a reference to a missing row, or a delete of a row still referenced. */
export function isForeignKeyViolation(error: unknown, constraintOrTable?: string): boolean {
  return isViolation(error, FOREIGN_KEY_VIOLATION, constraintOrTable);
}

/** A check constraint violation (23514). */
export function isCheckViolation(error: unknown, constraintOrTable?: string): boolean {
  return isViolation(error, CHECK_VIOLATION, constraintOrTable);
}

/** A serialization failure (40001) or deadlock (40P01): the transaction was rolled back and may run again. */
export function isSerializationFailure(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && SERIALIZATION_FAILURES.has(code);
}
