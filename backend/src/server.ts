import { ConfigError, createLogger, loadConfig, type Config } from '@pokerfest/infra';
import { startApi } from './start';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config, 'api');
const server = await startApi(config, logger);
await server.listen({ port: config.PORT, host: '0.0.0.0' });
logger.info({ url: config.PUBLIC_URL, database: config.DATABASE_URL ? 'postgres' : 'embedded', queue: config.REDIS_URL ? 'bullmq' : 'in-process' }, 'serving');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
