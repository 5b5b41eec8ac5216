import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';
import { freePort } from '@pokerfest/infra/testing/services';

// The compiled API as a process of its own, for tests that kill it: on a test's database and Redis,
// with the session secret of the in-process test app, so a session opened there is valid here.

export const TEST_SESSION_SECRET = 'test-secret-'.padEnd(40, 'x');

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: string[];
}

export async function startApiProcess(options: { databaseUrl: string; redisUrl: string; prefix: string; env?: Record<string, string> }): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, compiledServerArguments('api'), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      BULLMQ_PREFIX: options.prefix,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-data-')),
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT_MAX: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl, logs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The API process did not become healthy: ${logs.join('')}`);
}
