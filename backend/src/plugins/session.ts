import cookie from '@fastify/cookie';
import session from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@pokerfest/infra';
import { PostgresSessionStore } from './session-store';

export interface SessionOptions {
  db: Db;
  secret: string;
  secureCookies: boolean;
  maxAgeMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: PostgresSessionStore;
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
    const store = new PostgresSessionStore(options.db);
    app.decorate('sessionStore', store);
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
