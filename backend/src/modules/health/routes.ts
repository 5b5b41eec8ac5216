import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentIntegrity, timerBacklog, type Db, type JobQueue } from '@pokerfest/infra';

const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down']),
  queueKind: z.enum(['bullmq', 'in-process']),
  // Details for monitoring; they never change the status. Absent when the database did not answer in time.
  /** Timers due and not fired yet (parked ones aside): a count that stays high means nothing fires them. */
  overdueTimers: z.number().int().optional(),
  /** Timers that failed TIMER_MAX_ATTEMPTS times and wait for an operator to re-arm them (docs/operations.md). */
  parkedTimers: z.number().int().optional(),
  /**
   * The payment safety nets: requested refunds without the timer that asks the provider (0 unless
   * one was just lost; the next check re-arms it), and what the checks repaired in the last 24 hours:
   * verdicts the provider had and the order did not, refund timers re-armed, paid intents of no order.
   */
  payments: z
    .object({
      refundsWithoutTimer: z.number().int(),
      repairedLast24Hours: z.object({ verdictRecovered: z.number().int(), refundTimerRearmed: z.number().int(), intentWithoutOrder: z.number().int() }),
    })
    .optional(),
  /** Whether invoices and credit notes can be issued: false names the seller's empty fields (documents wait for them, selling goes on). */
  invoicing: z.object({ ready: z.boolean(), missing: z.array(z.string()) }).optional(),
});

const DAY_MS = 24 * 3600_000;

type InvoicingReadiness = NonNullable<z.infer<typeof readiness>['invoicing']>;

interface HealthOptions {
  db: Db;
  queue: JobQueue;
  timeoutMs: number;
  now?: () => Date;
  /** The seller in force checked for what documents need (wired at the composition root with the configured fallback seller). */
  invoicing?: () => Promise<InvoicingReadiness>;
  /** In production an incomplete seller is also logged once at start. */
  production?: boolean;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const invoicing = options.invoicing;
  if (invoicing && options.production) {
    app.addHook('onReady', async () => {
      const found = await within(options.timeoutMs, invoicing(), undefined);
      if (found && !found.ready) app.log.warn({ missing: found.missing }, "invoices and credit notes wait: the seller's details in Admin → Settings are incomplete");
    });
  }
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
      const [database, queue, timers, payments, documents] = await Promise.all([
        within(options.timeoutMs, sql`SELECT 1`.execute(options.db).then(() => true), false),
        within(options.timeoutMs, options.queue.ping(), false),
        within(options.timeoutMs, timerBacklog(options.db, now()), undefined),
        within(options.timeoutMs, paymentIntegrity(options.db, new Date(now().getTime() - DAY_MS)), undefined),
        invoicing ? within(options.timeoutMs, invoicing(), undefined) : undefined,
      ]);
      const body = {
        status: database && queue ? ('ready' as const) : ('unavailable' as const),
        database: database ? ('up' as const) : ('down' as const),
        queue: queue ? ('up' as const) : ('down' as const),
        queueKind: options.queue.kind,
        ...(timers && { overdueTimers: timers.overdue, parkedTimers: timers.parked }),
        ...(payments && {
          payments: {
            refundsWithoutTimer: payments.refundsWithoutTimer,
            repairedLast24Hours: {
              verdictRecovered: payments.repairs['verdict-recovered'],
              refundTimerRearmed: payments.repairs['refund-timer-rearmed'],
              intentWithoutOrder: payments.repairs['intent-without-order'],
            },
          },
        }),
        ...(documents && { invoicing: documents }),
      };
      return reply.status(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
};

/** The answer of `check`, or `fallback` when it fails or takes longer than `ms`. */
async function within<T>(ms: number, check: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([check.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
