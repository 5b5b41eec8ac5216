import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newAccount, SessionClient } from '../../testing/session-client';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_MS: '60000' } });
});
afterAll(async () => t?.close());

async function lastLinkTo(email: string): Promise<string> {
  const response = await t.server.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const [latest] = response.json();
  expect(latest).toBeDefined();
  return latest.links[0];
}
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset', () => {
  it('answers a known and an unknown address identically, mailing only the known one', async () => {
    const account = newAccount();
    await new SessionClient(t.server).post('/api/register', account);
    const known = await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: account.email } });
    const unknown = await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: `ghost${Date.now()}@example.com` } });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await lastLinkTo(account.email)).toContain(`${t.config.PUBLIC_URL}/reset-password?token=`);
  });

  it('takes a valid token once, ends every session of the user, and the old password stops working', async () => {
    const account = newAccount();
    const loggedIn = new SessionClient(t.server);
    await loggedIn.post('/api/register', account);
    await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: account.email } });
    const token = tokenOf(await lastLinkTo(account.email));

    const wrong = await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token: 'not-the-token', newPassword: 'new-password-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/Invalid/);
    expect(wrong.json().error).toMatch(/expired/);

    const ok = await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword: 'new-password-1' } });
    expect(ok.statusCode).toBe(200);
    const again = await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword: 'new-password-2' } });
    expect(again.statusCode).toBe(400);

    expect((await loggedIn.get('/api/user')).statusCode).toBe(401);
    expect((await new SessionClient(t.server).post('/api/login', { username: account.username, password: account.password })).statusCode).toBe(401);
    expect((await new SessionClient(t.server).post('/api/login', { username: account.username, password: 'new-password-1' })).statusCode).toBe(200);
  });

  it('refuses a token after one hour', async () => {
    const account = newAccount();
    await new SessionClient(t.server).post('/api/register', account);
    await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: account.email } });
    const token = tokenOf(await lastLinkTo(account.email));
    later(60 * 60_000 + 1000);
    const expired = await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword: 'new-password-1' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('Invalid or expired reset token');
  });

  it('needs 8 characters for the new password', async () => {
    const response = await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token: 'x', newPassword: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe('Password must be at least 8 characters');
  });
});

describe('e-mail verification', () => {
  it('verifies through the mailed link once, then the link is spent', async () => {
    const account = newAccount();
    const browser = new SessionClient(t.server);
    await browser.post('/api/register', account);
    const link = await lastLinkTo(account.email);
    expect(link).toContain(`${t.config.PUBLIC_URL}/api/verify-email?token=`);
    const landing = await t.server.inject({ url: pathOf(link) });
    expect([landing.statusCode, landing.headers.location]).toEqual([302, '/?emailVerified=1']);
    expect((await browser.get('/api/user')).json().isEmailVerified).toBe(true);
    expect((await t.server.inject({ url: pathOf(link) })).headers.location).toBe('/?emailVerified=0');
    expect((await browser.post('/api/resend-verification', {})).json().error).toBe('Email is already verified');
  });

  it('resends a fresh link to the logged-in user only', async () => {
    expect((await new SessionClient(t.server).post('/api/resend-verification', {})).statusCode).toBe(401);
    const account = newAccount();
    const browser = new SessionClient(t.server);
    const me = (await browser.post('/api/register', account)).json();
    const first = await lastLinkTo(account.email);
    const resent = await browser.post('/api/resend-verification', { userId: me.id });
    expect(resent.statusCode).toBe(200);
    const second = await lastLinkTo(account.email);
    expect(second).not.toBe(first);
    expect((await t.server.inject({ url: pathOf(first) })).headers.location).toBe('/?emailVerified=0');
    expect((await t.server.inject({ url: pathOf(second) })).headers.location).toBe('/?emailVerified=1');
  });
});

describe('brute force', () => {
  it('locks an account name for a short while after repeated failures, then lets the owner in', async () => {
    const account = newAccount();
    await new SessionClient(t.server).post('/api/register', account);
    const attempt = (password: string) => new SessionClient(t.server).post('/api/login', { username: account.username, password });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed logins/);
    later(61_000);
    expect((await attempt(account.password)).statusCode).toBe(200);
  });

  it('rate-limits login attempts per IP', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await limited.server.inject({ method: 'POST', url: '/api/login', payload: { username: `nobody${i}`, password: 'whatever1' } })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const refused = await limited.server.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'whatever1' } });
      expect(refused.json().error).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
