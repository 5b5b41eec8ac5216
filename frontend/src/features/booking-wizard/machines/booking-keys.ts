// The order's Idempotency-Key in one wizard run. The same order body always goes out under the same
// key, so a retry after a lost answer returns the first order instead of placing a second; a changed
// package gets a key of its own (the server refuses one key with two bodies). Payment attempts use
// the booking core's paymentKey: a declined card needs a fresh payment intent.
import type { OrderView, PlaceOrderInput } from '@pokerfest/domain';

export interface PlacedOrder {
  order: OrderView;
  /** The request body that placed it. */
  requestJson: string;
}

interface KeyState {
  idempotencyKey: string;
  sentRequests: readonly string[];
  request: PlaceOrderInput | null;
}

export function orderKey({ idempotencyKey, sentRequests, request }: KeyState): string {
  const position = sentRequests.indexOf(JSON.stringify(request));
  return position <= 0 ? idempotencyKey : `${idempotencyKey}-${position + 1}`;
}
