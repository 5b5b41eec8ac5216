import type { Config, Db, JobQueue } from '@pokerfest/infra';

export interface IdentityDeps {
  db: Db;
  queue: JobQueue;
  config: Config;
  now: () => Date;
  /** 0..9999 for referral codes; injected so tests can force collisions. */
  fourDigits?: () => number;
}

export function authRateLimit(config: Config) {
  return { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS } };
}
