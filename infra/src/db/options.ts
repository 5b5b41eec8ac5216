import type { Config } from '../config';
import type { DatabaseOptions } from './connect';

export function databaseOptions(config: Config): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}
