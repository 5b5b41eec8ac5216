import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { newAccount, SessionClient } from '../../testing/session-client';

let t: TestApp;
let clock = new Date('2026-11-21T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

const LOCK_MS = 60_000;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { LOGIN_MAX_FAILURES: '5', LOGIN_ACCOUNT_MAX_FAILURES: '12', LOGIN_FAILURE_WINDOW_MS: '900000', LOGIN_LOCK_MS: String(LOCK_MS) },
  });
});
afterAll(async () => t?.close());

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => `203.0.113.${++addresses}`;

const login = (username: string, password: string, remoteAddress: string) =>
  t.server.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

async function registered() {
  const account = newAccount();
  expect((await new SessionClient(t.server).post('/api/register', account)).statusCode).toBe(201);
  return account;
}

async function fail(times: number, username: string, address: string) {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong-password', address)).statusCode).toBe(401);
}

const lockedMessage = /^Too many failed logins for this account\. Please wait \d+ seconds and try again\.$/;

describe('login throttling per account and client address', () => {
  it('counts the username and the e-mail as one account: five failures by name lock the e-mail too', async () => {
    const account = await registered();
    const attacker = newAddress();
    await fail(5, account.username, attacker);
    const byEmail = await login(account.email.toUpperCase(), account.password, attacker);
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toEqual({ error: expect.stringMatching(lockedMessage) });
    expect(byEmail.json().error).toContain(`wait ${LOCK_MS / 1000} seconds`);
    expect((await login(account.username, account.password, attacker)).statusCode).toBe(429);
  });

  it('mixing username and e-mail does not escape the count', async () => {
    const account = await registered();
    const attacker = newAddress();
    await fail(3, account.username, attacker);
    await fail(2, account.email, attacker);
    expect((await login(account.username, account.password, attacker)).statusCode).toBe(429);
  });

  it('lets the owner in from another address while the attacker’s address stays locked', async () => {
    const account = await registered();
    const attacker = newAddress();
    await fail(5, account.email, attacker);
    expect((await login(account.username, 'wrong-password', attacker)).statusCode).toBe(429);
    const owner = await login(account.username, account.password, newAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().username).toBe(account.username);
    expect((await login(account.username, account.password, attacker)).statusCode).toBe(429);
  });

  it('throttles an unknown name exactly like a known one', async () => {
    const known = await registered();
    const address = newAddress();
    const unknown = `nobody${Date.now()}`;
    await fail(5, unknown, address);
    await fail(5, known.username, address);
    const [unknownLocked, knownLocked] = [await login(unknown, 'whatever1', address), await login(known.username, 'wrong-password', address)];
    expect([unknownLocked.statusCode, knownLocked.statusCode]).toEqual([429, 429]);
    expect(unknownLocked.json()).toEqual(knownLocked.json());
    // Counted by its lower-cased text.
    expect((await login(unknown.toUpperCase(), 'whatever1', address)).statusCode).toBe(429);
    expect((await login(unknown, 'whatever1', newAddress())).statusCode).toBe(401);
  });

  it('a success clears that address’s count', async () => {
    const account = await registered();
    const address = newAddress();
    await fail(4, account.username, address);
    expect((await login(account.email, account.password, address)).statusCode).toBe(200);
    // Without the clearing, the first of these would be the fifth failure and lock the address.
    await fail(5, account.username, address);
    expect((await login(account.username, account.password, address)).statusCode).toBe(429);
  });

  it('lifts the lock after LOGIN_LOCK_MS, and the count starts again', async () => {
    const account = await registered();
    const address = newAddress();
    await fail(5, account.username, address);
    later(LOCK_MS - 1000);
    const almost = await login(account.username, account.password, address);
    expect(almost.statusCode).toBe(429);
    expect(almost.json().error).toContain('wait 1 seconds');
    later(1000);
    await fail(4, account.username, address);
    expect((await login(account.username, account.password, address)).statusCode).toBe(200);
  });

  it('counts an attempt before the password check, so a burst of parallel guesses gets only five through', async () => {
    const account = await registered();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(account.username, 'wrong-password', address)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
  });

  it('a password reset clears the account’s counts at every address', async () => {
    const account = await registered();
    const [first, second] = [newAddress(), newAddress()];
    await fail(5, account.username, first);
    await fail(5, account.email, second);
    await t.server.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: account.email } });
    const [mail] = (await t.server.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(account.email)}` })).json();
    const token = new URL(mail.links[0]).searchParams.get('token');
    expect((await t.server.inject({ method: 'POST', url: '/api/reset-password', payload: { token, newPassword: 'new-password-1' } })).statusCode).toBe(200);
    expect((await login(account.username, 'new-password-1', first)).statusCode).toBe(200);
    expect((await login(account.email, 'new-password-1', second)).statusCode).toBe(200);
  });

  it('past the account-wide ceiling, one failure locks an address at once, but never an address that has not failed', async () => {
    const account = await registered();
    const [first, second, third, fourth] = [newAddress(), newAddress(), newAddress(), newAddress()];
    await fail(4, account.username, first);
    await fail(4, account.email, second);
    await fail(3, account.username, third); // 11 failures: under the ceiling of 12
    expect((await login(account.username, account.password, third)).statusCode).toBe(200);
    await fail(1, account.username, fourth); // the 12th: the ceiling is reached, this address is locked at once
    expect((await login(account.username, account.password, fourth)).statusCode).toBe(429);
    await fail(1, account.username, first); // its 5th would lock it anyway
    await fail(1, account.username, newAddress());
    const freshGuesser = newAddress();
    await fail(1, account.email, freshGuesser);
    expect((await login(account.username, account.password, freshGuesser)).statusCode).toBe(429);
    // The owner, at an address without failures, is never kept out.
    expect((await login(account.email, account.password, newAddress())).statusCode).toBe(200);
    // Once the window is over, an address gets its five tries again.
    later(15 * 60_000 + 1000);
    const afterwards = newAddress();
    await fail(4, account.username, afterwards);
    expect((await login(account.username, account.password, afterwards)).statusCode).toBe(200);
  });
});
