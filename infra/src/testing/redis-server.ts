import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { expect, vi } from 'vitest';
import { freePort } from './services';

/**
 * A Redis of a test's own, for tests that flush, freeze, stop or restart it: never the shared one. Started
 * from the `redis-server` on the PATH (or REDIS_SERVER_BIN) on a free port, without persistence, so
 * a restart comes back empty, as a Redis without persistence does after a crash.
 */
export interface OwnRedis {
  url: string;
  port: number;
  /** FLUSHALL: every key gone, the server and its connections stay up. */
  flushAll(): Promise<void>;
  /** Kill the server (SIGKILL) and start a new, empty one on the same port. */
  restart(): Promise<void>;
  /** SIGSTOP: the process stops, its connections stay open, so nothing "disconnects". */
  freeze(): void;
  /** SIGCONT after a freeze. */
  thaw(): void;
  stop(): Promise<void>;
}

const binary = process.env.REDIS_SERVER_BIN || 'redis-server';

/** Is there a redis-server to start? REQUIRE_SERVICES=1 makes a missing one an error, not a skip. */
export function redisServerAvailable(): boolean {
  const found = spawnSync(binary, ['--version'], { stdio: 'ignore' }).status === 0;
  if (!found && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but ${binary} cannot be started`);
  return found;
}

const running = new Set<ChildProcess>();
// a test process that dies without its afterAll still takes its servers along
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

async function ping(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.ping();
  } finally {
    client.disconnect();
  }
}

async function answering(url: string, timeoutMs: number): Promise<void> {
  await vi.waitFor(async () => expect(await ping(url), `redis-server at ${url} answering`).toBe('PONG'), { timeout: timeoutMs, interval: 50 });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    running.add(child);
    await answering(url, 10_000);
  };
  const kill = async () => {
    const stopping = child;
    child = undefined;
    if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill('SIGCONT'); // a frozen server must run to be killed cleanly
    stopping.kill('SIGKILL');
    await exited;
    running.delete(stopping);
  };
  await launch();
  return {
    url,
    port,
    flushAll: async () => {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
    },
    restart: async () => {
      await kill();
      await launch();
    },
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    stop: kill,
  };
}
