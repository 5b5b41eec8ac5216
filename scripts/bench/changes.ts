// `make bench` part 5: booking changes through the API (issue 17), 8 players at once, each in its
// own session: the latency of a quote (POST /api/orders/{id}/change-quote) and of a confirmation
// (POST /api/orders/{id}/changes: one night less, refunded, stock and read model updated, the
// refund's timer written). Uses DATABASE_URL/REDIS_URL when set (with a worker process), else the
// embedded mode.
import { percentile } from './lag';
import { loggedIn, startBenchServer, type Session } from './sessions';

const players = 8;
const ordersPerPlayer = Number(process.env.BENCH_CHANGE_ORDERS ?? 25);
const server = await startBenchServer('changes');
const base = server.base;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const admin = await loggedIn(base, 'admin', 'admin123', false);
const hotels = await json<Array<{ id: number }>>(await admin.call('GET', '/api/admin/hotels'), 'hotels');
const festivalId = 'vienna-spring-2027';
const festival = await json<{ startDate: string }>(await admin.call('GET', `/api/products/${festivalId}`), 'festival');
const room = await json<{ id: number }>(
  await admin.call('POST', '/api/admin/accommodations', {
    festivalId, hotelId: hotels[0]!.id, roomType: 'Change Bench Room', description: 'A room type for the change benchmark',
    pricePerNight: 100, currency: 'EUR', availableRooms: 1_000_000, minStayDays: 1,
  }),
  'room',
);
const order = { productId: festivalId, hotelId: room.id, nights: 4, checkIn: festival.startDate.slice(0, 10), totalPrice: 400 };

async function paidOrder(session: Session): Promise<string> {
  const placed = await json<{ id: string }>(await session.call('POST', '/api/orders', order), 'order');
  const intent = await json<{ clientSecret: string }>(await session.call('POST', '/api/create-payment-intent', { orderId: placed.id, amount: 400 }), 'intent');
  await json(await session.call('POST', '/api/payments/demo/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Bench Player' }), 'pay');
  return placed.id;
}

async function timed<T>(what: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await what();
  return { ms: performance.now() - started, value };
}

const suffix = Date.now().toString(36);
const sessions = await Promise.all(Array.from({ length: players }, (_, i) => loggedIn(base, `chg${suffix}${i}`, 'bench-password', true)));
const booked = await Promise.all(sessions.map(async (session) => {
  const ids: string[] = [];
  for (let i = 0; i < ordersPerPlayer; i++) ids.push(await paidOrder(session));
  return ids;
}));

const quotes: number[] = [];
const confirmations: number[] = [];
await Promise.all(sessions.map(async (session, p) => {
  for (const orderId of booked[p]!) {
    // what a player looks at before choosing: the cancellation, then one night less
    quotes.push((await timed(() => session.call('POST', `/api/orders/${orderId}/change-quote`, { cancel: true }).then((r) => json(r, 'quote')))).ms);
    const fewer = await timed(() => session.call('POST', `/api/orders/${orderId}/change-quote`, { nights: 3 }).then((r) => json<{ quoteId: string }>(r, 'quote')));
    quotes.push(fewer.ms);
    confirmations.push((await timed(() => session.call('POST', `/api/orders/${orderId}/changes`, { quoteId: fewer.value.quoteId }).then((r) => json(r, 'change')))).ms);
  }
}));

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length})`;
};
const mode = process.env.DATABASE_URL ? `Postgres${process.env.REDIS_URL ? ' + BullMQ worker' : ''}` : 'embedded database and job runner';
console.log(`\nBooking changes, ${players} players at once (${mode})`);
console.log(`quote (POST /api/orders/{id}/change-quote): ${figures(quotes)}`);
console.log(`confirmation with a refund (POST /api/orders/{id}/changes): ${figures(confirmations)}`);
await server.stop();
