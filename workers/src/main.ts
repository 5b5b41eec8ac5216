import { createLogger, loadConfigOrExit, stopOnSignals } from '@pokerfest/infra';
import { startWorker } from './worker';

const config = loadConfigOrExit();

const logger = createLogger(config, 'worker');
const running = await startWorker(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'worker failed to start');
  process.exit(1);
});

stopOnSignals({ logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, stop: () => running.stop(), stoppedMessage: 'worker stopped' });
