import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../db';

/**
 * Where tests find their services: DATABASE_URL / REDIS_URL when set, else a container when a
 * Docker engine is reachable, else the embedded defaults. REQUIRE_SERVICES=1 turns the
 * embedded fallback into a failure, so CI can never pass on the wrong thing.
 */
const requireServices = process.env.REQUIRE_SERVICES === '1';

const DOCKER_SOCKET = '/var/run/docker.sock';
let dockerAnswer: Promise<boolean> | undefined;

/** A socket file is not an engine: only a connection that opens counts. */
function dockerReachable(): Promise<boolean> {
  if (process.env.DOCKER_HOST) return Promise.resolve(true);
  if (!existsSync(DOCKER_SOCKET)) return Promise.resolve(false);
  dockerAnswer ??= new Promise<boolean>((resolve) => {
    const socket = net.connect({ path: DOCKER_SOCKET });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return dockerAnswer;
}

/**
 * A service's URL: its variable when set, else one container started on first use (a pending start
 * is shared), else undefined for the embedded default unless REQUIRE_SERVICES=1.
 */
function serviceUrl(variable: 'DATABASE_URL' | 'REDIS_URL', startContainer: () => Promise<string>): () => Promise<string | undefined> {
  let containerUrl: Promise<string> | undefined;
  return async () => {
    const configured = process.env[variable];
    if (configured) return configured;
    if (await dockerReachable()) {
      containerUrl ??= startContainer();
      return containerUrl;
    }
    if (requireServices) throw new Error(`REQUIRE_SERVICES=1 but no ${variable} is set and no Docker engine is reachable`);
    return undefined;
  };
}

/** The Postgres server tests create their databases on; undefined: the embedded database. */
export const postgresServerUrl = serviceUrl('DATABASE_URL', () =>
  import('@testcontainers/postgresql').then(async ({ PostgreSqlContainer }) => (await new PostgreSqlContainer('postgres:16-alpine').start()).getConnectionUri()),
);

/**
 * Whether this run's tests have a Postgres server (DATABASE_URL or a container): the tests of several
 * processes on one database, or of its NOTIFY, run only then (CI: always, REQUIRE_SERVICES=1).
 */
export async function onPostgresServer(): Promise<boolean> {
  return Boolean(await postgresServerUrl());
}

export const redisTestUrl = serviceUrl('REDIS_URL', () =>
  import('@testcontainers/redis').then(async ({ RedisContainer }) => (await new RedisContainer('redis:7-alpine').start()).getConnectionUrl()),
);

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of this test's own database (real Postgres only). */
  url?: string;
}

/**
 * Set by the test run's global set-up (scripts/testing/global-setup.ts): a database on the
 * DATABASE_URL server, migrated once per run, that createTestDatabase clones instead of migrating
 * every database again (docs/testing.md, "Where the time goes").
 */
export const TEMPLATE_DATABASE_VARIABLE = 'TEST_TEMPLATE_DATABASE';

const testDatabaseOptions = { dataDir: '', poolMax: 20, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 30_000 };

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = await postgresServerUrl();
  if (!serverUrl) {
    // PGlite in memory: nothing to clone from, and migrating it takes well under a second
    const handle = await connectDatabase({ ...testDatabaseOptions, inMemory: true });
    await migrateToLatest(handle.db);
    return handle;
  }
  // Only a template on this very server can be cloned: one a container of this process started has none.
  const template = process.env.DATABASE_URL === serverUrl ? process.env[TEMPLATE_DATABASE_VARIABLE] : undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = withDatabase(serverUrl, name);
  const handle = await connectDatabase({ ...testDatabaseOptions, databaseUrl: url });
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Creates and migrates the run's template database on the DATABASE_URL server; undefined when
 * DATABASE_URL is unset (PGlite, or a container each test process starts for itself). Returns its
 * name and the function that drops it. Cloning copies the migrated schema and every row the
 * migrations wrote, so a clone is what migrating a fresh database gives.
 */
export async function createTemplateDatabase(): Promise<{ name: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const handle = await connectDatabase({ ...testDatabaseOptions, databaseUrl: withDatabase(serverUrl, name) });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function uniqueTestPrefix(): string {
  return `test${randomBytes(4).toString('hex')}`;
}

/** A port nobody listens on right now, for a server the test configures by port (it may still be taken in between: rare). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
