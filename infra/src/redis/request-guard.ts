import type { RedisOptions } from 'ioredis';

// A request must never wait on Redis for long. A stopped or frozen Redis (SIGSTOP, a stalled VM)
// keeps its TCP connection open, so "fail fast while disconnected" never triggers: every command
// would wait for ever. The guard bounds each call, and after one times out it stops sending
// anything but a periodic PING until Redis answers again, so nothing piles up meanwhile.

export interface GuardLogger {
  warn(object: unknown, message?: string): void;
  info?(object: unknown, message?: string): void;
}

/** The part of an ioredis client the guard needs. */
export interface GuardedRedis {
  readonly status: string;
  ping(): Promise<unknown>;
}

export interface RedisGuardOptions {
  /** What the connection serves, for the log lines: 'rate limit', 'job queue'. */
  name: string;
  /** Longest wait for one call (REDIS_REQUEST_TIMEOUT_MS). */
  timeoutMs: number;
  /** While Redis is away: how often a PING checks whether it answers again (REDIS_PROBE_INTERVAL_MS). */
  probeEveryMs: number;
  logger: GuardLogger;
  /** While Redis stays away, a reminder is logged at most this often. */
  reportEveryMs?: number;
}

/** The call took longer than the guard allows. */
export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/** Not even tried: Redis recently failed to answer and has not answered a probe since. */
export class RedisUnavailableError extends Error {
  constructor(name: string) {
    super(`Redis is unavailable (${name}): not called`);
    this.name = 'RedisUnavailableError';
  }
}

const REPORT_EVERY_MS = 10_000;

/**
 * Options for a connection used on request paths: a command never waits for more than the timeout
 * (`commandTimeout`), none is queued while disconnected (`enableOfflineQueue: false`), and a command
 * in flight when the connection drops fails at once instead of being sent again after the
 * reconnect (`maxRetriesPerRequest: 0`, `autoResendUnfulfilledCommands: false`): its caller has
 * moved on. The connection keeps reconnecting in the background.
 */
export function requestPathRedisOptions(timeoutMs: number): RedisOptions {
  return {
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
}

/**
 * Bounds every call to one Redis connection. A call that times out, or fails while the connection is
 * not ready, marks Redis unavailable: further calls are refused at once (the callers fail open) and
 * a PING every `probeEveryMs` checks for its return. One warning when it goes, a reminder at most
 * every `reportEveryMs` with the count of calls that went without it, one line when it is back.
 */
export class RedisRequestGuard {
  private downSince: number | undefined;
  private skipped = 0;
  private lastReport = 0;
  private probeTimer: NodeJS.Timeout | undefined;
  private probing = false;
  private closed = false;

  constructor(
    private readonly redis: GuardedRedis,
    private readonly options: RedisGuardOptions,
  ) {}

  /** False from a failed call until a probe answers. */
  get available(): boolean {
    return this.downSince === undefined;
  }

  /** Runs `call` within the timeout; rejects at once while Redis is unavailable. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.downSince !== undefined) {
      this.skipped += 1;
      throw new RedisUnavailableError(this.options.name);
    }
    try {
      return await withTimeout(call(), this.options.timeoutMs);
    } catch (error) {
      if (isTimeout(error) || this.redis.status !== 'ready') this.trip(error);
      throw error;
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.probeTimer);
  }

  private trip(error: unknown): void {
    if (this.closed || this.downSince !== undefined) return;
    this.downSince = this.lastReport = Date.now();
    this.skipped = 0;
    this.options.logger.warn(
      { err: error, redis: this.options.name, timeoutMs: this.options.timeoutMs },
      `Redis did not answer (${this.options.name}): going on without it until it does`,
    );
    this.probeTimer = setInterval(() => this.probe(), this.options.probeEveryMs);
    this.probeTimer.unref();
  }

  private probe(): void {
    if (this.probing || this.downSince === undefined) return;
    this.probing = true;
    const since = this.downSince;
    withTimeout(this.redis.ping(), this.options.timeoutMs)
      .then(
        () => {
          clearInterval(this.probeTimer);
          this.downSince = undefined;
          const log = this.options.logger.info?.bind(this.options.logger) ?? this.options.logger.warn.bind(this.options.logger);
          log({ redis: this.options.name, downForMs: Date.now() - since, skipped: this.skipped }, `Redis answers again (${this.options.name})`);
        },
        () => {
          const now = Date.now();
          if (now - this.lastReport < (this.options.reportEveryMs ?? REPORT_EVERY_MS)) return;
          this.lastReport = now;
          this.options.logger.warn(
            { redis: this.options.name, downForMs: now - since, skipped: this.skipped },
            `Redis still unavailable (${this.options.name}): ${this.skipped} calls went without it so far`,
          );
        },
      )
      .finally(() => (this.probing = false));
  }
}

function isTimeout(error: unknown): boolean {
  // ours, or ioredis' commandTimeout
  return error instanceof RedisTimeoutError || (error instanceof Error && error.message === 'Command timed out');
}

/** `promise`, or `timeoutError()` once `ms` have passed (the promise itself goes on; its outcome is ignored). */
export function withTimeout<T>(promise: Promise<T>, ms: number, timeoutError: () => Error = () => new RedisTimeoutError(ms)): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
