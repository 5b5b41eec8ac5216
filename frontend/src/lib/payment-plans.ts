// The owner's payment-plan policy in force (GET /api/payment-plans, issue 31): what the checkout may
// offer. Shared by the checkout, which reads it, and admin Settings, which saves a new version and
// puts it here at once.
import { queryOptions } from '@tanstack/react-query';
import { paymentPlanPolicyViewSchema } from '@pokerfest/domain';
import { apiPaths } from '../config/paths';
import { fetchJson } from './api-client';

// The owner may change the policy at any time: a checkout opened a minute later reads it again.
const POLICY_STALE_MS = 60_000;

/** Read through its schema: an answer of another shape fails the query, and the checkout then offers only paying in full. */
export const paymentPlanPolicyQueryOptions = queryOptions({
  queryKey: [apiPaths.paymentPlans] as const,
  queryFn: async ({ signal }) => paymentPlanPolicyViewSchema.parse(await fetchJson<unknown>(apiPaths.paymentPlans, { on401: 'throw', signal })),
  staleTime: POLICY_STALE_MS,
});
