import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { JobQueue } from '@pokerfest/infra';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';
import { redisServerAvailable, startOwnRedis, type OwnRedis } from '@pokerfest/infra/testing/redis-server';
import { uniqueTestPrefix } from '@pokerfest/infra/testing/services';
import { createTestApp, type TestApp } from '@pokerfest/backend/testing/test-app';

// Real worker processes for the crash tests: the compiled worker on a test's database and Redis,
// with its output kept for the failure messages, killed with the test whatever happens to it.

/** The API enqueues nothing: its timers wait as due rows for the worker's sweep. */
const idleQueue: JobQueue = { kind: 'in-process', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };

export interface WorkerProcessOptions {
  /** The test database's URL; none (an in-memory database) cannot serve another process. */
  databaseUrl: string | undefined;
  redisUrl: string;
  /** The BullMQ prefix: the workers of one test share it, other tests' workers do not. */
  prefix: string;
  /** The worker's stdout and stderr, for the failure messages. */
  logs: string[];
  /** Settings of the test's own (the timers' sweep and lease are short by default). */
  env?: Record<string, string>;
}

export class WorkerProcesses {
  private readonly children: ChildProcess[] = [];

  start({ databaseUrl, redisUrl, prefix, logs, env = {} }: WorkerProcessOptions): ChildProcess {
    if (!databaseUrl) throw new Error('a real Postgres is needed for worker processes');
    const child = spawn(process.execPath, compiledServerArguments('worker'), {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        BULLMQ_PREFIX: prefix,
        SESSION_SECRET: 'w'.repeat(40),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'worker-data-')),
        LOG_LEVEL: 'warn',
        // a dead worker's claimed timers go back to the others after the lease; short here
        TIMER_LEASE_MS: '2000',
        TIMER_SWEEP_MS: '500',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    this.children.push(child);
    return child;
  }

  /** Kills every worker still running (a test that failed half-way leaves none behind). */
  killAll(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Resolves with the exit code once the process has exited; take it before sending the signal. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** How long a crash test waits for a worker's progress, and how often it looks. */
export const WORKER_WAIT = { timeout: 60_000, interval: 20 };

/** Sends SIGTERM and answers the exit code: a worker that finished its work exits 0. */
export async function terminated(child: ChildProcess): Promise<number | null> {
  const exit = exitOf(child);
  child.kill('SIGTERM');
  return exit;
}

/** What the crash left: the progress when the first worker was killed, and the second worker, still running. */
export interface AfterCrash {
  atKill: number;
  second: ChildProcess;
  /** The second worker's output, for the failure messages. */
  logs: string[];
}

/** A crash test's services: the API (running no job), a Redis of its own, and the workers it starts. */
export interface CrashTestBed {
  /** False without a redis-server binary: the test is skipped. */
  readonly available: boolean;
  readonly t: TestApp;
  /**
   * The crash the tests stage: a first worker runs until `progress` is above 0 and is killed with
   * SIGKILL (then, with `flushRedis`, Redis loses everything: delayed jobs, repeating sweeps); a
   * second worker starts on the same prefix. `doing` names the work in the failure message.
   */
  crashFirstWorker(progress: () => Promise<number>, options: { doing: string; flushRedis: boolean }): Promise<AfterCrash>;
}

/** Starts the bed before the file's tests and stops it after them (any worker still running killed first). */
export function crashTestBedPerFile(workerEnv: Record<string, string> = {}): CrashTestBed {
  const available = redisServerAvailable();
  const workers = new WorkerProcesses();
  let t: TestApp | undefined;
  let redis: OwnRedis | undefined;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp({ queue: idleQueue });
    redis = await startOwnRedis();
  }, 60_000);
  afterAll(async () => {
    workers.killAll();
    await redis?.stop();
    await t?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The crash test bed starts in beforeAll: read it inside tests');
    return value;
  };
  /** A worker on the bed's database and Redis, with `env` of the test's own. */
  const startWorker = (prefix: string, logs: string[]) => workers.start({ databaseUrl: started(t).database.url, redisUrl: started(redis).url, prefix, logs, env: workerEnv });
  return {
    available,
    get t() {
      return started(t);
    },
    async crashFirstWorker(progress, { doing, flushRedis }) {
      const prefix = uniqueTestPrefix();
      const firstLogs: string[] = [];
      const first = startWorker(prefix, firstLogs);
      const firstExit = exitOf(first);
      await vi.waitFor(async () => expect(await progress(), `the first worker ${doing} (${firstLogs.join('')})`).toBeGreaterThan(0), WORKER_WAIT);
      first.kill('SIGKILL');
      await firstExit;
      const atKill = await progress();
      if (flushRedis) await started(redis).flushAll();
      const logs: string[] = [];
      return { atKill, second: startWorker(prefix, logs), logs };
    },
  };
}
