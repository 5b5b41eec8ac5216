import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyRulesSchema } from '@pokerfest/domain';
import { loadLoyaltyRules } from '@pokerfest/infra';
import type { LoyaltyDeps } from './deps';

/** The rule constants for the screens, so none of them hard-codes an earn rate or a tier threshold. */
export const loyaltyConfigRoutes: FastifyPluginAsyncZod<LoyaltyDeps> = async (app, deps) => {
  app.get('/api/loyalty/config', { config: { access: 'public' }, schema: { tags: ['loyalty'], summary: 'The loyalty rules: earn rate and tier thresholds', response: { 200: loyaltyRulesSchema } } }, async () => loadLoyaltyRules(deps.db));
};
