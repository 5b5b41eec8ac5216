import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

/** Validates the environment once at boot. In development a session secret is kept under DATA_DIR. */
export function loadConfig(rawEnv: RawEnv = process.env): Config {
  const parsed = envSchema.safeParse(rawEnv);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '(root)'), message: issue.message })),
    );
  }
  const env = parsed.data;
  const payments = paymentSettings(env);
  const problems = [...deploymentProblems(env), ...payments.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    PAYMENT_PROVIDER: payments.PAYMENT_PROVIDER,
    DEMO_WEBHOOK_SECRET: payments.DEMO_WEBHOOK_SECRET,
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: env.SESSION_SECRET ?? developmentSessionSecret(env),
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'),
    secureCookies: publicUrl.startsWith('https://'),
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

function developmentSessionSecret(env: Env): string {
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
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
