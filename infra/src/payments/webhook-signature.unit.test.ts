import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './errors';
import { sign, verifySignature } from './webhook-signature';

const secret = 'whsec_test_secret_for_signatures';
const now = new Date('2026-11-21T12:00:00Z');
const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' });

function problemOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    return (error as WebhookSignatureError).problem;
  }
  throw new Error('expected a WebhookSignatureError');
}

const v1 = (payload: string, timestamp: number, key: string) => createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex');

describe('webhook signatures (the t=…,v1=… HMAC-SHA256 scheme)', () => {
  it('signs as Stripe documents it, and verifies its own signature from a string or the raw bytes', () => {
    const header = sign(body, secret, now);
    const t = now.getTime() / 1000;
    expect(header).toBe(`t=${t},v1=${v1(body, t, secret)}`);
    expect(() => verifySignature(body, header, { secret, now })).not.toThrow();
    expect(() => verifySignature(Buffer.from(body), header, { secret, now })).not.toThrow();
  });

  it('refuses a tampered body and a wrong secret', () => {
    const header = sign(body, secret, now);
    expect(problemOf(() => verifySignature(body.replace('succeeded', 'failed'), header, { secret, now }))).toBe('mismatch');
    expect(problemOf(() => verifySignature(body, header, { secret: 'whsec_another_secret', now }))).toBe('mismatch');
  });

  it('refuses a signature older (or newer) than the tolerance, and accepts one inside it', () => {
    const header = sign(body, secret, now);
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(() => verifySignature(body, header, { secret, now: later(300) })).not.toThrow();
    expect(problemOf(() => verifySignature(body, header, { secret, now: later(301) }))).toBe('expired');
    expect(problemOf(() => verifySignature(body, header, { secret, now: later(-301) }))).toBe('expired');
    expect(problemOf(() => verifySignature(body, header, { secret, now: later(61), toleranceSeconds: 60 }))).toBe('expired');
  });

  it('refuses a missing or malformed header', () => {
    expect(problemOf(() => verifySignature(body, undefined, { secret, now }))).toBe('missing');
    expect(problemOf(() => verifySignature(body, '  ', { secret, now }))).toBe('missing');
    expect(problemOf(() => verifySignature(body, 'v1=abc', { secret, now }))).toBe('malformed');
    expect(problemOf(() => verifySignature(body, `t=${now.getTime() / 1000}`, { secret, now }))).toBe('malformed');
    expect(problemOf(() => verifySignature(body, 'garbage', { secret, now }))).toBe('malformed');
  });

  it('accepts any one of several v1 signatures (a secret being rolled over) and ignores v0', () => {
    const t = now.getTime() / 1000;
    const header = `t=${t},v1=${v1(body, t, 'whsec_old_secret')},v0=${'0'.repeat(64)},v1=${v1(body, t, secret)}`;
    expect(() => verifySignature(body, header, { secret, now })).not.toThrow();
    expect(problemOf(() => verifySignature(body, `t=${t},v0=${v1(body, t, secret)}`, { secret, now }))).toBe('malformed');
  });

  it('answers 400 through the error handler', () => {
    const error = new WebhookSignatureError('mismatch');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/signature/);
  });
});
