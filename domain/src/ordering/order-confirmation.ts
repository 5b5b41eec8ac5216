import type { CancellationPolicy } from './cancellation-policy';
import type { OrderConfirmed } from './order-events';

/** The cancellation policy in force, recorded on the order when it is confirmed (its version; null for the default). */
export interface PolicyInForce {
  policy: CancellationPolicy;
  version: number | null;
}

/** The confirmation, with the terms every later change or cancellation of the order is priced under. */
export function confirmedWith(confirmedAt: string, terms: PolicyInForce | undefined): OrderConfirmed {
  return { type: 'OrderConfirmed', data: terms ? { confirmedAt, policy: terms.policy, policyVersion: terms.version } : { confirmedAt } };
}
