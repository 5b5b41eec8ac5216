import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@pokerfest/infra';
import { watchedIdentityCache, type IdentityCache } from './identity-cache';
import { RequestSession } from './request-session';
import { SessionCookieSignatures } from './session-cookie';
import { PostgresSessionStore } from './session-store';

export interface SessionOptions {
  db: Db;
  secret: string;
  secureCookies: boolean;
  maxAgeMs: number;
  /** Sessions and users read through a cache of this process (ADR 0036): SESSION_CACHE_TTL_MS, SESSION_CACHE_MAX_ENTRIES, DATABASE_URL. */
  cache: { ttlMs: number; maxEntries: number; databaseUrl: string | undefined };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: PostgresSessionStore;
    /** Who is asking, kept by this process; code that changes a user here forgets it here (others hear the database). */
    identityCache: IdentityCache;
  }
  interface FastifyRequest {
    session: RequestSession;
  }
}

/** The session cookie's name: the __Host- prefix binds it to this host, and needs https (Secure). */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? '__Host-sid' : 'sid';
}

/**
 * Cookie sessions (ADR 0038): HttpOnly, SameSite=Lax, and Secure + __Host- prefixed behind https;
 * stored in Postgres, read through the identity cache, written only when changed (login, logout,
 * a command's position). The lifetime counts from login: a rolling session would rewrite its row
 * on every request, reads included.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const identity = watchedIdentityCache(options.cache);
    app.addHook('onClose', () => identity.close());
    const store = new PostgresSessionStore(options.db, identity.cache.sessions);
    const signatures = new SessionCookieSignatures(options.secret, options.cache.maxEntries);
    const name = sessionCookieName(options.secureCookies);
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secureCookies, path: '/' };
    app.decorate('sessionStore', store);
    app.decorate('identityCache', identity.cache);
    await app.register(cookie);
    app.decorateRequest('session', null as unknown as RequestSession);

    app.addHook('onRequest', async (request) => {
      const sent = request.cookies[name];
      const id = sent ? signatures.sessionIdOf(sent) : null;
      const stored = id ? await store.read(id) : null;
      request.session = new RequestSession(store, options.maxAgeMs, Date.now, stored, sent !== undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const outcome = request.session?.outcome() ?? 'keep';
      if (outcome === 'end') {
        // with the attributes it was set with: a browser ignores a __Host- cookie's removal without Secure
        reply.clearCookie(name, cookieOptions);
      } else if (outcome !== 'keep') {
        // a Secure cookie sent over plain http would not come back: nothing is kept that cannot be
        // found again (behind a proxy, TRUST_PROXY makes the forwarded https count)
        if (options.secureCookies && request.protocol !== 'https') return payload;
        await store.save(outcome.save);
        reply.setCookie(name, signatures.sign(outcome.save.id), { ...cookieOptions, expires: new Date(outcome.save.expiresAt) });
      }
      return payload;
    });
  },
  { name: 'session' },
);
