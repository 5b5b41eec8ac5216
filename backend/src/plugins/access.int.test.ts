import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../testing/accounts';
import { newAccount, SessionClient } from '../testing/session-client';
import { settledState, storedState } from '../testing/stored-state';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedOrder } from '../modules/loyalty/testing/loyalty-fixture';
import { projections, waitForProjections } from '@pokerfest/projections';
import { bookableFestival, type BookableFestival } from '../testing/booking-fixture';
import { accessPlugin, type DeclaredRoute } from './access';
import { spellingsOf } from './route-spellings';

// Every non-public route of the real route table (collected by the access plugin's onRoute hook,
// not a hand-written list), called under every spelling of its path as an anonymous visitor and,
// for admin and agent routes, as a player, over real HTTP so the path reaches the server byte for
// byte. Every answer must be 401, 403 or 404, no guarded handler may run, no data may change.

let t: TestApp;
let base: string;
let playerCookie: string;
let playerId: number;
let festival: BookableFestival;
let orderId: string;
let attacking = false;
const handlerCalls: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    jobs: 'services',
    onRoute: (route) => {
      // the public file routes (the SPA's `/*`) may answer a bent path with a 404; watch the guarded ones
      if (route.config?.access === 'public' || route.config?.access === undefined) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function (this: unknown, request, reply) {
        if (attacking) handlerCalls.push(`${request.method} ${route.url} (${request.url})`);
        return handler.call(this as never, request, reply);
      } as RouteHandlerMethod;
    },
  });
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.server.server.address() as AddressInfo).port}`;
  const admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 5, seats: 5 });
  const player = new SessionClient(t.server);
  playerId = (await player.post('/api/register', newAccount('player'))).json().id;
  playerCookie = player.cookie!;
  // A victim's paid booking: cancelling it through a bent path would refund it.
  orderId = await confirmedOrder((await loggedInAs(t, 'player')).client, festival);
  await readModelsCaughtUp();
});
afterAll(async () => t?.close());

/** Every read model has every event so far: the snapshots compare rest with rest. */
async function readModelsCaughtUp(): Promise<void> {
  const head = await sql<{ transactionId: string; globalPosition: string }>`
    SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition"
    FROM es_events ORDER BY global_position DESC LIMIT 1`.execute(t.database.db);
  expect(await waitForProjections(t.database.db, projections.map((p) => p.name), head.rows[0]!, 5000)).toBe(true);
}

/** A concrete path for a declared route: ids that exist, so a handler that ran would change something. */
function concrete(url: string): string {
  return url
    .replace(':userId', String(playerId))
    .replace(':productId', festival.productId)
    .replace(/\/orders\/:id/, `/orders/${orderId}`)
    .replace(/\/users\/:id/, `/users/${playerId}`)
    .replace(/\/accommodations\/:id/, `/accommodations/${festival.roomId}`)
    .replace(/\/tournaments\/:id/, `/tournaments/${festival.paidTournamentId}`)
    .replace(/\/extras\/:id/, `/extras/${festival.extraId}`)
    .replace(/\/hotels\/:id/, `/hotels/${festival.hotelId}`)
    .replace(':id', '1');
}

/** Bodies an attacker would send: each one would do harm if its handler ran. */
function bodyFor(method: string, url: string): unknown {
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return undefined;
  if (url.endsWith('/role')) return { role: 'admin' };
  if (url.endsWith('/loyalty-points')) return { points: 5000, reason: 'a gift to myself' };
  if (url.endsWith('/cancel')) return { reason: 'I say so' };
  return { name: 'Hijacked', title: 'Hijacked festival', description: 'Written by an attacker' };
}

function send(method: string, path: string, cookie: string | undefined, body: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/`,
      {
        method,
        path, // sent as written: no client-side normalisation
        headers: {
          ...(cookie ? { cookie: `sid=${encodeURIComponent(cookie)}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Who must be turned away from a route: players from admin and agent routes, anonymous visitors from every non-public one. */
const intruders = (route: DeclaredRoute): Array<['anonymous' | 'player', string | undefined]> =>
  route.access === 'public' ? [] : route.access === 'user' ? [['anonymous', undefined]] : [['anonymous', undefined], ['player', playerCookie]];

describe('access declared by every route, checked after routing', () => {
  it('has a declaration on every route, and every /api/admin route is for admins', () => {
    const table = t.server.routeTable;
    expect(table.length).toBeGreaterThan(60);
    expect(table.filter((r) => r.access === undefined)).toEqual([]);
    expect(table.filter((r) => r.url.startsWith('/api/admin') && r.access !== 'admin')).toEqual([]);
    expect(table.filter((r) => r.url.startsWith('/api/admin')).length).toBeGreaterThanOrEqual(36);
  });

  it('answers 401/403/404 to anonymous visitors on every non-public route and to players on every admin and agent route, under every spelling, and runs no handler', async () => {
    const routes = t.server.routeTable.filter((route) => route.access !== 'public');
    const before = await settledState(t.database.db, [], readModelsCaughtUp);
    const wrong: string[] = [];
    let calls = 0;
    attacking = true;
    try {
      for (const route of routes) {
        for (const spelling of spellingsOf(concrete(route.url))) {
          for (const [who, cookie] of intruders(route)) {
            const status = await send(route.method, spelling.path, cookie, bodyFor(route.method, route.url));
            calls += 1;
            if (![401, 403, 404].includes(status)) wrong.push(`${who} ${route.method} ${spelling.path} (${spelling.name}) → ${status}`);
          }
        }
      }
    } finally {
      attacking = false;
    }
    console.info(`route-table access test: ${routes.length} non-public routes (${routes.filter((r) => r.access !== 'user').length} admin/agent) × ${spellingsOf('/api/admin/x').length} spellings, anonymous and (admin/agent routes) player: ${calls} requests`);
    expect(wrong).toEqual([]);
    expect(handlerCalls).toEqual([]);
    await readModelsCaughtUp();
    expect(await storedState(t.database.db, [])).toEqual(before);
    const me = await t.database.db.selectFrom('users').select(['role', 'loyalty_points']).where('id', '=', playerId).executeTakeFirstOrThrow();
    expect(me).toEqual({ role: 'player', loyalty_points: 0 });
  }, 90_000); // some 500 requests: a loaded 2-core machine needs more than the default 30 s

  it('still serves the same routes to the callers they are declared for', async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
    // a bent spelling that the router matches reaches the route for its rightful caller too
    expect((await send('GET', '/api/%61dmin/users', admin.cookie, undefined))).toBe(200);
    const agent = (await loggedInAs(t, 'agent')).client;
    expect((await agent.get('/api/users/referrals')).statusCode).toBe(200);
    expect((await send('GET', '/api/%75sers/referrals', agent.cookie, undefined))).toBe(200);
    expect((await send('GET', '/api/%61dmin/users', agent.cookie, undefined))).toBe(403);
  });
});

describe('a route without a declaration', () => {
  it('stops start-up', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    app.get('/api/forgotten', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/without an access declaration.*GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
  });

  it('cannot ask for a user where no user is known', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/admin/outside', { config: { access: 'admin' } }, async () => ({}))).toThrow(/outside the scope that knows the user/);
    await app.close().catch(() => undefined);
  });

});
