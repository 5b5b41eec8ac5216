import { describe, expect, it } from 'vitest';
import { consentScope, newIdempotencyKey, orderFingerprint, orderPlacement, paymentKey } from './order-key';

const body = { productId: 'fest', hotelId: 3, nights: 4 };
const changed = { ...body, hotelId: 5 };
const previous = { key: 'key-1', fingerprint: orderFingerprint(body) };
const fresh = () => 'key-2';

describe('one order per checkout: the key and the replaced order', () => {
  it('reuses the key of an unchanged body whose order is still pending (the server answers the same order)', () => {
    expect(orderPlacement(body, previous, { id: 'o1', status: 'pending' }, fresh)).toEqual({ ...previous, replacesOrderId: null });
  });

  it('reuses the key after a lost answer, when no order was seen', () => {
    expect(orderPlacement(body, previous, null, fresh).key).toBe('key-1');
  });

  it('sends a changed body under a new key, replacing the pending order', () => {
    expect(orderPlacement(changed, previous, { id: 'o1', status: 'pending' }, fresh)).toEqual({
      key: 'key-2',
      fingerprint: orderFingerprint(changed),
      replacesOrderId: 'o1',
    });
  });

  it('places a fresh order when the earlier one expired, was cancelled or paid, and replaces none', () => {
    for (const status of ['expired', 'cancelled', 'confirmed'] as const) {
      expect(orderPlacement(body, previous, { id: 'o1', status }, fresh)).toMatchObject({ key: 'key-2', replacesOrderId: null });
    }
  });

  it('starts with a new key when nothing was sent yet', () => {
    expect(orderPlacement(body, undefined, null, fresh)).toMatchObject({ key: 'key-2', replacesOrderId: null });
  });

  it('fingerprints by content and makes v4 uuids', () => {
    expect(orderFingerprint({ ...body })).toBe(previous.fingerprint);
    expect(orderFingerprint(changed)).not.toBe(previous.fingerprint);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keys each payment attempt, apart for each amount paid on the same order', () => {
    expect(paymentKey('o1', 2)).toBe('order-o1-payment-2');
    expect(paymentKey('o1', 1, 'change-q7')).toBe('order-o1-change-q7-payment-1');
    expect(paymentKey('o1', 1, 'change-q7')).not.toBe(paymentKey('o1', 1, 'change-q8'));
  });

  it('keys a first payment consenting to automatic charges apart from the same payment without consent', () => {
    expect(consentScope('deposit-18000', false)).toBe('deposit-18000');
    expect(consentScope('deposit-18000', true)).toBe('deposit-18000-auto');
    expect(consentScope(undefined, false)).toBeUndefined();
    expect(consentScope(undefined, true)).toBe('first-auto');
    expect(paymentKey('o1', 1, consentScope('deposit-18000', true))).not.toBe(paymentKey('o1', 1, consentScope('deposit-18000', false)));
  });
});
