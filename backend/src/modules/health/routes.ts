import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, JobQueue } from '@pokerfest/infra';

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down']),
  queueKind: z.enum(['bullmq', 'in-process']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; queue: JobQueue; timeoutMs: number }> = async (app, options) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['health'], summary: 'The process is alive', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database and the job queue are reachable',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const [database, queue] = await Promise.all([
        within(options.timeoutMs, sql`SELECT 1`.execute(options.db).then(() => true)),
        within(options.timeoutMs, options.queue.ping()),
      ]);
      const body = {
        status: database && queue ? ('ready' as const) : ('unavailable' as const),
        database: database ? ('up' as const) : ('down' as const),
        queue: queue ? ('up' as const) : ('down' as const),
        queueKind: options.queue.kind,
      };
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};

async function within(ms: number, check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
