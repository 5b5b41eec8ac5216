import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisRequestGuard } from '@pokerfest/infra';

interface Count {
  current: number;
  ttl: number;
}

/**
 * Fixed-window counters of this process. They stand in while Redis does not answer, so a Redis
 * outage lets requests through as if each process counted for itself (as without REDIS_URL), never
 * refuses them and never makes them wait. At most `maxKeys` windows are kept; the oldest go first.
 */
export class LocalCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, windowMs: number, now = Date.now()): Count {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      // (re)inserted at the end: the map's order stays oldest window first
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }
}

/** The count and the window's remaining time in one round trip; a key left without expiry gets one. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local window = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], window)
  return {current, window}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], window)
  ttl = window
end
return {current, ttl}
`;

type CountingRedis = Redis & { pokerfestRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** What @fastify/rate-limit hands `child` for a route: the merged options and the route. */
interface RouteLimit {
  routeInfo: { method: string | string[]; url: string };
}

const DEFAULT_WINDOW_MS = 60_000;

/**
 * A store for @fastify/rate-limit: counters shared through Redis (same keys as the plugin's own
 * Redis store: `<prefix><METHOD><url>-<key>`), each call bounded by the guard. When Redis does not
 * answer in time, or is known to be away, the request is counted in `fallback` instead. Fixed
 * windows only: the plugin's `continueExceeding` and `exponentialBackoff` are not used here.
 */
export function guardedRedisStore(redis: Redis, guard: RedisRequestGuard, prefix: string, fallback: LocalCounters): FastifyRateLimitStoreCtor {
  const counting = redis as CountingRedis;
  if (typeof counting.pokerfestRateLimit !== 'function') redis.defineCommand('pokerfestRateLimit', { numberOfKeys: 1, lua: COUNT_SCRIPT });

  class GuardedRedisStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly routePrefix = prefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow?: number): void {
      const windowMs = timeWindow ?? DEFAULT_WINDOW_MS;
      const fullKey = this.routePrefix + key;
      guard
        .run(() => counting.pokerfestRateLimit(fullKey, windowMs))
        .then(
          ([current, ttl]) => callback(null, { current, ttl }),
          () => callback(null, fallback.incr(fullKey, windowMs)),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as RouteLimit).routeInfo;
      return new GuardedRedisStore(undefined, `${prefix}${String(method)}${url}-`);
    }
  }
  return GuardedRedisStore;
}
