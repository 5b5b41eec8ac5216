import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentCommissionsSchema } from '@pokerfest/domain';
import { loadLoyaltyRules, type Db } from '@pokerfest/infra';
import { agentCommissions, agentCommissionsProjection, loyaltyLedgerProjection } from '@pokerfest/projections';
import { requireUser } from '../../plugins/auth';

/** An agent's (or admin's) referred players and the commission their bookings bring, pending and earned. */
export const commissionRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/api/agents/me/commissions',
    { config: { access: 'agent' }, schema: { tags: ['referrals'], summary: "The signed-in agent's referred players and their commission, pending and earned", response: { 200: agentCommissionsSchema } } },
    async (request) => {
      const me = requireUser(request);
      // active players are read from the balances, so both read models should include this session's writes
      await request.readYourWrites([agentCommissionsProjection.name, loyaltyLedgerProjection.name]);
      return agentCommissions(db, me.id, await loadLoyaltyRules(db), now());
    },
  );
};
