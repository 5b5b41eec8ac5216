import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltySummarySchema, loyaltyTier, type LoyaltySummaryView } from '@pokerfest/domain';
import { loadLoyaltyRules, type Db } from '@pokerfest/infra';
import { loyaltyLedgerProjection, memberLedger } from '@pokerfest/projections';
import { requireUser } from '../../plugins/auth';

/** The Loyalty tab: the member's points, tier, what is promised but not yet earned, and their history. */
export const loyaltySummaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/loyalty/me', { config: { access: 'user' }, schema: { tags: ['loyalty'], summary: "The signed-in member's points, tier, points not yet earned, and history", response: { 200: loyaltySummarySchema } } }, async (request): Promise<LoyaltySummaryView> => {
    const me = requireUser(request);
    await request.readYourWrites([loyaltyLedgerProjection.name]);
    const [ledger, rules] = await Promise.all([memberLedger(db, me.id), loadLoyaltyRules(db)]);
    return {
      points: ledger.points,
      pendingPoints: ledger.pendingPoints,
      tier: loyaltyTier(ledger.points, rules),
      pointsToNextTier: Math.max(0, rules.vipThresholdPoints - ledger.points),
      rules,
      transactions: ledger.transactions,
    };
  });
};
