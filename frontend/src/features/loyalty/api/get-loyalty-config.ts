import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOYALTY_RULES, type LoyaltyRules } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiReadOptions } from '../../../lib/api-read';

/** GET /api/loyalty/config: the rule constants in force (earn rate, referral bonus, VIP threshold…). */
export const loyaltyConfigQueryOptions = apiReadOptions<LoyaltyRules>(apiPaths.loyaltyConfig);

export const loyaltyConfigQueryKey = loyaltyConfigQueryOptions.queryKey;

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
