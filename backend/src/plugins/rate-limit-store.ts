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
type CountingPipeline = { pokerfestRateLimit(key: string, windowMs: number): void; exec(): Promise<Array<[Error | null, unknown]> | null> };

/** What @fastify/rate-limit hands `child` for a route: the merged options and the route. */
interface RouteLimit {
  routeInfo: { method?: string | string[]; url?: string };
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
  const count = countsPerTurn(redis, guard, fallback);

  class GuardedRedisStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly routePrefix = prefix,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow?: number): void {
      void count(this.routePrefix + key, timeWindow ?? DEFAULT_WINDOW_MS).then((result) => callback(null, result));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as RouteLimit).routeInfo;
      // a limiter a handler calls (`app.rateLimit(…)`) has no route: its keys name what they count
      return new GuardedRedisStore(undefined, method === undefined ? prefix : `${prefix}${String(method)}${url}-`);
    }
  }
  return GuardedRedisStore;
}

/**
 * The counts asked for in one turn of the event loop, sent to Redis as one pipeline (one write, one
 * reply to read) and bounded by the guard as one call: a rush's 1,000 placements arriving together
 * cost Redis and this process one exchange instead of 1,000 (issue 30). Redis runs the scripts one
 * after the other as before, so each request gets its own count. A count Redis does not give (the
 * whole batch timed out, or this one failed) is counted in `fallback`.
 */
function countsPerTurn(redis: Redis, guard: RedisRequestGuard, fallback: LocalCounters): (key: string, windowMs: number) => Promise<Count> {
  let waiting: Array<{ key: string; windowMs: number; resolve: (count: Count) => void }> | undefined;

  const send = () => {
    const batch = waiting!;
    waiting = undefined;
    const pipeline = redis.pipeline() as unknown as CountingPipeline;
    for (const { key, windowMs } of batch) pipeline.pokerfestRateLimit(key, windowMs);
    const counted = (replies: Array<[Error | null, unknown]> | null) =>
      batch.forEach(({ key, windowMs, resolve }, index) => {
        const [error, reply] = replies?.[index] ?? [new Error('no reply')];
        const [current, ttl] = (error ? [] : reply) as number[];
        resolve(current === undefined || ttl === undefined ? fallback.incr(key, windowMs) : { current, ttl });
      });
    let replies: Array<[Error | null, unknown]> | null = null;
    const exchange = async () => {
      replies = await pipeline.exec();
      // a pipeline answers its commands' failures instead of failing: the guard must see a timeout
      // (ioredis' commandTimeout) to stop waiting for Redis, as it does for a single command
      const failed = replies?.find(([error]) => error)?.[0];
      if (failed) throw failed;
    };
    guard.run(exchange).then(
      () => counted(replies),
      () => counted(replies),
    );
  };

  return (key, windowMs) =>
    new Promise<Count>((resolve) => {
      if (!waiting) {
        waiting = [];
        setImmediate(send);
      }
      waiting.push({ key, windowMs, resolve });
    });
}
