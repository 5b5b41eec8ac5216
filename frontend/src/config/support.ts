// Customer support and policy facts shown on several screens (product spec section 9).

export const SUPPORT_EMAIL = 'support@pokerfestivals.example';
export const SUPPORT_HOURS = 'Mon-Fri 9am-5pm CET';

/**
 * The loyalty promise the texts make that loyalty_config does not hold. The earn rate, referral
 * bonus and VIP threshold are the shop's configured rules (`useLoyaltyRules`, features/loyalty).
 */
export const LOYALTY_RULES = {
  pointsAddedWithinHours: 24,
} as const;
