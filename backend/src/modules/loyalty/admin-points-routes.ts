import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberParams, NotFoundError, pointsAdjustmentSchema } from '@pokerfest/domain';
import { runLedgerCommand } from './ledger-commands';
import { requireUser } from '../../plugins/auth';
import { ledgerDeps, type LoyaltyDeps } from './deps';

// The domain's member parameter (an int4 user id), under the name the route below already uses.
const userIdParams = memberParams;
const adjustedSchema = z.object({ userId: z.number(), loyaltyPoints: z.number() });

/**
 * An admin adds or takes away points with a reason: an adjustment on the member's ledger, refused
 * with 409 when it would take the balance below zero. (/api/admin/* is admins only, by the auth plugin.)
 */
export const adminPointsRoutes: FastifyPluginAsyncZod<LoyaltyDeps> = async (app, deps) => {
  app.patch(
    '/api/admin/users/:userId/loyalty-points',
    { config: { access: 'admin' }, schema: { tags: ['admin', 'loyalty'], summary: "Add or take away a member's loyalty points, with a reason", params: userIdParams, body: pointsAdjustmentSchema, response: { 200: adjustedSchema } } },
    async (request) => {
      const admin = requireUser(request);
      const { userId } = request.params;
      const member = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!member) throw new NotFoundError('User not found');
      const { points, reason } = request.body;
      const result = await runLedgerCommand(
        ledgerDeps(deps),
        userId,
        { type: 'AdjustPoints', points, reason, adminId: admin.id, now: deps.now() },
        { actorId: admin.id, correlationId: request.id },
      );
      request.rememberPosition(result.position);
      request.log.info({ audit: 'loyalty-points-adjusted', userId, points, by: admin.id }, 'loyalty points adjusted by an admin');
      // the ledger's own balance: the users.loyalty_points read model may not have caught up yet
      return { userId, loyaltyPoints: result.state.balance };
    },
  );
};
