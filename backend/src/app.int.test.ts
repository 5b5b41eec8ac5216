import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '@pokerfest/domain';
import { InProcessJobs } from '@pokerfest/infra';
import { catchUp } from '@pokerfest/projections';
import { createStreamSummariesTable, findStreamSummary, streamSummaries } from '@pokerfest/projections/testing/stream-summaries';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;

beforeAll(async () => {
  // No job runner: this file moves a test projection (not inline, so a session waits for it)
  // itself, to see read-your-own-writes wait for it.
  t = await createTestApp({
    queue: new InProcessJobs({ attempts: 1, backoffMs: 1, logger: { error: () => undefined } }),
    sessionRoutes: async (scope) => testRoutes(scope),
  });
  await t.server.ready();
  await createStreamSummariesTable(t.database.db);
});
afterAll(async () => t?.close());

const open = { config: { access: 'public' as const } };

function testRoutes(scope: FastifyInstance) {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.post('/api/test/conflict', open, async () => {
    throw new ConflictError('Festival still has orders', { orders: 2 });
  });
  routes.get('/api/test/crash', open, async () => {
    throw new Error('secret connection string postgres://admin:pw@db');
  });
  routes.post('/api/test/echo', { ...open, schema: { body: z.strictObject({ nights: z.number().int().min(1) }) } }, async (request) => request.body);
  routes.post('/api/test/orders', open, async (request) => {
    // a stream no read model follows inline (0022): only the checkpointed test projection sees it
    const result = await t.store.append({
      streamId: `sample-${randomUUID()}`,
      streamType: 'sample',
      expectedVersion: 0,
      events: [{ type: 'SampleRecorded', data: {} }],
      metadata: { correlationId: request.id, causationId: null, actorId: null, occurredAt: new Date().toISOString() },
    });
    request.rememberPosition(result.position);
    return { streamId: result.events[0]!.streamId };
  });
  routes.get('/api/test/orders/:streamId', { ...open, schema: { params: z.object({ streamId: z.string() }) } }, async (request) => {
    await request.readYourWrites([streamSummaries.name]);
    return { found: Boolean(await findStreamSummary(t.database.db, request.params.streamId)) };
  });
}

describe('API shell', () => {
  it('answers health and readiness', async () => {
    expect((await t.server.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.server.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up', queue: 'up' });
  });

  it('maps a typed domain error to its 4xx JSON', async () => {
    const response = await t.server.inject({ method: 'POST', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Festival still has orders', details: { orders: 2 } });
  });

  it('hides the internals of a 500', async () => {
    const response = await t.server.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
  });

  it('refuses invalid bodies, unknown fields and broken JSON with a 400 naming the problem', async () => {
    const wrong = await t.server.inject({ method: 'POST', url: '/api/test/echo', payload: { nights: 0 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Invalid body', details: [{ path: 'nights' }] });
    const extra = await t.server.inject({ method: 'POST', url: '/api/test/echo', payload: { nights: 2, role: 'admin' } });
    expect(extra.statusCode).toBe(400);
    const broken = await t.server.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"nights":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.server.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.server.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'x-request-id': 'abc-123',
      'cache-control': 'no-store',
    });
    // not a page: the strictest policy, in a few bytes (pages get theirs, see security-headers.int.test.ts)
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const forged = await t.server.inject({ url: '/api/health', headers: { 'x-request-id': `bad${'<script>'.repeat(20)}` } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const doc = (await t.server.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
    expect((await t.server.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('serves the SPA: index.html for client routes, long-lived hashed assets', async () => {
    const page = await t.server.inject({ url: '/festivals/summer-2027', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.server.inject('/assets/index-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.server.inject('/assets/missing-1.js')).statusCode).toBe(404);
  });

  it("lets a session read its own writes, and keeps the session in Postgres", async () => {
    const write = await t.server.inject({ method: 'POST', url: '/api/test/orders' });
    const cookie = write.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { streamId } = write.json();
    expect(await t.database.db.selectFrom('http_sessions').select('sid').execute()).toHaveLength(1);

    const anonymous = await t.server.inject(`/api/test/orders/${streamId}`);
    expect(anonymous.json()).toEqual({ found: false });

    // the read model catches up only 300 ms later (a timer, not a wait: the read must wait for it)
    setTimeout(() => void catchUp({ db: t.database.db, batchSize: 100, now: () => new Date() }, streamSummaries), 300);
    const started = Date.now();
    const own = await t.server.inject({ url: `/api/test/orders/${streamId}`, cookies: { sid: cookie!.value } });
    expect(own.json()).toEqual({ found: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});
