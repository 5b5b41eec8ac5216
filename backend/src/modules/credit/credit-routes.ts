import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCreditSchema, creditDecider, creditStream, creditViewSchema, errorBodySchema, fromMajorUnits, NotFoundError, recordIdParams, instantOf } from '@pokerfest/domain';
import { handleCommand, type Config, type Db, type EventStore } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { creditView, grantCredit, spendCredit } from './credit-ledger';

const refused = { '4xx': errorBodySchema };

export interface CreditDeps {
  db: Db;
  store: EventStore;
  config: Pick<Config, 'COMMAND_MAX_RETRIES'>;
  now: () => Date;
}

/** The player's credit, and the admin's entries: each an event on the player's credit stream, with its lot and ledger line in the same transaction. */
export const creditRoutes: FastifyPluginAsyncZod<CreditDeps> = async (app, deps) => {
  app.get('/api/credit', { config: { access: 'user' }, schema: { tags: ['credit'], summary: "The signed-in player's tournament credit: balance and entries", response: { 200: creditViewSchema, ...refused } } }, async (request) =>
    creditView(deps.db, requireUser(request).id, deps.now(), false),
  );

  app.get('/api/admin/users/:id/credit', { config: { access: 'admin' }, schema: { tags: ['admin', 'credit'], summary: "A player's tournament credit: balance and every entry, with who made it", params: recordIdParams, response: { 200: creditViewSchema, ...refused } } }, async (request) => {
    const user = await deps.db.selectFrom('users').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!user) throw new NotFoundError('User not found');
    return creditView(deps.db, user.id, deps.now(), true);
  });

  app.post(
    '/api/admin/users/:id/credit',
    { config: { access: 'admin' }, schema: { tags: ['admin', 'credit'], summary: "Grant (positive) or take back (negative) a player's tournament credit, with a reason", params: recordIdParams, body: adminCreditSchema, response: { 201: creditViewSchema, ...refused } } },
    async (request, reply) => {
      const admin = requireUser(request);
      const userId = request.params.id;
      const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw new NotFoundError('User not found');
      const { amount, reason } = request.body;
      const amountCents = fromMajorUnits(amount);
      const expiresAt = request.body.expiresAt ? instantOf(request.body.expiresAt, 'end') : null;
      const now = deps.now();
      const result = await handleCommand(deps.store, {
        stream: creditStream,
        id: userId,
        decider: creditDecider,
        command: { type: 'AdjustCredit', amountCents, reason, expiresAt, adminId: admin.id, now },
        context: { correlationId: request.id ?? randomUUID(), actorId: String(admin.id), now },
        maxRetries: deps.config.COMMAND_MAX_RETRIES,
        // the lots and the ledger with the event: a deduction beyond the balance refuses both (409)
        alsoWrite: async (trx) =>
          amountCents > 0
            ? grantCredit(trx, { userId, amountCents, reason, expiresAt: expiresAt ? new Date(expiresAt) : null, adminId: admin.id, now })
            : spendCredit(trx, { userId, amountCents: -amountCents, kind: 'deducted', reason, adminId: admin.id, now }),
      });
      request.rememberPosition(result.position);
      request.log.info({ audit: 'credit-adjusted', userId, amountCents, by: admin.id }, 'tournament credit adjusted by an admin');
      return reply.code(201).send(await creditView(deps.db, userId, now, true));
    },
  );
};
