import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountingCsv,
  adminDocumentsViewSchema,
  adminDocumentsQuery,
  documentRange,
  documentRangeQuery,
  documentViewSchema,
  errorBodySchema,
  orderIdParams,
  rangeDays,
  ValidationError,
  type DocumentRange,
} from '@pokerfest/domain';
import type { Config, Db } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { documentContentsIssued, documentsIssued, documentsOfOrder } from './document-reads';
import { assertOrderVisible } from './order-access';

export interface DocumentRoutesDeps {
  db: Db;
  config: Pick<Config, 'ACCOUNTING_EXPORT_MAX_DAYS'>;
  now: () => Date;
}

const refused = { '4xx': errorBodySchema };

/** A range that ends before it starts is refused; so is one longer than `maxDays` (the export's bound; the paged list has none). */
function checkedRange(range: DocumentRange, maxDays = Number.POSITIVE_INFINITY): DocumentRange {
  const days = rangeDays(range);
  if (days < 1) throw new ValidationError('The range ends before it starts', [{ path: 'to', message: 'Must be on or after the first day (from)' }]);
  if (days > maxDays) throw new ValidationError(`An export spans at most ${maxDays} days`, [{ path: 'to', message: `At most ${maxDays} days, the first day (from) counted` }]);
  return range;
}

/**
 * An order's invoices and credit notes (its owner and admins: anyone else is told it does not
 * exist), and the admin's list and accounting export of every document by issue date.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesDeps> = async (app, deps) => {
  app.get(
    '/api/orders/:id/documents',
    { config: { access: 'user' }, schema: { tags: ['orders'], summary: "A booking's invoices and credit notes", params: orderIdParams, response: { 200: z.array(documentViewSchema), ...refused } } },
    async (request) => {
      const user = requireUser(request);
      await assertOrderVisible(deps.db, request.params.id, user);
      return documentsOfOrder(deps.db, request.params.id);
    },
  );

  app.get('/api/admin/documents', { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'Issued documents by issue date, paged', querystring: adminDocumentsQuery, response: { 200: adminDocumentsViewSchema, ...refused } } }, async (request) => {
    const { limit, offset, ...asked } = request.query;
    const range = checkedRange(documentRange(asked, deps.now()));
    return documentsIssued(deps.db, range, { limit, offset });
  });

  app.get('/api/admin/accounting/documents.csv', { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'Every document issued in a date range, as an accounting CSV', querystring: documentRangeQuery } }, async (request, reply) => {
    const range = checkedRange(documentRange(request.query, deps.now()), deps.config.ACCOUNTING_EXPORT_MAX_DAYS);
    const documents = await documentContentsIssued(deps.db, range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="documents-${range.from}-${range.to}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(accountingCsv(documents));
  });
};
