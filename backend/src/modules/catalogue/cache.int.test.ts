import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '@pokerfest/infra/testing/services';
import { CatalogueCache } from './cache';

// Two API instances share one Postgres: an admin write on one must reach the other's cache.
// The embedded database is one process's own: there is no second instance to tell.
const database = await createTestDatabase();
afterAll(async () => database.close());

async function instance(cache: CatalogueCache, value: () => unknown) {
  const app = Fastify();
  app.get('/list', (request, reply) => cache.send(request, reply, async () => value()));
  await app.ready();
  return app;
}

/** Sessions of this test's database whose last statement was a LISTEN: the caches ready to hear a change. */
async function listeningSessions(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(database.db);
  return rows[0]!.n;
}

it.skipIf(!database.url)('forgets on every instance when one of them records a change', async () => {
  let version = 1;
  const first = new CatalogueCache(database.db, database.url!);
  const second = new CatalogueCache(database.db, database.url!);
  const a = await instance(first, () => ({ version }));
  const b = await instance(second, () => ({ version }));
  try {
    await expect.poll(listeningSessions, { timeout: 5000, interval: 20 }).toBe(2);
    expect((await b.inject('/list')).json()).toEqual({ version: 1 });
    version = 2;
    expect((await b.inject('/list')).json()).toEqual({ version: 1 });
    await first.changed();
    await expect.poll(async () => (await b.inject('/list')).json(), { timeout: 2000, interval: 20 }).toEqual({ version: 2 });
    expect((await a.inject('/list')).json()).toEqual({ version: 2 });
  } finally {
    await Promise.all([a.close(), b.close(), first.close(), second.close()]);
  }
});
