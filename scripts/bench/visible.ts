// `make bench` part 4b: write-to-visible as another session sees it. One session writes (an admin's
// points adjustment; a player's demo checkout), another session reads right after the answer and
// keeps reading until the write shows: the player's `GET /api/user` from a second device, the
// admin's orders list and revenue figure.
import { percentile } from './lag';

export interface Caller {
  call(method: string, url: string, body?: unknown): Promise<Response>;
}

export interface VisibleFigures {
  tries: number;
  /** The write's own answer time. */
  write: number[];
  /** From sending the write to the first read, by the other session, that shows it. */
  visible: number[];
  /** Tries whose first read after the answer still showed the old figure. */
  stale: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Reads until `shows` says yes; answers whether the first read was stale. */
async function readUntil(read: () => Promise<boolean>): Promise<boolean> {
  let stale = false;
  for (;;) {
    if (await read()) return stale;
    stale = true;
  }
}

/** The admin adjusts the player's points by one; the player's other session reads `GET /api/user`. */
export async function pointsAdjustmentVisible(admin: Caller, playerReader: Caller, tries: number): Promise<VisibleFigures> {
  const me = await json<{ id: number; loyaltyPoints: number }>(await playerReader.call('GET', '/api/user'), 'GET /api/user');
  const figures: VisibleFigures = { tries, write: [], visible: [], stale: 0 };
  let expected = me.loyaltyPoints;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    const answer = await json<{ loyaltyPoints: number }>(
      await admin.call('PATCH', `/api/admin/users/${me.id}/loyalty-points`, { points: 1, reason: 'Benchmark' }),
      'points adjustment',
    );
    figures.write.push(performance.now() - started);
    expected = answer.loyaltyPoints;
    const stale = await readUntil(async () => (await json<{ loyaltyPoints: number }>(await playerReader.call('GET', '/api/user'), 'GET /api/user')).loyaltyPoints === expected);
    figures.visible.push(performance.now() - started);
    if (stale) figures.stale++;
  }
  return figures;
}

/**
 * The player places an order, asks for a payment intent and pays with the demo provider's test
 * card; the admin's session reads the confirmed orders list and the revenue figure.
 */
export async function confirmationVisible(
  player: Caller,
  admin: Caller,
  order: Record<string, unknown>,
  tries: number,
): Promise<VisibleFigures> {
  const figures: VisibleFigures = { tries, write: [], visible: [], stale: 0 };
  const revenue = async () => json<number>(await admin.call('GET', '/api/admin/stats/revenue-total'), 'revenue-total');
  for (let i = 0; i < tries; i++) {
    const placed = await json<{ id: string }>(await player.call('POST', '/api/orders', order), 'order');
    const intent = await json<{ clientSecret: string; amountCents: number }>(await player.call('POST', '/api/create-payment-intent', { orderId: placed.id }), 'payment intent');
    const before = await revenue();
    const started = performance.now();
    const paid = await json<{ status: string }>(
      await player.call('POST', '/api/payments/demo/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Bench Player' }),
      'demo checkout',
    );
    figures.write.push(performance.now() - started);
    if (paid.status !== 'succeeded') throw new Error(`demo checkout: ${paid.status}`);
    const stale = await readUntil(async () => {
      const [listed, total] = await Promise.all([
        json<Array<{ id: string }>>(await admin.call('GET', '/api/admin/orders?status=confirmed'), 'admin orders'),
        revenue(),
      ]);
      return listed.some((o) => o.id === placed.id) && total >= before + intent.amountCents;
    });
    figures.visible.push(performance.now() - started);
    if (stale) figures.stale++;
  }
  return figures;
}

export function describeVisible(label: string, figures: VisibleFigures): string {
  const write = [...figures.write].sort((a, b) => a - b);
  const visible = [...figures.visible].sort((a, b) => a - b);
  return (
    `${label}: answered p50 ${percentile(write, 50).toFixed(1)} ms, p99 ${percentile(write, 99).toFixed(1)} ms; ` +
    `visible to another session p50 ${percentile(visible, 50).toFixed(1)} ms, p99 ${percentile(visible, 99).toFixed(1)} ms; ` +
    `stale first reads ${figures.stale} of ${figures.tries}`
  );
}
