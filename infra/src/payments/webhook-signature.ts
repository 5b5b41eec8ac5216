import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './errors';

// Stripe's webhook signature scheme, used by both adapters: the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 while a secret rolls over).

export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookVerification {
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}

/** The signature header for a payload, as the provider would send it at `now`. */
export function sign(payload: Buffer | string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(payload, timestamp, secret).toString('hex')}`;
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is recent. */
export function verifySignature(payload: Buffer | string, header: string | undefined, verification: WebhookVerification): void {
  if (header === undefined || header.trim() === '') throw new WebhookSignatureError('missing');
  const { timestamp, signatures } = parseSignatureHeader(header);
  const expected = signatureOf(payload, timestamp, verification.secret);
  if (!signatures.some((candidate) => sameSignature(candidate, expected))) throw new WebhookSignatureError('mismatch');
  const tolerance = verification.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  // Checked after the signature, so a replayed genuine delivery is told apart from a forgery.
  if (Math.abs(verification.now.getTime() / 1000 - timestamp) > tolerance) throw new WebhookSignatureError('expired');
}

function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Other schemes (Stripe's v0 test signatures) are ignored, as Stripe's own libraries do.
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError('malformed');
  return { timestamp, signatures };
}

function signatureOf(payload: Buffer | string, timestamp: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
}

function sameSignature(candidateHex: string, expected: Buffer): boolean {
  const candidate = Buffer.from(candidateHex, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
