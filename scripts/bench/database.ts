import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '@pokerfest/infra';

/** A fresh database of its own on DATABASE_URL's server (dropped afterwards), or in-memory PGlite. */
export async function benchDatabase(): Promise<DatabaseHandle & { label: string }> {
  const serverUrl = process.env.DATABASE_URL;
  const options = { dataDir: '', poolMax: 16, statementTimeoutMs: 60_000, idleInTransactionTimeoutMs: 60_000 };
  if (!serverUrl) {
    const handle = await connectDatabase({ ...options, inMemory: true });
    await migrateToLatest(handle.db);
    return { ...handle, label: 'embedded PGlite (in memory, one connection)' };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ ...options, databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    label: `PostgreSQL (${url.host}, pool of ${options.poolMax})`,
    close: async () => {
      await handle.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
