import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailboxQuery, isOrderId } from '@pokerfest/domain';
import { linksIn, type Db, type StoredAttachment } from '@pokerfest/infra';

const message = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** The files it carries by name: 'trip-NF-1A2B.ics', 'INV-2026-00042.pdf' (a document not issued yet: '{cause}.pdf (not issued yet)'). */
  attachments: z.array(z.string()),
  createdAt: z.string(),
});

/** The names the attachments have (or will have) when sent: a document's is its number, looked up for all messages at once. */
async function attachmentNames(db: Db, lists: readonly StoredAttachment[][]): Promise<string[][]> {
  const references = lists.flat().flatMap((attachment) => ('document' in attachment ? [attachment.document] : []));
  const orderIds = [...new Set(references.map((reference) => reference.orderId))].filter(isOrderId);
  const issued = orderIds.length === 0 ? [] : await db.selectFrom('order_documents').select(['order_id', 'source_key', 'number']).where('order_id', 'in', orderIds).execute();
  const numbers = new Map(issued.map((row) => [`${row.order_id}/${row.source_key}`, row.number]));
  return lists.map((list) =>
    list.map((attachment) => {
      if (!('document' in attachment)) return attachment.filename;
      const number = numbers.get(`${attachment.document.orderId}/${attachment.document.sourceKey}`);
      return number ? `${number}.pdf` : `${attachment.document.sourceKey}.pdf (not issued yet)`;
    }),
  );
}

/**
 * The development mailbox: the mail the app would have sent, with its links (password-reset links
 * among them). Registered only when NODE_ENV is development or test on purpose (config.devMailbox,
 * see app.ts), and even then it answers only a developer on this machine: a client on a loopback
 * address that came through no proxy. Everyone else gets the 404 of a route that does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Before validation, so nothing (not even a 400) shows the route exists to anyone else.
  app.addHook('onRequest', (request, reply, done) => {
    if (fromLocalDeveloper(request)) return done();
    reply.callNotFound();
  });
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: { tags: ['development'], summary: 'The mail the app would have sent (development only, for a local developer)', querystring: devMailboxQuery, response: { 200: z.array(message) } },
    },
    async (request) => {
      let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50);
      if (request.query.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', request.query.to!.toLowerCase()));
      const rows = await query.execute();
      const names = await attachmentNames(db, rows.map((r) => r.attachments ?? []));
      return rows.map((r, index) => ({
        id: String(r.id),
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        links: linksIn(r.text_body),
        attachments: names[index] ?? [],
        createdAt: r.created_at.toISOString(),
      }));
    },
  );
};

/**
 * The socket's own address, never request.ip: with TRUST_PROXY set that comes from a header. A
 * request carrying proxy headers was relayed for someone else, so it is not a local developer.
 */
export function fromLocalDeveloper(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopback(request.socket.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}
