import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UNSTORABLE_VALUE_MESSAGE } from './errors';

// The error handler's last line of defence: a value the schemas let through but the database refuses
// (SQLSTATE class 22) answers 400 without the SQL or the value, on whichever driver the run uses.

const refusedByTheDatabase: [string, () => ReturnType<typeof sql>][] = [
  ['22021 NUL in text', () => sql`SELECT ${'a\u0000b'}::text AS v`],
  ['22003 beyond int4', () => sql`SELECT ${'99999999999'}::int AS v`],
  ['22008 30 February', () => sql`SELECT ${'2027-02-30'}::date AS v`],
  ['22P02 not a number', () => sql`SELECT ${'twelve'}::int AS v`],
  ['22007 not a date', () => sql`SELECT ${'0000-01-01'}::date AS v`],
];

let t: TestApp;
beforeAll(async () => {
  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { case: string } }>('/api/test/refused/:case', { config: { access: 'public' } }, async (request) => {
      const query = refusedByTheDatabase[Number(request.params.case)]![1]();
      return (await query.execute(t.database.db)).rows;
    });
  };
  t = await createTestApp({ sessionRoutes: routes });
});
afterAll(async () => t?.close());

describe('values the database refuses', () => {
  it.each(refusedByTheDatabase.map(([name], index) => [name, index] as const))('%s answers 400 and echoes nothing', async (_name, index) => {
    const response = await t.server.inject({ method: 'GET', url: `/api/test/refused/${index}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNSTORABLE_VALUE_MESSAGE });
  });

  it('answers URLs the router cannot decode in the app shape, without echoing them', async () => {
    const bad = await t.server.inject({ method: 'GET', url: '/api/products/abc%ED%A0%80def' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
    expect(bad.body).not.toContain('abc');
    const long = await t.server.inject({ method: 'PATCH', url: `/api/admin/hotels/${'x'.repeat(500)}`, payload: {} });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'A part of the request URL is too long' });
  });
});
