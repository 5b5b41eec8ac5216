import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LOYALTY_RULES, type LoyaltyRules } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { fetchJson } from '../../../lib/api-client';

export const loyaltyConfigQueryKey = [apiPaths.loyaltyConfig] as const;

/** GET /api/loyalty/config: the rule constants in force (earn rate, referral bonus, VIP threshold…). */
export function getLoyaltyConfig(signal?: AbortSignal): Promise<LoyaltyRules> {
  return fetchJson<LoyaltyRules>(apiPaths.loyaltyConfig, { on401: 'throw', signal });
}

export const loyaltyConfigQueryOptions = queryOptions({
  queryKey: loyaltyConfigQueryKey,
  queryFn: ({ signal }) => getLoyaltyConfig(signal),
});

export function useLoyaltyConfig() {
  return useQuery(loyaltyConfigQueryOptions);
}

/**
 * The rules for lines that must not wait or fail with the call (the sidebar's status): the
 * server's once they arrived, the defaults loyalty_config is seeded with until then.
 */
export function useLoyaltyRules(): LoyaltyRules {
  return useLoyaltyConfig().data ?? DEFAULT_LOYALTY_RULES;
}
