import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { PgliteDialect } from './pglite-dialect';

export interface DatabaseOptions {
  /** Unset: embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  poolMax: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Embedded only: keep data in memory (tests). */
  inMemory?: boolean;
}

export interface DatabaseHandle {
  db: Db;
  mode: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;
const BYTEA_OID = 17;

// Dates stay 'YYYY-MM-DD' text in both modes: a JS Date would shift them by the time zone.
pg.types.setTypeParser(DATE_OID, (value: string) => value);

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const db = options.databaseUrl ? connectPostgres(options, options.databaseUrl) : await connectPglite(options);
  return { db, mode: options.databaseUrl ? 'postgres' : 'pglite', close: () => db.destroy() };
}

function connectPostgres(options: DatabaseOptions, connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax,
    // An open writing transaction delays every event reader: cap how long one may linger.
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function connectPglite(options: DatabaseOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Same shapes as node-postgres: int8 arrives as a string in both modes, bytea as a Buffer (PGlite's
  // own is a bare Uint8Array: `toString('latin1')` and `equals` are not there, and a mailer may
  // take its bytes for text).
  const pglite = new PGlite({
    dataDir,
    parsers: { [INT8_OID]: (value: string) => value, [DATE_OID]: (value: string) => value, [BYTEA_OID]: (value: string) => Buffer.from(value.slice(2), 'hex') },
  });
  await pglite.waitReady;
  return new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
}
