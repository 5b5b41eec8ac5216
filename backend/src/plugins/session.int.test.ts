import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { newAccount, SessionClient } from '../testing/session-client';
import { SessionCookieSignatures } from './session-cookie';

// The session plugin (ADR 0038) as a browser meets it: what is stored, what the cookie says, and
// what a cookie that no longer holds is told.

const MAX_AGE_MS = 3_600_000;
let t: TestApp;
let signatures: SessionCookieSignatures;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_MAX_AGE_MS: String(MAX_AGE_MS) } });
  signatures = new SessionCookieSignatures(t.config.SESSION_SECRET, 10);
});
afterAll(async () => t?.close());

const sessionRows = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM http_sessions`.execute(t.database.db)).rows[0]!.n);

describe('sessions', () => {
  it('starts none for a visitor: no cookie, no row', async () => {
    const rows = await sessionRows();
    const answers = await Promise.all(['/api/products', '/api/user', '/api/products/vienna-spring-2027'].map((url) => t.server.inject({ url })));
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(rows);
  });

  it('sends the cookie once, at login, expiring after the configured lifetime', async () => {
    const browser = new SessionClient(t.server);
    const started = Date.now();
    const registered = await browser.post('/api/register', newAccount());
    const cookie = registered.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const expires = new Date(cookie.expires!).getTime();
    expect(expires).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 + MAX_AGE_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + MAX_AGE_MS);
    const row = await t.database.db.selectFrom('http_sessions').select(['expires_at', 'data']).where('user_id', '=', String(registered.json().id)).executeTakeFirstOrThrow();
    expect(Math.abs(row.expires_at.getTime() - expires)).toBeLessThan(1000);
    expect(row.data).toEqual({ userId: String(registered.json().id) });
    // read again: no cookie, the row as it was
    expect((await browser.get('/api/user')).headers['set-cookie']).toBeUndefined();
  });

  it('treats a forged, unknown or expired session cookie as none and clears it', async () => {
    const browser = new SessionClient(t.server);
    const user = (await browser.post('/api/register', newAccount())).json() as { id: number };
    const [id, signature] = browser.cookie!.split('.');
    const forged = `${id}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const unknown = signatures.sign('no-such-session-id-000000000000000');
    for (const sid of [forged, unknown, 'garbage']) {
      const answer = await t.server.inject({ url: '/api/user', cookies: { sid } });
      expect(answer.statusCode).toBe(401);
      expect(answer.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '', maxAge: 0, httpOnly: true, sameSite: 'Lax', path: '/' });
    }
    const ended = 'an-expired-session-id-00000000000';
    await t.database.db.insertInto('http_sessions').values({ sid: ended, user_id: String(user.id), expires_at: new Date(Date.now() - 1000), data: JSON.stringify({ userId: String(user.id) }) }).execute();
    const expired = await t.server.inject({ url: '/api/user', cookies: { sid: signatures.sign(ended) } });
    expect(expired.statusCode).toBe(401);
    expect(expired.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await t.database.db.selectFrom('http_sessions').select('sid').where('sid', '=', ended).execute()).toEqual([]);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
  });

  it('reads a session stored by the earlier session library (its cookie settings beside the values)', async () => {
    const browser = new SessionClient(t.server);
    const user = (await browser.post('/api/register', newAccount())).json() as { id: number; username: string };
    const sid = 'an-older-session-id-0000000000000';
    await t.database.db
      .insertInto('http_sessions')
      .values({ sid, user_id: String(user.id), expires_at: new Date(Date.now() + 60_000), data: JSON.stringify({ cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000).toISOString(), httpOnly: true, path: '/' }, userId: String(user.id) }) })
      .execute();
    const answer = await t.server.inject({ url: '/api/user', cookies: { sid: signatures.sign(sid) } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().username).toBe(user.username);
  });
});

describe('sessions behind https', () => {
  it('sets and clears __Host-sid with Secure, so a browser keeps and removes it', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '127.0.0.1' } });
    try {
      const headers = { 'x-forwarded-proto': 'https', host: 'shop.example', origin: 'https://shop.example' };
      const registered = await https.server.inject({ method: 'POST', url: '/api/register', headers, payload: newAccount() });
      expect(registered.statusCode).toBe(201);
      const cookie = registered.cookies.find((c) => c.name === '__Host-sid')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
      const logout = await https.server.inject({ method: 'POST', url: '/api/logout', headers, cookies: { '__Host-sid': cookie.value } });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === '__Host-sid')).toMatchObject({ value: '', maxAge: 0, secure: true, path: '/' });
      expect((await https.server.inject({ url: '/api/user', headers, cookies: { '__Host-sid': cookie.value } })).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});
