import { describe, expect, it } from 'vitest';
import { RequestSession, type SessionWrites, type StoredSession } from './request-session';
import { SessionCookieSignatures } from './session-cookie';

const writes = (): SessionWrites & { removed: string[] } => {
  const removed: string[] = [];
  return { removed, save: async () => undefined, remove: async (id) => void removed.push(id) };
};
const now = () => 1_000_000;
const stored: StoredSession = { id: 'abc', values: Object.freeze({ userId: '7' }), expiresAt: 2_000_000 };

describe('RequestSession', () => {
  it('gives a visitor without a session none: no id drawn, nothing to write or clear', () => {
    const session = new RequestSession(writes(), 60_000, now, null);
    expect(session.id).toBeUndefined();
    expect(session.get('userId')).toBeUndefined();
    expect(session.outcome()).toBe('keep');
  });

  it('clears a cookie that found no session, unless a session was started since', () => {
    expect(new RequestSession(writes(), 60_000, now, null, true).outcome()).toBe('end');
    const started = new RequestSession(writes(), 60_000, now, null, true);
    started.set('userId', '9');
    expect(started.outcome()).toMatchObject({ save: { values: { userId: '9' }, expiresAt: 1_060_000 } });
  });

  it('writes a change without extending the lifetime, and never changes the values other requests share', () => {
    const session = new RequestSession(writes(), 60_000, now, stored, true);
    expect(session.outcome()).toBe('keep');
    session.set('lastPosition', { transactionId: '4', globalPosition: '5' });
    expect(session.outcome()).toEqual({ save: { id: 'abc', values: { userId: '7', lastPosition: { transactionId: '4', globalPosition: '5' } }, expiresAt: 2_000_000 } });
    expect(stored.values).toEqual({ userId: '7' });
    expect(Object.isFrozen(session.get('lastPosition'))).toBe(true);
  });

  it('draws a new id at regenerate and removes the old session; destroy removes it and clears the cookie', async () => {
    const store = writes();
    const session = new RequestSession(store, 60_000, now, stored, true);
    await session.regenerate();
    expect(store.removed).toEqual(['abc']);
    expect(session.id).toMatch(/^[\w-]{32}$/);
    expect(session.get('userId')).toBeUndefined();
    const id = session.id!;
    await session.destroy();
    expect(store.removed).toEqual(['abc', id]);
    expect(session.outcome()).toBe('end');
  });
});

describe('SessionCookieSignatures', () => {
  const secret = 's'.repeat(40);
  it('reads the id of a cookie it signed, also from a second instance with the same secret, and nothing from a changed one', () => {
    const signatures = new SessionCookieSignatures(secret, 10);
    const cookie = signatures.sign('the-session-id');
    expect(signatures.sessionIdOf(cookie)).toBe('the-session-id');
    expect(signatures.sessionIdOf(cookie)).toBe('the-session-id');
    expect(new SessionCookieSignatures(secret, 10).sessionIdOf(cookie)).toBe('the-session-id');
    expect(signatures.sessionIdOf(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(signatures.sessionIdOf('other-session-id' + cookie.slice(cookie.indexOf('.')))).toBeNull();
    expect(new SessionCookieSignatures('t'.repeat(40), 10).sessionIdOf(cookie)).toBeNull();
    expect(signatures.sessionIdOf('no-signature')).toBeNull();
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => new SessionCookieSignatures('short', 10)).toThrow(/32/);
  });
});
