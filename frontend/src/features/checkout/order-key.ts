// One order per checkout (issue 12): the Idempotency-Key of POST /api/orders and which earlier order
// a new one replaces. The same body goes out under the same key, so a double click, a retry or a
// second pass from the details page gets the first order back; a changed body gets a new key and
// names the checkout's open order as replaced, so the server cancels it and releases its stock.
import type { OrderStatus } from '@pokerfest/domain';

export interface OrderRequestKey {
  key: string;
  /** A digest of the order body the key was first used with. */
  fingerprint: string;
}

/** The checkout's earlier order as the server has it now. */
export interface EarlierOrder {
  id: string;
  status: OrderStatus;
}

export interface OrderPlacement extends OrderRequestKey {
  /** The pending order the new one replaces, sent as `replacesOrderId`. */
  replacesOrderId: string | null;
}

/** A short digest (FNV-1a, 32 bits) of a body, to tell whether a retry sends the same order. */
export function orderFingerprint(body: unknown): string {
  let hash = 0x811c9dc5;
  for (const character of JSON.stringify(body)) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * How to send `body`: under the previous key while the body is unchanged and the order it placed is
 * still open (or was never seen: a lost answer), else under a new key. A changed body replaces the
 * still-pending earlier order; an expired, cancelled or paid one is left alone and a fresh order placed.
 */
export function orderPlacement(
  body: unknown,
  previous: OrderRequestKey | undefined,
  earlier: EarlierOrder | null,
  newKey: () => string,
): OrderPlacement {
  const fingerprint = orderFingerprint(body);
  const open = earlier?.status === 'pending';
  if (previous?.fingerprint === fingerprint && (earlier === null || open)) return { ...previous, replacesOrderId: null };
  return { key: newKey(), fingerprint, replacesOrderId: open ? earlier.id : null };
}

/**
 * The key of one payment attempt: a declined card needs a fresh payment intent. `scope` names what
 * is paid when an order is paid more than once or for another amount (a change's difference, a total
 * a change re-priced): the server refuses a key reused with another body.
 */
export const paymentKey = (orderId: string, attempt: number, scope?: string) => (scope ? `order-${orderId}-${scope}-payment-${attempt}` : `order-${orderId}-payment-${attempt}`);

/**
 * The scope of a first payment under a plan, with or without consent to automatic charges: the
 * server makes another intent for a consented payment (it saves the card), so a retry with the
 * other choice must not be answered with the first choice's stored intent.
 */
export const consentScope = (scope: string | undefined, autoCharge: boolean): string | undefined => (autoCharge ? `${scope ?? 'first'}-auto` : scope);

/** A random v4 uuid; randomUUID is missing outside secure contexts, getRandomValues is not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
