import Fastify from 'fastify';
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

it.skipIf(!database.url)('forgets on every instance when one of them records a change', async () => {
  let version = 1;
  const first = new CatalogueCache(database.db, database.url!);
  const second = new CatalogueCache(database.db, database.url!);
  const a = await instance(first, () => ({ version }));
  const b = await instance(second, () => ({ version }));
  try {
    await new Promise((resolve) => setTimeout(resolve, 300)); // both LISTENing
    expect((await b.inject('/list')).json()).toEqual({ version: 1 });
    version = 2;
    expect((await b.inject('/list')).json()).toEqual({ version: 1 });
    await first.changed();
    const deadline = Date.now() + 2000;
    let seen = (await b.inject('/list')).json();
    while (seen.version !== 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await b.inject('/list')).json();
    }
    expect(seen).toEqual({ version: 2 });
    expect((await a.inject('/list')).json()).toEqual({ version: 2 });
  } finally {
    await Promise.all([a.close(), b.close(), first.close(), second.close()]);
  }
});
