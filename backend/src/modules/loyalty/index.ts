import type { FastifyPluginAsync } from 'fastify';
import { adminPointsRoutes } from './admin-points-routes';
import { loyaltyAuditRoutes } from './audit-routes';
import { commissionRoutes } from './commission-routes';
import { loyaltyConfigRoutes } from './config-routes';
import type { LoyaltyDeps } from './deps';
import { loyaltySummaryRoutes } from './summary-routes';

export type { LoyaltyDeps } from './deps';
export { loyaltyOrderReactions } from './reactions';
export { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND, LOYALTY_RESTATE_TIMER_KIND } from './points-timers';

/**
 * Loyalty, referrals and commissions, each group of calls in its own file: the rules and the admin's
 * adjustments (write side), the member's summary, the admin's audit and the agent's commissions (read side).
 */
export const loyaltyModule: FastifyPluginAsync<LoyaltyDeps> = async (app, deps) => {
  await app.register(loyaltyConfigRoutes, deps);
  await app.register(adminPointsRoutes, deps);
  await app.register(loyaltySummaryRoutes, deps);
  await app.register(loyaltyAuditRoutes, deps);
  await app.register(commissionRoutes, deps);
};
