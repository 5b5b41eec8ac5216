// `make bench` part 4: order placement through the API (8 players at once, each in its own
// session), the projection lag from "order placed" to "listed by GET /api/orders", and
// write-to-visible as another session sees it (a points adjustment, a confirmation). Uses
// DATABASE_URL/REDIS_URL when set (a worker process then builds the read models), else the embedded mode.
import { percentile } from './lag';
import { loggedIn as loggedInAt, startBenchServer, type Session } from './sessions';
import { confirmationVisible, describeVisible, pointsAdjustmentVisible } from './visible';

const players = 8;
const rate = Number(process.env.BENCH_ORDER_RATE ?? 100);
const seconds = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const visibleTries = Number(process.env.BENCH_VISIBLE_TRIES ?? 100);
const server = await startBenchServer('orders');
const base = server.base;

const loggedIn = (username: string, password: string, register: boolean) => loggedInAt(base, username, password, register);

// A room type with rooms enough for the whole run: every order holds one, under the room's row lock.
const admin = await loggedIn('admin', 'admin123', false);
const hotels = (await (await admin.call('GET', '/api/admin/hotels')).json()) as Array<{ id: number }>;
const room = (await (
  await admin.call('POST', '/api/admin/accommodations', {
    festivalId: 'vienna-spring-2027', hotelId: hotels[0]!.id, roomType: 'Bench Room', description: 'A room type for the benchmark',
    pricePerNight: 100, currency: 'EUR', availableRooms: 1_000_000, minStayDays: 1,
  })
).json()) as { id: number };
const order = { productId: 'vienna-spring-2027', hotelId: room.id, nights: 4, totalPrice: 400 };
const suffix = Date.now().toString(36);
const sessions = await Promise.all(Array.from({ length: players }, (_, i) => loggedIn(`bench${suffix}${i}`, 'bench-password', true)));
// a second session of the first player only reads: it does not wait for its own writes, so it sees the real lag
const reader = await loggedIn(`bench${suffix}0`, 'bench-password', false);

async function place(session: Session): Promise<{ ms: number; id: string; placedAt: number }> {
  const started = performance.now();
  const response = await session.call('POST', '/api/orders', order);
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`order: ${response.status} ${await response.text()}`);
  return { ms, id: ((await response.json()) as { id: string }).id, placedAt: performance.now() };
}

// Warm-up, then a closed loop (as fast as 8 players can) and an open loop at `rate` orders/s.
for (let i = 0; i < 40; i++) await place(sessions[i % players]!);
const closedStarted = performance.now();
let closedCount = 0;
await Promise.all(sessions.map(async (session) => {
  while (performance.now() - closedStarted < 5000) {
    await place(session);
    closedCount++;
  }
}));
const closedRate = closedCount / ((performance.now() - closedStarted) / 1000);

const latencies: number[] = [];
const lags: number[] = [];
const firstPlayerOrders: Array<{ id: string; placedAt: number }> = [];
const total = rate * seconds;
const started = performance.now();
await Promise.all(Array.from({ length: players }, async (_, p) => {
  for (let i = p; i < total; i += players) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const placed = await place(sessions[p]!);
    latencies.push(placed.ms);
    if (p === 0) firstPlayerOrders.push(placed);
  }
}));
const openSeconds = (performance.now() - started) / 1000;

// Lag: the reader polls GET /api/orders until each of the first player's orders is listed.
for (const placed of firstPlayerOrders.slice(-40)) {
  const begin = performance.now();
  for (;;) {
    const listed = (await (await reader.call('GET', '/api/orders')).json()) as Array<{ id: string }>;
    if (listed.some((o) => o.id === placed.id)) break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  lags.push(performance.now() - begin);
}
// those orders were placed earlier; measure fresh ones too, one at a time
for (let i = 0; i < 40; i++) {
  const placed = await place(sessions[0]!);
  for (;;) {
    const listed = (await (await reader.call('GET', '/api/orders')).json()) as Array<{ id: string }>;
    if (listed.some((o) => o.id === placed.id)) break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  lags.push(performance.now() - placed.placedAt);
}

// Write-to-visible from another session: the player's second device, the admin's orders tab.
const points = await pointsAdjustmentVisible(admin, reader, visibleTries);
const confirmations = await confirmationVisible(sessions[0]!, admin, order, visibleTries);

const sorted = latencies.sort((a, b) => a - b);
const lagSorted = lags.slice(-40).sort((a, b) => a - b);
const mode = process.env.DATABASE_URL ? `Postgres${process.env.REDIS_URL ? ' + BullMQ worker' : ''}` : 'embedded database and job runner';
console.log(`\nOrder placement, ${players} players (${mode})`);
console.log(`closed loop: ${closedRate.toFixed(0)} orders/s`);
console.log(
  `open loop at ${rate} orders/s: ${(latencies.length / openSeconds).toFixed(0)} orders/s achieved, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (target p99 < 50 ms)`,
);
console.log(`projection lag, placed -> listed by GET /api/orders: p50 ${percentile(lagSorted, 50).toFixed(0)} ms, p99 ${percentile(lagSorted, 99).toFixed(0)} ms (target p99 < 250 ms)`);
console.log(describeVisible('points adjustment -> GET /api/user of the player\'s other session', points));
console.log(describeVisible('demo checkout -> admin orders list and revenue-total', confirmations));
await server.stop();
