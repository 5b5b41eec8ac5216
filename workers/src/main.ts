import { ConfigError, createLogger, loadConfig, type Config } from '@pokerfest/infra';
import { startWorker } from './worker';

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

const logger = createLogger(config, 'worker');
let worker;
try {
  worker = await startWorker(config, logger);
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'worker failed to start');
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'finishing the jobs in hand, then exiting');
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    worker.stop().then(
      () => {
        logger.info('worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
