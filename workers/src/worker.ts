import type { Logger } from 'pino';
import { contextJobs } from '@pokerfest/backend/jobs';
import { BullmqRunner, bullmqOptions, connectDatabase, createMailer, createPaymentProvider, databaseOptions, EventStore, migrateToLatest, serveProcessMetrics, type Config } from '@pokerfest/infra';
import { buildJobCatalogue, configuredCatalogue, inlineProjector, projections } from '@pokerfest/projections';

export interface RunningWorker {
  /** Finish the jobs in hand (a projection batch commits or rolls back whole), then release everything. */
  stop(): Promise<void>;
}

/** The worker process: projection runs, timers and their sweep, on BullMQ. Run as many as you like. */
export async function startWorker(config: Config, logger: Logger): Promise<RunningWorker> {
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    throw new Error(
      'The worker process needs DATABASE_URL and REDIS_URL. Without them the API runs every job itself (embedded mode): start only `make run`.',
    );
  }
  const database = await connectDatabase(databaseOptions(config));
  await migrateToLatest(database.db);
  const now = () => new Date();
  const mailer = createMailer(config, logger);
  const runner = new BullmqRunner(bullmqOptions(config, config.REDIS_URL, logger));
  const store = new EventStore({ db: database.db, inline: inlineProjector(projections), streamLockTimeoutMs: config.COMMAND_LOCK_TIMEOUT_MS });
  const served = config.WORKER_METRICS_PORT > 0 ? await serveProcessMetrics({ port: config.WORKER_METRICS_PORT, host: config.METRICS_HOST, db: database.db, store, projections: projections.map((p) => p.name), queue: runner.queue, logger }) : undefined;
  const catalogue = buildJobCatalogue({
    db: database.db,
    queue: runner.queue,
    projections,
    contexts: contextJobs({
      db: database.db,
      store,
      queue: runner.queue,
      config,
      mailer,
      now,
      payments: createPaymentProvider(config, database.db, { now }),
    }),
    ...configuredCatalogue(config, logger),
    now,
  });
  await runner.start(catalogue.definitions, catalogue.repeating);
  logger.info({ projections: projections.map((p) => p.name), concurrency: config.WORKER_CONCURRENCY }, 'worker started');
  return {
    stop: async () => {
      await runner.close();
      await served?.close();
      await mailer.close();
      await database.close();
    },
  };
}
