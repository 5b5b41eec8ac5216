import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  createPaymentProvider,
  BullmqQueue,
  bullmqOptions,
  connectDatabase,
  createMailer,
  databaseOptions,
  EventStore,
  InProcessJobs,
  migrateToLatest,
  serveProcessMetrics,
  type BullmqOptions,
  type Config,
  type JobQueue,
  type JobRunner,
} from '@pokerfest/infra';
import { buildJobCatalogue, configuredCatalogue, inlineProjector, projections, wakeProjectionsOnAppend } from '@pokerfest/projections';
import { createServer } from './app';
import { contextJobs } from './jobs';
import { demoSeeds, seedOnFirstStart } from './seed/seeds';

// dist/server/api.js sits as deep as backend/src/start.ts, so the same path finds the SPA in both (0028)
const DIST_DIR = path.resolve(import.meta.dirname, '..', '..', 'frontend', 'dist');

/**
 * The composition root: database (PGlite or Postgres), event store, queue (BullMQ producer, or
 * the in-process runner that also works the jobs), then the app. Closing the server closes them.
 */
export async function startApi(config: Config, logger: Logger, options: { distDir?: string } = {}): Promise<FastifyInstance> {
  const database = await connectDatabase(databaseOptions(config));
  await migrateToLatest(database.db);
  if (config.NODE_ENV !== 'production') await seedOnFirstStart(database.db, logger, demoSeeds(config));

  const now = () => new Date();
  const onError = (error: unknown, message: string) => logger.warn({ err: error }, message);
  // orders and loyalty read models follow each append in its transaction: acknowledged means visible (0022)
  const store = new EventStore({ db: database.db, inline: inlineProjector(projections), streamLockTimeoutMs: config.COMMAND_LOCK_TIMEOUT_MS });
  const payments = createPaymentProvider(config, database.db, { now });
  const mailer = createMailer(config, logger);
  let queue: JobQueue;
  let embeddedRunner: JobRunner | undefined;
  if (config.REDIS_URL) {
    queue = new BullmqQueue(apiQueueOptions(config, config.REDIS_URL, logger));
  } else {
    const jobs = new InProcessJobs({ attempts: config.JOB_ATTEMPTS, backoffMs: config.JOB_BACKOFF_MS, logger });
    const catalogue = buildJobCatalogue({
      db: database.db,
      queue: jobs,
      projections,
      contexts: contextJobs({ db: database.db, store, queue: jobs, config, mailer, now, payments }),
      ...configuredCatalogue(config, logger),
      // the embedded database has no other process appending: the tick only retries a failed run
      ...(config.DATABASE_URL ? {} : { projectionTickMs: config.EMBEDDED_PROJECTION_TICK_MS }),
      now,
    });
    await jobs.start(catalogue.definitions, catalogue.repeating);
    queue = jobs;
    embeddedRunner = jobs;
  }
  wakeProjectionsOnAppend(store, queue, projections, onError);
  const served = config.METRICS_PORT > 0 ? await serveProcessMetrics({ port: config.METRICS_PORT, host: config.METRICS_HOST, db: database.db, store, projections: projections.map((p) => p.name), queue, logger }) : undefined;

  const server = await createServer({ config, db: database.db, store, queue, distDir: options.distDir ?? DIST_DIR, now, payments, metrics: served?.metrics }, logger);
  server.addHook('onClose', async () => {
    await served?.close();
    await (embeddedRunner ?? queue).close();
    await mailer.close();
    await database.close();
  });
  return server;
}

/**
 * The API's BullMQ producer: every enqueue (and the readiness ping) waits at most
 * REDIS_REQUEST_TIMEOUT_MS for Redis, so a frozen Redis never holds up a request. The worker's own
 * connections are not bounded this way.
 */
export function apiQueueOptions(config: Config, redisUrl: string, logger: BullmqOptions['logger']): BullmqOptions {
  return { ...bullmqOptions(config, redisUrl, logger), requestTimeoutMs: config.REDIS_REQUEST_TIMEOUT_MS, redisProbeMs: config.REDIS_PROBE_INTERVAL_MS };
}
