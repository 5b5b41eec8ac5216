import { expect, it, vi } from 'vitest';
import { RedisRequestGuard, RedisTimeoutError, RedisUnavailableError } from './request-guard';

/** A Redis stand-in that can hang: every call (and PING) waits until `frozen` is false. */
function fakeRedis() {
  const redis = {
    status: 'ready',
    frozen: false,
    pings: 0,
    waiting: [] as Array<() => void>,
    answer<T>(value: T): Promise<T> {
      if (!redis.frozen) return Promise.resolve(value);
      return new Promise<T>((resolve) => redis.waiting.push(() => resolve(value)));
    },
    ping: () => {
      redis.pings += 1;
      return redis.answer('PONG');
    },
    thaw() {
      redis.frozen = false;
      redis.waiting.splice(0).forEach((resume) => resume());
    },
  };
  return redis;
}

function logs() {
  const lines: Array<{ level: string; message?: string; object: unknown }> = [];
  return {
    lines,
    logger: {
      warn: (object: unknown, message?: string) => lines.push({ level: 'warn', object, message }),
      info: (object: unknown, message?: string) => lines.push({ level: 'info', object, message }),
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('bounds each call, then refuses at once until a probe answers, with one warning per outage', async () => {
  const redis = fakeRedis();
  const { lines, logger } = logs();
  const guard = new RedisRequestGuard(redis, { name: 'test', timeoutMs: 50, probeEveryMs: 30, logger, reportEveryMs: 100 });
  try {
    expect(await guard.run(() => redis.answer(1))).toBe(1);

    redis.frozen = true;
    let started = Date.now();
    await expect(guard.run(() => redis.answer(2))).rejects.toBeInstanceOf(RedisTimeoutError);
    expect(Date.now() - started).toBeLessThan(200);
    expect(guard.available).toBe(false);

    // meanwhile nothing is sent: each call is refused without waiting
    started = Date.now();
    let sent = 0;
    for (let i = 0; i < 100; i++) {
      await expect(
        guard.run(() => {
          sent += 1;
          return redis.answer(3);
        }),
      ).rejects.toBeInstanceOf(RedisUnavailableError);
    }
    expect(sent).toBe(0);
    expect(Date.now() - started).toBeLessThan(50);

    // one probe at a time, each given up after the timeout: a PING every 50-60 ms here, not one per
    // call; counted over a stretch of at least 250 ms, as long as a busy machine makes it
    const outage = Date.now();
    await sleep(250);
    await vi.waitFor(() => expect(redis.pings).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    const outageMs = Date.now() - outage;
    expect(redis.pings).toBeLessThanOrEqual(Math.floor(outageMs / 50) + 2);
    redis.thaw();
    await vi.waitFor(() => expect(guard.available).toBe(true));
    expect(await guard.run(() => redis.answer(4))).toBe(4);

    // one warning, then reminders at most every reportEveryMs (one or two in 250 ms, as the timers
    // fall on a busy machine; more when the stretch ran longer), then one line when Redis is back
    const reminders = lines.slice(1, -1);
    expect(lines[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(/did not answer/) });
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    expect(reminders.length).toBeLessThanOrEqual(Math.floor(outageMs / 100) + 1);
    for (const line of reminders) expect(line).toMatchObject({ level: 'warn', message: expect.stringMatching(/still unavailable.*100 calls/) });
    expect(lines.at(-1)).toMatchObject({ level: 'info', object: { skipped: 100 } });
  } finally {
    guard.close();
  }
});

it('lets ordinary errors through without marking Redis unavailable, but not errors of a connection that is not ready', async () => {
  const redis = fakeRedis();
  const { lines, logger } = logs();
  const guard = new RedisRequestGuard(redis, { name: 'test', timeoutMs: 50, probeEveryMs: 1000, logger });
  try {
    await expect(guard.run(() => Promise.reject(new Error('ERR wrong number of arguments')))).rejects.toThrow('wrong number');
    expect(guard.available).toBe(true);

    redis.status = 'reconnecting';
    await expect(guard.run(() => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false")))).rejects.toThrow();
    expect(guard.available).toBe(false);
    expect(lines).toHaveLength(1);
  } finally {
    guard.close();
  }
});
