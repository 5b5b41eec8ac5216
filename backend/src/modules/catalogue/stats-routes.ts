import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@pokerfest/infra';

/** Admin overview figures, each a bare number (spec 7); the orders module answers orders and revenue. */
export const catalogueStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  const schema = { tags: ['admin'], response: { 200: z.number().int() } };
  app.get('/api/admin/stats/users-count', { config: { access: 'admin' }, schema: { ...schema, summary: 'The number of users' } }, () => count(sql<{ n: string }>`SELECT count(*) AS n FROM users`));
  app.get('/api/admin/stats/festivals-count', { config: { access: 'admin' }, schema: { ...schema, summary: 'The number of festivals on sale' } }, () => count(sql<{ n: string }>`SELECT count(*) AS n FROM festivals WHERE active`));
};
