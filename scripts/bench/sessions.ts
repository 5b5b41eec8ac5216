import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startNodeProcess, stop } from './processes';

/** The API and worker environment of a bench run named `name`: its own data dir and queue prefix, no rate limits in the way. */
export function benchEnv(name: string, port: number): Record<string, string> {
  return {
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `bench-${name}-`)),
    AUTH_RATE_LIMIT_MAX: '100000',
    ORDER_RATE_LIMIT_MAX: '1000000',
    CHANGE_RATE_LIMIT_MAX: '1000000',
    BULLMQ_PREFIX: `bench-${name}-${process.pid}`,
  };
}

/**
 * The compiled API on a free port for the bench run `name`, with a worker process beside it when
 * REDIS_URL is set (without Redis the API runs the jobs itself, as in the embedded mode).
 */
export async function startBenchServer(name: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchEnv(name, port);
  const api = await startNodeProcess('dist/server/api.js', [], env, async () => (await fetch(`${base}/api/ready`)).ok);
  const worker = process.env.REDIS_URL ? await startNodeProcess('dist/server/worker.js', [], env, async () => true) : undefined;
  return {
    base,
    stop: async () => {
      if (worker) await stop(worker);
      await stop(api);
    },
  };
}

// One browser's session against a bench server: the cookie kept between calls.
export class Session {
  private cookie = '';
  constructor(private readonly base: string) {}

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return response;
  }
}

export async function loggedIn(base: string, username: string, password: string, register: boolean): Promise<Session> {
  const session = new Session(base);
  if (register) await session.call('POST', '/api/register', { username, email: `${username}@bench.test`, password });
  const login = await session.call('POST', '/api/login', { username, password });
  if (!login.ok) throw new Error(`login ${username}: ${login.status}`);
  return session;
}
