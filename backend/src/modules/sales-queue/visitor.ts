import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Visitor } from './queue-board';

// One place per browser: a random id in an HttpOnly cookie of its own, given when the browser first
// joins, signed so a made-up one is worth nothing (an account is the other half: its id comes from
// the session). A bot that drops its cookies gets a new one each time, but joining without a
// genuine cookie is rate limited per address, and an admission serves one account only.

const DAY_S = 24 * 3600;

export function queueCookieName(secureCookies: boolean): string {
  return secureCookies ? '__Host-queue' : 'queue';
}

export class BrowserIds {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secureCookies: boolean,
  ) {
    this.key = createHmac('sha256', secret).update('sales-queue browser').digest();
  }

  /** The browser's genuine id from its cookie, else '' (and with `reply`, a new one is given). */
  visitorOf(request: FastifyRequest, reply: FastifyReply | null): Visitor {
    const name = queueCookieName(this.secureCookies);
    let browserId = this.genuine(request.cookies[name]);
    if (!browserId && reply) {
      const id = randomBytes(16).toString('base64url');
      browserId = `${id}.${this.signature(id)}`;
      reply.setCookie(name, browserId, { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/', maxAge: DAY_S });
    }
    return { browserId, userId: request.user?.id ?? null };
  }

  /** Whose budget a join counts against: the account's, a genuine browser's, else the address's. */
  joinKey(request: FastifyRequest): string {
    if (request.user) return `queue-user-${request.user.id}`;
    const browserId = this.genuine(request.cookies[queueCookieName(this.secureCookies)]);
    return browserId ? `queue-browser-${browserId.slice(0, 22)}` : `queue-ip-${request.ip}`;
  }

  private genuine(cookie: string | undefined): string {
    if (typeof cookie !== 'string' || cookie.length > 80) return '';
    const [id, signature] = cookie.split('.');
    if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return '';
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? cookie : '';
  }

  private signature(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url').slice(0, 22);
  }
}
