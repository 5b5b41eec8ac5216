import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newAccount, SessionClient } from '../../testing/session-client';
import { registerAccount } from './account-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const client = () => new SessionClient(t.server);

describe('registration', () => {
  it.each([
    [{ username: 'ab', email: 'a@b.io', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email'],
    [{ username: 'abc', email: 'a@b.io', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %o with "%s"', async (body, message) => {
    const response = await client().post('/api/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('creates a logged-in player with its own referral code and never shows secrets', async () => {
    const browser = client();
    const account = newAccount();
    const response = await browser.post('/api/register', account);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: account.username, email: account.email, role: 'player', loyaltyPoints: 0, isEmailVerified: false, referredBy: null });
    expect(user.referralCode).toMatch(new RegExp(`^REF-${account.username.slice(0, 3).toUpperCase()}-\\d{4}$`));
    expect(Object.keys(user).join()).not.toMatch(/password|token|hash/i);
    expect((await browser.get('/api/user')).json()).toEqual({ ...user, updatedAt: expect.any(String) });
  });

  it('refuses a taken username (any case) or e-mail', async () => {
    const account = newAccount();
    await client().post('/api/register', account);
    const sameName = await client().post('/api/register', { ...newAccount(), username: account.username.toUpperCase() });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().error).toBe('Username already exists');
    const sameEmail = await client().post('/api/register', { ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.json().error).toBe('Email already registered');
  });

  it('links the referrer by code, and refuses an unknown code', async () => {
    const agent = await client().post('/api/register', newAccount('agent'));
    const referred = await client().post('/api/register', { ...newAccount(), referralCode: agent.json().referralCode.toLowerCase() });
    expect(referred.json().referredBy).toBe(agent.json().id);
    const unknown = await client().post('/api/register', { ...newAccount(), referralCode: 'REF-XXX-0000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown referral code/);
  });

  it('retries a colliding referral code', async () => {
    const digits = [7, 7, 8];
    const deps = { db: t.database.db, fourDigits: () => digits.shift() ?? 9 };
    const first = await registerAccount(deps, { ...newAccount('zed'), username: `zed${Date.now()}` });
    const second = await registerAccount(deps, { ...newAccount('zed'), username: `zed${Date.now()}x` });
    expect(first.referral_code).toBe('REF-ZED-0007');
    expect(second.referral_code).toBe('REF-ZED-0008');
  });

  it('lets no field set role, points or verification', async () => {
    for (const extra of [{ role: 'admin' }, { loyaltyPoints: 9999 }, { isEmailVerified: true }]) {
      const response = await client().post('/api/register', { ...newAccount(), ...extra });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('login, session, logout', () => {
  it('logs in by username (or e-mail), answers 401 alike for a wrong password and an unknown user', async () => {
    const account = newAccount();
    await client().post('/api/register', account);
    const ok = await client().post('/api/login', { username: account.username, password: account.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe(account.username);
    expect((await client().post('/api/login', { username: account.email, password: account.password })).statusCode).toBe(200);
    const wrong = await client().post('/api/login', { username: account.username, password: 'wrong-password' });
    const nobody = await client().post('/api/login', { username: `nobody${Date.now()}`, password: 'wrong-password' });
    expect([wrong.statusCode, nobody.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(nobody.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('answers 401 to GET /api/user without a session', async () => {
    const response = await client().get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not authenticated' });
  });

  it('gives a new session id at login (no fixation) and ends the session at logout', async () => {
    const first = newAccount();
    const second = newAccount();
    await client().post('/api/register', second);
    const browser = client();
    await browser.post('/api/register', first);
    const before = browser.cookie;
    const login = await browser.post('/api/login', { username: second.username, password: second.password });
    expect(login.statusCode).toBe(200);
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(before);
    expect((await t.server.inject({ url: '/api/user', cookies: { sid: before! } })).statusCode).toBe(401);
    expect((await browser.get('/api/user')).json().username).toBe(second.username);

    const session = browser.cookie!;
    expect((await browser.post('/api/logout')).statusCode).toBe(200);
    expect((await t.server.inject({ url: '/api/user', cookies: { sid: session } })).statusCode).toBe(401);
  });

  it('keeps sessions in Postgres with a safe cookie', async () => {
    const browser = client();
    const response = await browser.post('/api/register', newAccount());
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const rows = await t.database.db.selectFrom('http_sessions').select('user_id').where('user_id', '=', String(response.json().id)).execute();
    expect(rows).toHaveLength(1);
  });
});
