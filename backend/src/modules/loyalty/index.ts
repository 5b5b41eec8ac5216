import type { FastifyPluginAsync } from 'fastify';
import { adminPointsRoutes } from './admin-points-routes';
import { loyaltyConfigRoutes } from './config-routes';
import type { LoyaltyDeps } from './deps';

export type { LoyaltyDeps } from './deps';

/** Loyalty: the rule constants, the admin's points adjustment (and, beside them, the ledger's read calls). */
export const loyaltyModule: FastifyPluginAsync<LoyaltyDeps> = async (app, deps) => {
  await app.register(loyaltyConfigRoutes, deps);
  await app.register(adminPointsRoutes, deps);
};
