import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError, ValidationError } from '@pokerfest/domain';
import { isUniqueViolation, type Executor } from '@pokerfest/infra';

// Idempotency-Key (on order placement and payment intents): a retry with the same key and body gets
// the first answer back and creates nothing; the same key with another body is refused.

export interface IdempotentCall {
  userId: number;
  scope: 'orders' | 'payment-intents';
  key: string;
  requestHash: string;
}

export interface StoredAnswer<Body = unknown> {
  statusCode: number;
  body: Body;
}

const KEY = /^[\x21-\x7e]{1,200}$/;

class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('This Idempotency-Key was already used with a different request.', 422, 'idempotency_key_reused');
  }
}

/** The call's key and body fingerprint, or undefined when the request sent no key. */
export function idempotentCall(request: FastifyRequest, userId: number, scope: IdempotentCall['scope']): IdempotentCall | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) throw new ValidationError('Idempotency-Key must be 1 to 200 visible characters');
  const requestHash = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');
  return { userId, scope, key: header, requestHash };
}

/**
 * The first answer to this key. `Body` is what the route stored under its scope; the body is not
 * checked here because the route's response schema checks it again on the way out.
 */
export async function storedAnswer<Body>(db: Executor, call: IdempotentCall): Promise<StoredAnswer<Body> | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', call.userId)
    .where('scope', '=', call.scope)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== call.requestHash) throw new IdempotencyKeyReusedError();
  return { statusCode: row.status_code, body: row.response as Body };
}

/**
 * Stores the answer. Inside the command's transaction a concurrent twin fails on the key and rolls
 * back (the caller then replays the stored answer); `ifAbsent` is for answers stored after the fact.
 */
export async function saveAnswer(db: Executor, call: IdempotentCall, answer: StoredAnswer, ifAbsent = false): Promise<void> {
  const insert = db.insertInto('idempotency_keys').values({
    user_id: call.userId,
    scope: call.scope,
    key: call.key,
    request_hash: call.requestHash,
    status_code: answer.statusCode,
    response: JSON.stringify(answer.body),
  });
  await (ifAbsent ? insert.onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing()) : insert).execute();
}

export function isDuplicateKey(error: unknown): boolean {
  return isUniqueViolation(error, 'idempotency_keys');
}
