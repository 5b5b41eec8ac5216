import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RedisRequestGuard, requestPathRedisOptions } from '@pokerfest/infra';
import { guardedRedisStore, LocalCounters } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler counts its own attempts (`app.rateLimit(…)` where it reaches the database): 429 like a route's `rateLimit`. */
    attemptsLimited?: boolean;
  }
}

export interface RateLimitOptions {
  redisUrl?: string;
  /** Counter keys start with `<keyPrefix>-rate-limit-` (BULLMQ_PREFIX: deployments sharing a Redis keep apart). */
  keyPrefix: string;
  /** Longest wait for a counter (REDIS_REQUEST_TIMEOUT_MS); then the request is counted in this process. */
  requestTimeoutMs: number;
  /** While Redis is away, how often a PING checks for its return (REDIS_PROBE_INTERVAL_MS). */
  redisProbeMs: number;
}

const STARTUP_CONNECT_WAIT_MS = 2000;

async function connectedWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onReady: (() => void) | undefined;
  // a plain listener, not events.once: that would reject on the connection's 'error' events
  await new Promise<void>((resolve) => {
    onReady = resolve;
    redis.once('ready', onReady);
    timer = setTimeout(resolve, ms);
  });
  clearTimeout(timer);
  if (onReady) redis.off('ready', onReady);
}

/**
 * Limits for the routes that opt in (login, registration, password reset per address; placement per
 * player). With Redis the counters are shared by every API instance; without it each process counts
 * for itself, and so it does while Redis does not answer (infra/src/redis): a Redis outage neither
 * refuses nor delays a request.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, requestPathRedisOptions(options.requestTimeoutMs)) : undefined;
    redis?.on('error', () => undefined);
    // Start counting in Redis, not locally: a first request before the connection is up would mark
    // Redis away until the next probe. Bounded: a Redis that is down does not hold up start-up.
    if (redis) await connectedWithin(redis, STARTUP_CONNECT_WAIT_MS);
    const guard = redis && new RedisRequestGuard(redis, { name: 'rate limit', timeoutMs: options.requestTimeoutMs, probeEveryMs: options.redisProbeMs, logger: app.log });
    await app.register(rateLimit, {
      global: false,
      store: redis && guard ? guardedRedisStore(redis, guard, `${options.keyPrefix}-rate-limit-`, new LocalCounters()) : undefined,
      // The client's address as TRUST_PROXY lets Fastify work it out: the socket's, or what a
      // trusted proxy says. Never a header a client can set for itself.
      keyGenerator: (request) => request.ip,
      // A store error must not lock everybody out: count nothing rather than refuse.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`), {
          statusCode: 429,
        }),
    });
    if (redis)
      app.addHook('onClose', async () => {
        guard?.close();
        redis.disconnect();
      });
  },
  { name: 'rate-limit' },
);
