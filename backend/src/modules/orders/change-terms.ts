import { DEFAULT_CANCELLATION_POLICY, type PolicyInForce } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

/** The cancellation policy in force (until the settings store lands: the spec's default). */
export async function termsInForce(_db: Executor): Promise<PolicyInForce> {
  return Promise.resolve({ policy: DEFAULT_CANCELLATION_POLICY, version: null });
}
