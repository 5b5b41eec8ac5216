import { createLogger, loadConfigOrExit, stopOnSignals } from '@pokerfest/infra';
import { startApi } from './start';

const config = loadConfigOrExit();

const logger = createLogger(config, 'api');
const server = await startApi(config, logger);
await server.listen({ port: config.PORT, host: '0.0.0.0' });
logger.info(
  {
    url: config.PUBLIC_URL,
    database: config.DATABASE_URL ? 'postgres' : 'embedded',
    queue: config.REDIS_URL ? 'bullmq' : 'in-process',
    maxConnections: config.MAX_CONNECTIONS,
    trustProxy: config.TRUST_PROXY,
    devMailbox: config.devMailbox,
  },
  'serving',
);

stopOnSignals({ logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, stop: () => server.close(), stoppedMessage: 'api stopped' });
