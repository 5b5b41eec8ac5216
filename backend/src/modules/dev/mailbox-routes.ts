import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxQuery } from '@pokerfest/domain';
import { linksIn, type Db } from '@pokerfest/infra';

const message = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), links: z.array(z.string()), createdAt: z.string() });

/**
 * The development mailbox: the mail the app would have sent, with its links. Registered only
 * outside production (see app.ts), so it can never leak a reset link from a live system.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['development'], querystring: devMailboxQuery, response: { 200: z.array(message) } } },
    async (request) => {
      let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50);
      if (request.query.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', request.query.to!.toLowerCase()));
      const rows = await query.execute();
      return rows.map((r) => ({ id: String(r.id), to: r.to_address, subject: r.subject, text: r.text_body, links: linksIn(r.text_body), createdAt: r.created_at.toISOString() }));
    },
  );
};
