import { cancellationPolicySchema, DEFAULT_CANCELLATION_POLICY, policySentences, type CancellationPolicy, type CancellationPolicyView, type PolicyInForce } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

// The shop owner's cancellation policy, kept append-only in `cancellation_policies`: every save is a
// new version and the newest is in force. Read on every call (one indexed row), never cached, so a
// save is seen at once by every session and every process. Order commands read it inside their own
// transaction, hence the executor.

/**
 * The newest saved policy. A row that no longer fits the schema (written by hand, or under an older
 * rule) gives way to the default: the default is the spec's rule, and a refund must never be decided
 * on a policy that the shop's own validation refuses.
 */
export async function policyInForce(db: Executor): Promise<PolicyInForce> {
  const row = await db.selectFrom('cancellation_policies').select(['id', 'policy']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return { version: null, policy: DEFAULT_CANCELLATION_POLICY };
  const parsed = cancellationPolicySchema.safeParse(row.policy);
  return parsed.success ? { version: row.id, policy: parsed.data } : { version: null, policy: DEFAULT_CANCELLATION_POLICY };
}

/** Stores `policy` (already valid: the caller parsed it with the domain schema) as the new version in force. */
export async function savePolicy(db: Executor, policy: CancellationPolicy, adminId: number | null): Promise<number> {
  const valid = cancellationPolicySchema.parse(policy);
  const row = await db
    .insertInto('cancellation_policies')
    .values({ policy: JSON.stringify(valid), created_by: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function policyView({ version, policy }: PolicyInForce): CancellationPolicyView {
  return { version, policy, sentences: policySentences(policy) };
}
