import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, onRouteHookHandler } from 'fastify';
import pino, { type Logger } from 'pino';
import { createPaymentProvider, EventStore, InProcessJobs, loadConfig, serveProcessMetrics, type ConfiguredPaymentProvider, type ServedMetrics, type Config, type JobQueue, type JobRunner, type Mailer } from '@pokerfest/infra';
import { createTestJobs } from '@pokerfest/infra/testing/jobs';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { inlineProjector, projections } from '@pokerfest/projections';
import { createServer } from '../app';
import { startTestJobs } from './context-jobs';

export interface TestApp {
  server: FastifyInstance;
  database: TestDatabase;
  store: EventStore;
  queue: JobQueue;
  jobs?: InProcessJobs;
  config: Config;
  /** The app's payment provider (the configured one, on the test clock). */
  payments: ConfiguredPaymentProvider;
  distDir: string;
  /** The metrics endpoint, as start.ts wires it (only when asked for: `metrics: true`). */
  metrics?: ServedMetrics;
  close(): Promise<void>;
}

/** A built SPA stand-in: index.html (an inline script, a shell region), two page shells and one hashed asset. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'shells'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>shop</title><script>window.firstLoad = {}</script></head><div id="root"><!--shell--><p>skeleton</p><!--/shell--></div>',
  );
  writeFileSync(path.join(dir, 'shells', 'home.html'), '<h1>Home</h1><!--picture-->');
  writeFileSync(path.join(dir, 'shells', 'festival.html'), '<!--picture--><h1>{{title}}</h1>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  return dir;
}

export interface TestAppOptions {
  /**
   * Replaces the in-process job runner (then no job runs unless the test runs it); a function gets
   * the app's config, to build the queue as `start.ts` does.
   */
  queue?: JobQueue | ((config: Config) => JobQueue);
  /** Overrides of the test environment; `undefined` removes a variable (e.g. NODE_ENV). */
  env?: Record<string, string | undefined>;
  now?: () => Date;
  mailer?: Mailer;
  /** Extra routes inside the session scope (they may use request.session and request.user). */
  sessionRoutes?: FastifyPluginAsync;
  /** 'services': the jobs run on BullMQ when the run has a Redis (as in production), else in-process. */
  jobs?: 'in-process' | 'services';
  /** Sees every route as it is registered (and may wrap its handler). */
  onRoute?: onRouteHookHandler;
  /** The server's logger (silent when not given). */
  logger?: Logger;
  /** Serve the metrics as start.ts does with METRICS_PORT set, on a port the system picks (METRICS_HOST). */
  metrics?: boolean;
}

const silent = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/** The API as `start.ts` wires it in the embedded mode, on a fresh database of its own. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '10000',
    ORDER_RATE_LIMIT_MAX: '10000',
    CHANGE_RATE_LIMIT_MAX: '10000',
    QUEUE_JOIN_RATE_LIMIT_MAX: '10000',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
    // Secrets not given are generated and kept here, not in the working copy's ./.data.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')),
    // Redis needs a database server (config refuses it without): this test's own
    ...(options.env?.REDIS_URL && database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const now = options.now ?? (() => new Date());
  const store = new EventStore({ db: database.db, inline: inlineProjector(projections), streamLockTimeoutMs: config.COMMAND_LOCK_TIMEOUT_MS });
  const payments = createPaymentProvider(config, database.db, { now });
  let jobs: InProcessJobs | undefined;
  let runner: JobRunner | undefined;
  let runnerQueue: JobQueue | undefined;
  const givenQueue = typeof options.queue === 'function' ? options.queue(config) : options.queue;
  if (!givenQueue) {
    if (options.jobs === 'services') ({ runner, queue: runnerQueue } = await createTestJobs({ attempts: 2, backoffMs: 10 }));
    else runner = runnerQueue = jobs = new InProcessJobs({ attempts: 2, backoffMs: 10, logger: { error: () => undefined } });
    await startTestJobs(runner, { db: database.db, store, queue: runnerQueue, config, mailer: options.mailer, now, payments }, { batchSize: 100, projectionTickMs: 200, timerSweepMs: 60_000 });
  }
  const queue = givenQueue ?? runnerQueue!;
  const distDir = fakeDist();
  const metrics = options.metrics
    ? await serveProcessMetrics({ port: 0, host: config.METRICS_HOST, db: database.db, store, projections: projections.map((p) => p.name), queue, logger: silent })
    : undefined;
  const server = await createServer({ config, db: database.db, store, queue, distDir, now, payments, sessionRoutes: options.sessionRoutes, metrics: metrics?.metrics }, options.logger ?? silent, {
    onRoute: options.onRoute,
  });
  return {
    server,
    database,
    store,
    queue,
    jobs,
    config,
    payments,
    distDir,
    metrics,
    close: async () => {
      await server.close();
      await metrics?.close();
      await (runner ?? queue).close();
      await database.close();
    },
  };
}
