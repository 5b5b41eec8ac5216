import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, redisTestUrl, uniqueTestPrefix, type TestDatabase } from '@pokerfest/infra/testing/services';
import { PRODUCTION_NODE_FLAGS } from '../bench/processes';
import { buildServer, SERVER_ENTRIES, SERVER_OUT_DIR } from './server';

// The compiled server run the way the image runs it: `NODE_ENV=production node dist/server/api.js`
// (and the worker) against real Postgres and Redis, answering, then stopping on SIGTERM with exit
// code 0 within the shutdown timeout. And what it imports at run time is what the image installs.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHUTDOWN_TIMEOUT_MS = 10_000;
const SERVER_PACKAGES = ['domain', 'infra', 'projections', 'backend', 'workers'];

let database: TestDatabase;
let redisUrl: string | undefined;

beforeAll(async () => {
  await buildServer();
  database = await createTestDatabase();
  redisUrl = await redisTestUrl();
}, 120_000);
afterAll(async () => database?.close());

function productionEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SESSION_SECRET: 'compiled-server-test-'.padEnd(48, 'x'),
    DEMO_WEBHOOK_SECRET: 'compiled-server-demo-'.padEnd(48, 'y'),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'compiled-')),
    DATABASE_URL: database.url ?? '',
    REDIS_URL: redisUrl ?? '',
    BULLMQ_PREFIX: uniqueTestPrefix(),
  };
}

/** Starts a compiled entry, waits for its "ready" log line, runs `check`, then stops it with SIGTERM. */
async function runCompiled(entry: string, readyMessage: string, port: number, check: () => Promise<void>): Promise<{ code: number | null; stopMs: number; output: string }> {
  const child = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, path.join(SERVER_OUT_DIR, entry)], { cwd: ROOT, env: productionEnv(port), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await expect.poll(() => output.includes(`"msg":"${readyMessage}"`) || child.exitCode !== null, { timeout: 30_000, interval: 50 }).toBe(true);
    expect(child.exitCode, output).toBeNull();
    await check();
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stopping = Date.now();
  child.kill('SIGTERM');
  const code = await exited;
  return { code, stopMs: Date.now() - stopping, output };
}

describe('the compiled server', () => {
  it('serves in production mode and stops on SIGTERM with exit code 0 within the shutdown timeout', async () => {
    const port = 39_000 + Math.floor(Math.random() * 1000);
    const result = await runCompiled('api.js', 'serving', port, async () => {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/api/products`);
      expect(page.status).toBe(200);
    });
    // what it logged says why, when it stopped otherwise
    expect(result.code, result.output.slice(-4000)).toBe(0);
    expect(result.stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });

  it('runs the worker in production mode and stops it on SIGTERM with exit code 0', async () => {
    if (!database.url || !redisUrl) return expect(process.env.REQUIRE_SERVICES).not.toBe('1');
    const result = await runCompiled('worker.js', 'worker started', 39_000 + Math.floor(Math.random() * 1000), async () => undefined);
    expect(result.code).toBe(0);
    expect(result.stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });

  it("imports at run time only Node's own modules and the server packages' production dependencies", () => {
    const installed = new Set(
      SERVER_PACKAGES.flatMap((name) => Object.keys((JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {})),
    );
    const files = [...Object.keys(SERVER_ENTRIES).map((name) => `${name}.js`), ...readdirSync(path.join(SERVER_OUT_DIR, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`)];
    const imported = new Set<string>();
    for (const file of files) {
      const code = readFileSync(path.join(SERVER_OUT_DIR, file), 'utf8');
      // (`\bfrom`: not a word ending in it, as the column name valid_from in a query)
      for (const match of code.matchAll(/(?:\bfrom\s*|import\s*\(\s*)["']([^"'./][^"']*)["']/g)) imported.add(match[1]!);
    }
    const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    const missing = [...imported].filter((specifier) => !specifier.startsWith('node:')).map(packageOf).filter((name) => !installed.has(name));
    expect(imported.size).toBeGreaterThan(10);
    expect([...new Set(missing)]).toEqual([]);
  });
});
