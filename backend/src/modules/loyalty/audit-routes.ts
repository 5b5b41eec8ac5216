import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyAuditPageSchema, loyaltyAuditQuery } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { auditEntries, loyaltyAuditPage, loyaltyLedgerProjection } from '@pokerfest/projections';
import { auditCsv } from './audit-csv';

/** An export answers at most this many rows (newest first): a bound on one request's memory and time. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const tags = ['admin'];
const csvQuery = loyaltyAuditQuery.omit({ page: true, pageSize: true });

/** The admin's loyalty audit: every transaction with its member, source, reason and admin; paged or as CSV. */
export const loyaltyAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/loyalty-transactions', { config: { access: 'admin' }, schema: { tags, summary: 'Page through every loyalty transaction with its member, source, reason and admin', querystring: loyaltyAuditQuery, response: { 200: loyaltyAuditPageSchema } } }, async (request) => {
    await request.readYourWrites([loyaltyLedgerProjection.name]);
    return loyaltyAuditPage(db, request.query);
  });

  app.get('/api/admin/loyalty-transactions.csv', { config: { access: 'admin' }, schema: { tags, summary: 'The loyalty transactions as a CSV download', querystring: csvQuery } }, async (request, reply) => {
    await request.readYourWrites([loyaltyLedgerProjection.name]);
    const entries = await auditEntries(db, request.query, { offset: 0, limit: AUDIT_CSV_MAX_ROWS });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="loyalty-transactions.csv"')
      .header('Cache-Control', 'no-store')
      .send(auditCsv(entries));
  });
};
