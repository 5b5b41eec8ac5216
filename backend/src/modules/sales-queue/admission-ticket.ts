import { createHmac, timingSafeEqual } from 'node:crypto';

// A signed admission: the order route checks it without a query (every API process shares the
// session secret), so a forged, altered or expired one is refused before anything is read. The
// place it names is then bound to the first account that uses it (admission-binding in the store).

export interface Admission {
  queueId: number;
  placeId: string;
  expiresAt: Date;
}

const PLACE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class AdmissionTickets {
  private readonly key: Buffer;

  constructor(secret: string) {
    // a key of its own, so an admission can never pass for a session signature or the reverse
    this.key = createHmac('sha256', secret).update('sales-queue admission').digest();
  }

  sign(admission: Admission): string {
    const payload = `${admission.queueId}.${admission.placeId}.${admission.expiresAt.getTime()}`;
    return `${payload}.${this.signature(payload)}`;
  }

  /** The admission a token carries, when it is genuine and not yet expired at `now`; else null. */
  read(token: string | null | undefined, now: Date): Admission | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [queue, placeId, expires, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(this.signature(`${queue}.${placeId}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const queueId = Number(queue);
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(queueId) || !PLACE_ID.test(placeId) || !Number.isSafeInteger(expiresAt)) return null;
    if (expiresAt <= now.getTime()) return null;
    return { queueId, placeId, expiresAt: new Date(expiresAt) };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
