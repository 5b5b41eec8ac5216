import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync, type onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createPaymentProvider, LocalDiskStorage, type Config, type ConfiguredPaymentProvider, type Db, type EventStore, type JobQueue, type ShopMetrics } from '@pokerfest/infra';
import { adminUsersRoutes } from './modules/admin/users-routes';
import { CatalogueCache, catalogueModule, publicCatalogueRoutes, shopFrontShells } from './modules/catalogue';
import { capConnections, serverOptions } from './http-server';
import { contextStock, orderSubscribers } from './jobs';
import { devMailboxRoutes } from './modules/dev/mailbox-routes';
import { invoicingReadiness } from './modules/documents/invoicing-readiness';
import { sellerSettingsRoutes } from './modules/documents/settings-routes';
import { documentPdfRoutes } from './modules/documents/pdf-routes';
import { documentRoutes } from './modules/documents/document-routes';
import { healthRoutes } from './modules/health/routes';
import { identityModule } from './modules/identity';
import { offerForOrder, waitingListModule } from './modules/waiting-list';
import { loyaltyModule } from './modules/loyalty';
import { promotionsModule } from './modules/promotions';
import { creditModule } from './modules/credit';
import { mapConfigRoutes } from './modules/maps/routes';
import { ordersModule, paymentWebhookRoutes, placementRush, type PlacementRush } from './modules/orders';
import { referralRoutes } from './modules/referrals/routes';
import { salesQueue, salesQueueRoutes, type SalesQueueDeps } from './modules/sales-queue';
import { shopRoutes } from './modules/shop';
import { StockNotices, watchedStockView, type Stock } from './modules/stock';
import { accessPlugin } from './plugins/access';
import { compressionPlugin } from './plugins/compression';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrorReply } from './plugins/errors';
import { httpMetricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readYourWritesPlugin } from './plugins/read-your-writes';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionCookieName, sessionPlugin } from './plugins/session';
import { inlineScriptHashes, spaPlugin } from './plugins/spa';

/** Everything the app needs, wired at the composition root as plain arguments. */
export interface AppDeps {
  config: Config;
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** The built SPA (frontend/dist). */
  distDir: string;
  now: () => Date;
  /** The configured payment provider when not given (tests give one with their own clock). */
  payments?: ConfiguredPaymentProvider;
  /** Tests add routes that use sessions here. */
  sessionRoutes?: FastifyPluginAsync;
  /** The process's metrics: every answered request is timed into them (none: not measured). */
  metrics?: ShopMetrics;
}

/**
 * Everything that knows who is asking: sessions, the current user, read-your-own-writes, and the
 * routes that need them. Encapsulated, so health checks, the public catalogue and static files
 * skip the per-request session work.
 */
type Sales = ReturnType<typeof salesQueue>;

const withSessions: FastifyPluginAsync<AppDeps & { cache: CatalogueCache; payments: ConfiguredPaymentProvider; rush: PlacementRush; stock: Stock; sales: Sales }> = async (scope, deps) => {
  await scope.register(sessionPlugin, {
    db: deps.db,
    secret: deps.config.SESSION_SECRET,
    secureCookies: deps.config.secureCookies,
    maxAgeMs: deps.config.SESSION_MAX_AGE_MS,
    cache: { ttlMs: deps.config.SESSION_CACHE_TTL_MS, maxEntries: deps.config.SESSION_CACHE_MAX_ENTRIES, databaseUrl: deps.config.DATABASE_URL },
  });
  await scope.register(authPlugin, { db: deps.db });
  await scope.register(readYourWritesPlugin, {
    db: deps.db,
    timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    inlineProjections: deps.store.inlineProjections,
  });
  await scope.register(identityModule, { db: deps.db, queue: deps.queue, config: deps.config, now: deps.now });
  await scope.register(adminUsersRoutes, { db: deps.db });
  await scope.register(referralRoutes, { db: deps.db });
  if (deps.config.devMailbox) await scope.register(devMailboxRoutes, { db: deps.db });
  await scope.register(catalogueModule, {
    db: deps.db,
    cache: deps.cache,
    storage: new LocalDiskStorage(deps.config.UPLOAD_DIR),
    uploadMaxBytes: deps.config.UPLOAD_MAX_BYTES,
    now: deps.now,
    stock: deps.stock,
  });
  await scope.register(sellerSettingsRoutes, deps);
  await scope.register(ordersModule, { ...deps, orderSubscribers: orderSubscribers(deps.config, deps.now), offers: offerForOrder, salesGate: deps.sales.gate });
  await scope.register(salesQueueRoutes, { ...deps.sales, db: deps.db, config: deps.config, now: deps.now } satisfies SalesQueueDeps);
  await scope.register(documentRoutes, deps);
  await scope.register(loyaltyModule, deps);
  await scope.register(promotionsModule, { db: deps.db, now: deps.now });
  await scope.register(creditModule, deps);
  await scope.register(waitingListModule, deps);
  await scope.register(documentPdfRoutes, { db: deps.db });
  if (deps.sessionRoutes) await scope.register(deps.sessionRoutes);
};

/** The whole API as one plugin: `server.ts` starts it, tests `inject` into it. */
export const app = fp<AppDeps>(
  async (instance, deps) => {
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    if (deps.metrics) await instance.register(httpMetricsPlugin, { metrics: deps.metrics });
    await instance.register(errorsPlugin);
    await instance.register(accessPlugin);
    // before every route: it hooks each route as the route is declared
    await instance.register(compressionPlugin, { thresholdBytes: deps.config.COMPRESSION_THRESHOLD_BYTES });
    const payments = deps.payments ?? createPaymentProvider(deps.config, deps.db, { now: deps.now });
    await instance.register(securityHeadersPlugin, {
      https: deps.config.secureCookies,
      stripe: payments.publishableKey !== null,
      images: deps.config.map.imageOrigins,
      connect: deps.config.map.connectOrigins,
      scriptHashes: inlineScriptHashes(deps.distDir),
    });
    await instance.register(openApiPlugin, { publicUrl: deps.config.PUBLIC_URL, sessionCookie: sessionCookieName(deps.config.secureCookies) });
    await instance.register(sameOriginPlugin, { publicUrl: deps.config.PUBLIC_URL, trustedOrigins: deps.config.TRUSTED_ORIGINS });
    await instance.register(rateLimitPlugin, {
      redisUrl: deps.config.REDIS_URL,
      keyPrefix: deps.config.BULLMQ_PREFIX,
      requestTimeoutMs: deps.config.REDIS_REQUEST_TIMEOUT_MS,
      redisProbeMs: deps.config.REDIS_PROBE_INTERVAL_MS,
    });
    await instance.register(healthRoutes, {
      db: deps.db,
      queue: deps.queue,
      timeoutMs: 2000,
      now: deps.now,
      invoicing: () => invoicingReadiness(deps.db, deps.config),
      production: deps.config.NODE_ENV === 'production',
    });
    const stockView = watchedStockView(deps.db, deps.config.DATABASE_URL);
    instance.addHook('onClose', () => stockView.close());
    const sales = salesQueue(deps.db, deps.config, deps.now);
    sales.board.start();
    instance.addHook('onClose', () => sales.board.stop());
    const cache = new CatalogueCache(deps.db, deps.config.DATABASE_URL, () => {
      stockView.view.forgetAll();
      sales.openings.forget();
    });
    instance.addHook('onClose', () => cache.close());
    await instance.register(publicCatalogueRoutes, { db: deps.db, cache, stockView: stockView.view });
    await instance.register(mapConfigRoutes, { map: deps.config.map });
    await instance.register(shopRoutes, { db: deps.db, config: deps.config });
    // one per process: units this process gives back (the webhook's releases too) clear the memo the placements read
    const notices = new StockNotices();
    const rush = placementRush(deps.config, notices);
    const stock = contextStock(deps.queue, notices);
    await instance.register(paymentWebhookRoutes, { ...deps, payments, rush, stock, offers: offerForOrder, orderSubscribers: orderSubscribers(deps.config, deps.now) });
    await instance.register(withSessions, { ...deps, cache, payments, rush, stock, sales });
    await instance.register(spaPlugin, { distDir: deps.distDir, shellFor: shopFrontShells(deps.db) });
  },
  { name: 'app' },
);

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** `observe` lets a test watch every route as it is registered (the route-table tests wrap handlers). */
export async function createServer(deps: AppDeps, logger: Logger, observe?: { onRoute?: onRouteHookHandler }): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    requestIdHeader: false,
    // Accept a caller's request id only when it is safe to log and echo.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // URLs the router refuses (bad escapes, over-long parameters) answer in the app's error shape.
    frameworkErrors: frameworkErrorReply,
    // Timeouts and whose X-Forwarded-For to believe (TRUST_PROXY, whatever NODE_ENV says).
    ...serverOptions(deps.config),
  }).withTypeProvider<ZodTypeProvider>();
  capConnections(
    server,
    // behind a trusted proxy every connection comes from the proxy's address: no per-address cap then
    { maxConnections: deps.config.MAX_CONNECTIONS, perAddress: deps.config.TRUST_PROXY === false ? deps.config.MAX_CONNECTIONS_PER_ADDRESS : 0 },
    server.log,
  );
  server.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  if (observe?.onRoute) server.addHook('onRoute', observe.onRoute);
  await server.register(app, deps);
  return server;
}
