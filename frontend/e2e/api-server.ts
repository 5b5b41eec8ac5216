// Starts the real API server (which also serves the built SPA) as a child process for browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 20_000;

export interface RunningApiServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Asks the OS for a free TCP port. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

function keepTail(buffer: string, chunk: string): string {
  const joined = buffer + chunk;
  return joined.length > OUTPUT_LIMIT ? joined.slice(-OUTPUT_LIMIT) : joined;
}

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The compiled API, `node dist/server/api.js` (`npm run build`), from the repo root on a free port, with NODE_ENV=test.
 * DATABASE_URL / REDIS_URL pass through; without DATABASE_URL the server gets a fresh temp DATA_DIR.
 * Resolves once GET /api/health answers 200.
 */
export async function startApiServer(
  repoRoot: string,
  entry = 'dist/server/api.js',
  /** Settings of this server on top of the test run's environment (e.g. the map's stub URLs). */
  settings: Record<string, string> = {},
): Promise<RunningApiServer> {
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(tmpdir(), 'pokerfest-e2e-'));

  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, PORT: String(port), PUBLIC_URL: baseUrl, NODE_ENV: 'test' };
  if (dataDir) env.DATA_DIR = dataDir;

  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout = keepTail(stdout, chunk)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = keepTail(stderr, chunk)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      lastProblem = `the server exited (code ${child.exitCode ?? child.signalCode})`;
      break;
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, stop };
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  await stop();
  throw new Error(
    `The API server did not become healthy at ${baseUrl} within ${HEALTH_TIMEOUT_MS / 1000} s: ${lastProblem}\n` +
      `--- server stderr ---\n${stderr || '(empty)'}\n--- server stdout ---\n${stdout || '(empty)'}`,
  );
}
