import { Signer } from '@fastify/cookie';
import { LRUCache } from 'lru-cache';

/**
 * The session cookie's value is the session id and its HMAC-SHA256 (the format @fastify/session
 * wrote, so sessions from before ADR 0038 stay valid). A signature is checked once per process
 * and distinct cookie, not at every request: only valid cookies are remembered, in a bounded LRU,
 * so forged ones cannot push real ones out.
 */
export class SessionCookieSignatures {
  private readonly signer: Signer;
  private readonly verified: LRUCache<string, string>;

  constructor(secret: string, maxEntries: number) {
    if (secret.length < 32) throw new Error('The session secret must be at least 32 characters');
    this.signer = new Signer(secret, 'sha256');
    this.verified = new LRUCache({ max: Math.max(1, maxEntries) });
  }

  sign(sessionId: string): string {
    return this.signer.sign(sessionId);
  }

  /** The session id `cookie` carries, or null when its signature does not hold. */
  sessionIdOf(cookie: string): string | null {
    const known = this.verified.get(cookie);
    if (known !== undefined) return known;
    const { valid, value } = this.signer.unsign(cookie);
    if (!valid || value === null) return null;
    this.verified.set(cookie, value);
    return value;
  }
}
