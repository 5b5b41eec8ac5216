import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isOrderId, NotFoundError, orderIdParams, urlKey } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { storedPdf } from './stored-pdf';
import { assertOrderVisible } from './order-access';

const tags = ['documents'];
const documentPdfParams = orderIdParams.extend({ documentId: urlKey() });

/** If-None-Match names this ETag (among others, weak or not, or `*`). */
const alreadyHeld = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((given) => given.trim().replace(/^W\//, '') === etag || given.trim() === '*');

/**
 * GET /api/orders/{id}/documents/{documentId}/pdf: an issued document's stored PDF, for the order's
 * owner and admins; anyone else gets the 404 of an order that does not exist. The bytes never change
 * once stored, so the ETag (their hash) lets a browser revalidate instead of downloading again.
 */
export const documentPdfRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/orders/:id/documents/:documentId/pdf',
    { config: { access: 'user' }, schema: { tags, summary: 'An issued invoice or credit note as a PDF', params: documentPdfParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, documentId } = request.params;
      await assertOrderVisible(db, id, user);
      const document = isOrderId(documentId)
        ? await db.selectFrom('order_documents').select(['id', 'number']).where('id', '=', documentId).where('order_id', '=', id).executeTakeFirst()
        : undefined;
      const pdf = document ? await storedPdf(db, document.id) : null;
      if (!document || !pdf) throw new NotFoundError('Document not found');
      const etag = `"${createHash('sha256').update(pdf).digest('hex')}"`;
      reply.header('Cache-Control', 'private, no-cache').header('ETag', etag);
      if (alreadyHeld(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${document.number}.pdf"`).send(pdf);
    },
  );
};
