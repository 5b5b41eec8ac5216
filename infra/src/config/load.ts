import path from 'node:path';
import { connectionSettings, openFileLimit } from './connections';
import { keptSecret } from './kept-secret';
import { mapSettings } from './maps';
import { paymentSettings } from './payments';
import { envSchema, type Config, type Env } from './schema';

/** Start-up stops with this when the environment is wrong; the message names each bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: Array<{ variable: string; message: string }>) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type RawEnv = Record<string, string | undefined>;

export interface LoadOptions {
  /** The process's soft open-file limit (null: unknown); read from the system when not given. */
  openFileLimit?: number | null;
}

/**
 * Validates the environment once at boot. Outside production, the session secret and the demo
 * payment provider's webhook secret are generated once and kept under DATA_DIR when not set.
 */
export function loadConfig(rawEnv: RawEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(rawEnv);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '(root)'), message: issue.message })),
    );
  }
  const env = parsed.data;
  const payments = paymentSettings(env);
  const connections = connectionSettings(env, options.openFileLimit === undefined ? openFileLimit() : options.openFileLimit);
  const { problems: mapProblems, ...map } = mapSettings(env);
  const problems = [...deploymentProblems(env), ...payments.problems, ...connections.problems, ...mapProblems];
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    PAYMENT_PROVIDER: payments.PAYMENT_PROVIDER,
    // Production without it was refused above (paymentSettings).
    DEMO_WEBHOOK_SECRET:
      payments.PAYMENT_PROVIDER === 'demo' ? (env.DEMO_WEBHOOK_SECRET ?? keptSecret(env.DATA_DIR, 'demo-webhook-secret')) : env.DEMO_WEBHOOK_SECRET,
    HEADERS_TIMEOUT_MS: connections.HEADERS_TIMEOUT_MS,
    MAX_CONNECTIONS: connections.MAX_CONNECTIONS,
    PUBLIC_URL: publicUrl,
    // Production without it was refused above (deploymentProblems).
    SESSION_SECRET: env.SESSION_SECRET ?? keptSecret(env.DATA_DIR, 'session-secret'),
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    secureCookies: publicUrl.startsWith('https://'),
    // Read from the raw environment: the schema's default makes an unset NODE_ENV look like development.
    devMailbox: rawEnv.NODE_ENV === 'development' || rawEnv.NODE_ENV === 'test',
    map,
  };
}

function deploymentProblems(env: Env): ConfigError['problems'] {
  const problems: ConfigError['problems'] = [];
  if (env.REDIS_URL && !env.DATABASE_URL) {
    // Jobs on Redis are worked by worker processes, which cannot open the API's embedded database.
    problems.push({ variable: 'REDIS_URL', message: 'needs DATABASE_URL too: worker processes share the database with the API' });
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push({ variable: 'SESSION_SECRET', message: 'is required in production (at least 32 characters)' });
  }
  return problems;
}

/** For process entry points: a bad environment prints the list of bad variables and exits 1. */
export function loadConfigOrExit(rawEnv: RawEnv = process.env): Config {
  try {
    return loadConfig(rawEnv);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
