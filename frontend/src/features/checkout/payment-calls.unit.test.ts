import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaymentIntent } from './payment-calls';

const sent: { body: unknown; key: string | null }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    sent.push({ body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined, key: new Headers(init.headers).get('Idempotency-Key') });
    return Promise.resolve(Response.json({ orderId: 'o1' }, { status: 201 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('creating a payment intent', () => {
  it('sends autoCharge only when the player consented', async () => {
    await createPaymentIntent({ orderId: 'o1', amount: 180, idempotencyKey: 'k1' });
    await createPaymentIntent({ orderId: 'o1', amount: 180, idempotencyKey: 'k2', autoCharge: false });
    await createPaymentIntent({ orderId: 'o1', amount: 180, idempotencyKey: 'k3', autoCharge: true });
    expect(sent).toEqual([
      { body: { orderId: 'o1', amount: 180 }, key: 'k1' },
      { body: { orderId: 'o1', amount: 180 }, key: 'k2' },
      { body: { orderId: 'o1', amount: 180, autoCharge: true }, key: 'k3' },
    ]);
  });
});
