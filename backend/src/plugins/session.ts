import cookie from '@fastify/cookie';
import session from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@pokerfest/infra';
import { watchedIdentityCache, type IdentityCache } from './identity-cache';
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
  interface Session {
    /** Set at login by the identity capability; lets a password reset end every session of the user. */
    userId?: string;
  }
}

/** The session cookie's name: the __Host- prefix binds it to this host, and needs https (Secure). */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? '__Host-sid' : 'sid';
}

/** Cookie sessions: HttpOnly, SameSite=Lax, and Secure + __Host- prefixed behind https. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const identity = watchedIdentityCache(options.cache);
    app.addHook('onClose', () => identity.close());
    const store = new PostgresSessionStore(options.db, identity.cache.sessions);
    app.decorate('sessionStore', store);
    app.decorate('identityCache', identity.cache);
    await app.register(cookie);
    await app.register(session, {
      secret: options.secret,
      cookieName: sessionCookieName(options.secureCookies),
      saveUninitialized: false,
      // Written only when changed (login, logout, a command's position): a rolling session would
      // rewrite its row on every request, reads included. The lifetime counts from login.
      rolling: false,
      store,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/',
        maxAge: options.maxAgeMs,
      },
    });
  },
  { name: 'session' },
);
