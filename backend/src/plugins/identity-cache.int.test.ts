import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@pokerfest/domain';
import { connectDatabase, createPaymentProvider, EventStore, hashSecretToken, type Config, type DatabaseHandle } from '@pokerfest/infra';
import { inlineProjector, projections } from '@pokerfest/projections';
import { createServer } from '../app';
import { registerAccount, type UserRow } from '../modules/identity';
import { onPostgresServer } from '@pokerfest/infra/testing/services';
import { lostJobs } from '../testing/lost-jobs';
import { newAccount, SessionClient } from '../testing/session-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { IDENTITY_CHANGED_CHANNEL, type IdentityCache } from './identity-cache';

// The identity cache (ADR 0036) in two API processes on one Postgres database, `here` and `there`,
// each with its own pool and listener, as two instances behind a load balancer. The cache keeps
// for 5 minutes here: an answer that changed within the polls' 2 s was forgotten, never outlived.
// `t.server` is the embedded mode's process (no DATABASE_URL: no listener, only its own forgetting).

interface Process {
  server: FastifyInstance;
  cache: IdentityCache;
  database: DatabaseHandle;
}

let t: TestApp;
let here: Process;
let there: Process;

async function apiProcess(config: Config, name: string): Promise<Process> {
  const database = await connectDatabase({ dataDir: '', databaseUrl: t.database.url, poolMax: 10, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 30_000 });
  const store = new EventStore({ db: database.db, inline: inlineProjector(projections), streamLockTimeoutMs: config.COMMAND_LOCK_TIMEOUT_MS });
  const now = () => new Date();
  // named, so a test can end this process's listener alone
  const listening = { ...config, DATABASE_URL: `${t.database.url}?application_name=${name}`, SESSION_CACHE_TTL_MS: 300_000 };
  let cache: IdentityCache | undefined;
  const server = await createServer(
    { config: listening, db: database.db, store, queue: lostJobs, distDir: t.distDir, now, payments: createPaymentProvider(config, database.db, { now }), sessionRoutes: async (scope) => void (cache = scope.identityCache) },
    pino({ level: 'silent' }),
  );
  await server.ready();
  return { server, cache: cache!, database };
}

// two processes hear each other through Postgres only; the embedded database has one process
const onPostgres = await onPostgresServer();

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_TTL_MS: '300000' } });
  if (!onPostgres) return;
  [here, there] = await Promise.all([apiProcess(t.config, 'identity-here'), apiProcess(t.config, 'identity-there')]);
  await vi.waitFor(() => expect(here.cache.keeping && there.cache.keeping).toBe(true), { timeout: 10_000 });
});
afterAll(async () => {
  for (const api of [here, there]) {
    await api?.server.close();
    await api?.database.close();
  }
  await t?.close();
});

/** A new account with `role`, logged in through `server`. */
async function account(server: FastifyInstance, role: Role = 'player'): Promise<{ id: number; username: string; client: SessionClient }> {
  const details = newAccount(role);
  const { id } = await registerAccount({ db: t.database.db }, { ...details, role });
  const client = new SessionClient(server);
  expect((await client.post('/api/login', { username: details.username, password: details.password })).statusCode).toBe(200);
  return { id, username: details.username, client };
}

/** The same browser's cookie, sent to another process. */
function sameBrowser(client: SessionClient, server: FastifyInstance): SessionClient {
  const other = new SessionClient(server);
  other.cookie = client.cookie;
  return other;
}

const status = async (client: SessionClient, url = '/api/orders') => (await client.get(url)).statusCode;
const soon = { interval: 5, timeout: 2_000 };

let markers = 0;
/**
 * Waits until both processes heard every change committed so far (a login's own session write
 * among them): Postgres delivers a listener's notifications in commit order, so once a marker sent
 * now is heard, so is everything before it. The marker is a user id no row has.
 */
async function everythingHeard(): Promise<void> {
  const marker = -1 - markers++;
  for (const api of [here, there]) await api.cache.users.read(marker, async () => ({ id: marker }) as UserRow);
  await sql`SELECT pg_notify(${IDENTITY_CHANGED_CHANNEL}, ${`u:${marker}`})`.execute(t.database.db);
  await expect.poll(() => [here, there].map((api) => api.cache.users.has(marker)), soon).toEqual([false, false]);
}

describe.skipIf(!onPostgres)('sessions and users read through the cache of two processes on one database', () => {
  it('keeps them: a change no process hears is not seen (the TTL bounds it), so the tests below see forgetting', async () => {
    const player = await account(here.server);
    const elsewhere = sameBrowser(player.client, there.server);
    await everythingHeard();
    expect([await status(player.client, '/api/admin/users'), await status(elsewhere, '/api/admin/users')]).toEqual([403, 403]);
    // changed with triggers off, as a restore of the tables would: nobody announces it
    await t.database.db.connection().execute(async (connection) => {
      await sql`SET session_replication_role = replica`.execute(connection);
      try {
        await connection.updateTable('users').set({ role: 'admin' }).where('id', '=', player.id).execute();
        await connection.deleteFrom('http_sessions').where('user_id', '=', String(player.id)).execute();
      } finally {
        await sql`SET session_replication_role = DEFAULT`.execute(connection);
      }
    });
    expect([await status(player.client, '/api/admin/users'), await status(elsewhere, '/api/admin/users')]).toEqual([403, 403]);
  });

  it('forgets a logged-out session in this process before the answer, and in the other within milliseconds', async () => {
    const player = await account(here.server);
    const elsewhere = sameBrowser(player.client, there.server);
    expect([await status(player.client), await status(elsewhere)]).toEqual([200, 200]);
    const stale = sameBrowser(player.client, here.server);
    expect((await player.client.post('/api/logout')).statusCode).toBe(200);
    expect(await status(stale)).toBe(401);
    await expect.poll(() => status(elsewhere), soon).toBe(401);
  });

  it('shows a role change to the user’s next request in the process that made it, and in the other within milliseconds', async () => {
    const admin = await account(here.server, 'admin');
    const player = await account(here.server);
    const elsewhere = sameBrowser(player.client, there.server);
    expect([await status(player.client, '/api/admin/users'), await status(elsewhere, '/api/admin/users')]).toEqual([403, 403]);
    expect((await admin.client.patch(`/api/admin/users/${player.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect(await status(player.client, '/api/admin/users')).toBe(200);
    await expect.poll(() => status(elsewhere, '/api/admin/users'), soon).toBe(200);

    expect((await admin.client.patch(`/api/admin/users/${player.id}/role`, { role: 'player' })).statusCode).toBe(200);
    expect(await status(player.client, '/api/admin/users')).toBe(403);
    await expect.poll(() => status(elsewhere, '/api/admin/users'), soon).toBe(403);
  });

  it('ends every session of a password reset in both processes', async () => {
    const player = await account(here.server);
    const second = new SessionClient(there.server);
    const [{ username }] = [player];
    const password = 'secret-password';
    expect((await second.post('/api/login', { username, password })).statusCode).toBe(200);
    const browsers = [player.client, second, sameBrowser(player.client, there.server), sameBrowser(second, here.server)];
    for (const browser of browsers) expect(await status(browser)).toBe(200);

    const token = `reset-${player.id}`;
    await t.database.db.updateTable('users').set({ password_reset_token_hash: hashSecretToken(token), password_reset_expires_at: new Date(Date.now() + 60_000) }).where('id', '=', player.id).execute();
    expect((await new SessionClient(here.server).post('/api/reset-password', { token, newPassword: 'another-password' })).statusCode).toBe(200);
    // this process at once, both of its browsers; the other as soon as it hears
    expect([await status(player.client), await status(browsers[3]!)]).toEqual([401, 401]);
    await expect.poll(async () => [await status(second), await status(browsers[2]!)], soon).toEqual([401, 401]);
  });

  it('reads the database while its listener is down, and keeps again once it is back', async () => {
    const player = await account(here.server);
    const elsewhere = sameBrowser(player.client, there.server);
    expect(await status(elsewhere)).toBe(200);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'identity-there' AND query = ${`LISTEN "${IDENTITY_CHANGED_CHANNEL}"`}`.execute(t.database.db);
    await expect.poll(() => there.cache.keeping, { timeout: 5_000 }).toBe(false);
    // no NOTIFY can reach it now: its next answer must still be the database's
    expect((await player.client.post('/api/logout')).statusCode).toBe(200);
    expect(await status(elsewhere)).toBe(401);

    await expect.poll(() => there.cache.keeping, { timeout: 10_000 }).toBe(true);
    const again = await account(here.server);
    const againThere = sameBrowser(again.client, there.server);
    expect(await status(againThere)).toBe(200);
    expect((await again.client.post('/api/logout')).statusCode).toBe(200);
    await expect.poll(() => status(againThere), soon).toBe(401);
  });

});

describe('the embedded mode’s one process', () => {
  it('forgets at once what it changes, hearing no other process', async () => {
    const admin = await account(t.server, 'admin');
    const player = await account(t.server);
    const stale = sameBrowser(player.client, t.server);
    expect(await status(player.client, '/api/admin/users')).toBe(403);
    expect((await admin.client.patch(`/api/admin/users/${player.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect(await status(player.client, '/api/admin/users')).toBe(200);
    expect((await player.client.post('/api/logout')).statusCode).toBe(200);
    expect(await status(stale)).toBe(401);
  });
});
