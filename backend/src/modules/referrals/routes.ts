import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { referredUserSchema } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';

/** The players an agent (or admin) referred: id, username, joined date and points. */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/users/referrals',
    { config: { access: 'agent' }, schema: { tags: ['referrals'], summary: 'The players the signed-in agent referred', response: { 200: z.array(referredUserSchema) } } },
    async (request) => {
      const me = requireUser(request);
      const rows = await db
        .selectFrom('users')
        .select(['id', 'username', 'created_at', 'loyalty_points'])
        .where('referred_by', '=', me.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({ id: r.id, username: r.username, createdAt: r.created_at.toISOString(), loyaltyPoints: r.loyalty_points }));
    },
  );
};
