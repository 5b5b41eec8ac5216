// `make bench` part 7: the fair queue at a sales opening (issue 30). Two API processes (and a
// worker) on one scratch Postgres database; a room type opens in a minute; 2,000 visitors join its
// waiting room through either process during that minute and keep asking for their status, 200 of
// them logged-in players who try to order at once when sales open. Checks: the positions are a fair
// shuffle of the arrival order (chi-square), nobody is let through twice, the admitted rate is
// within 10 % of the setting, and no order is placed without an admission while the queue runs.
// Exits 1 when a check fails unless BENCH_NO_ASSERT=1.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { BurstClient } from './burst';
import { benchDatabase } from './database';
import { fairnessOf } from './fairness';
import { freePort, startNodeProcess, stop } from './processes';
import { benchEnv } from './sessions';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.log('\nSales queue: skipped (needs DATABASE_URL and REDIS_URL: the queue is shared by API processes through Postgres)');
  process.exit(0);
}

const visitors = Number(process.env.BENCH_QUEUE_VISITORS ?? 2000);
const players = Math.min(visitors, 200);
const perMinute = Number(process.env.BENCH_QUEUE_RATE ?? 3000);
const waitingRoomMs = 60_000;
const pollMs = 3000;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await benchDatabase();
const ports = [await freePort(), await freePort()];
// one shop: the processes share their secrets (sessions and admissions are signed with them)
const shared = benchEnv('queue', 0);
const env = (port: number) => ({
  ...shared,
  PORT: String(port),
  DATABASE_URL: database.url!,
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  KEEP_ALIVE_TIMEOUT_MS: '300000',
  QUEUE_WAITING_ROOM_MS: String(waitingRoomMs),
  QUEUE_JOIN_RATE_LIMIT_MAX: '1000000',
});
const clients = ports.map((port) => new BurstClient('127.0.0.1', port));
const apis: ChildProcess[] = [];
// a run that fails half-way must not leave its servers running
process.on('exit', () => [...apis, ...workers].forEach((child) => child.kill('SIGKILL')));
const workers: ChildProcess[] = [];
for (const [i, port] of ports.entries()) apis.push(await startNodeProcess('dist/server/api.js', [], env(port), async () => (await clients[i]!.request('GET', '/api/ready')).status === 200));
workers.push(await startNodeProcess('dist/server/worker.js', [], env(ports[0]!), async () => true));
const load: number[] = [];
const loadTimer = setInterval(() => load.push(loadavg()[0]!), 5000);

async function json<T>(call: Promise<{ status: number; body: string }>, what: string): Promise<T> {
  const { status, body } = await call;
  if (status >= 300) throw new Error(`${what}: ${status} ${body}`);
  return JSON.parse(body) as T;
}
const admin = (await clients[0]!.request('POST', '/api/login', { body: { username: 'admin', password: 'admin123' } })).cookie!;
const festivalId = 'vienna-spring-2027';
const hotels = await json<Array<{ id: number }>>(clients[0]!.request('GET', '/api/admin/hotels', { cookie: admin }), 'hotels');
const suffix = Date.now().toString(36);
const cookies = await clients[0]!.inBatches(players, 16, async (i) => {
  const answer = await clients[0]!.request('POST', '/api/register', { body: { username: `queue${suffix}${i}`, email: `queue${suffix}${i}@bench.test`, password: 'bench-password' } });
  if (answer.status !== 201 || !answer.cookie) throw new Error(`register ${i}: ${answer.status} ${answer.body}`);
  return answer.cookie;
});
// the room type opens a minute from now (plus a moment to set up): the waiting room opens at once
const opensAt = new Date(Date.now() + waitingRoomMs - 2000);
const room = await json<{ id: number }>(
  clients[0]!.request('POST', '/api/admin/accommodations', {
    cookie: admin,
    body: { festivalId, hotelId: hotels[0]!.id, roomType: 'Queue Bench Room', description: 'A room type for the sales-queue benchmark', pricePerNight: 100, currency: 'EUR', availableRooms: 50, minStayDays: 1, salesOpenAt: opensAt.toISOString() },
  }),
  'room type',
);
const order = { productId: festivalId, hotelId: room.id, nights: 4, totalPrice: 400 };

interface Visitor {
  client: BurstClient;
  cookie: string;
  arrival: number;
  position: number | null;
  admission: string | null;
}
const line: Visitor[] = [];
const statusOf = async (visitor: Visitor, method: 'GET' | 'POST') => {
  const answer = await visitor.client.request(method, `/api/products/${festivalId}/queue`, { cookie: visitor.cookie });
  if (answer.cookie?.startsWith('queue=')) visitor.cookie = [visitor.cookie, answer.cookie].filter(Boolean).join('; ');
  if (answer.status !== 200) throw new Error(`queue status: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as { state: string; position: number | null; admission: { token: string } | null };
};

// Arrivals spread over the last ~50 s before the opening, half on each process; all keep asking.
const joining = performance.now();
let running = true;
const arrivals = Array.from({ length: visitors }, (_, i) => (i / visitors) * (opensAt.getTime() - Date.now() - 8000));
const polls = arrivals.map(async (delay, i) => {
  await sleep(delay);
  const visitor: Visitor = { client: clients[i % 2]!, cookie: i < players ? cookies[i]! : '', arrival: line.length, position: null, admission: null };
  line.push(visitor);
  const joined = await statusOf(visitor, 'POST');
  if (joined.state !== 'waiting') throw new Error(`visitor ${i} joined as ${joined.state}`);
  while (running && !visitor.admission) {
    await sleep(pollMs * (0.5 + Math.random()));
    const status = await statusOf(visitor, 'GET');
    visitor.position = status.position ?? visitor.position;
    if (status.admission) visitor.admission = status.admission.token;
  }
});
const queue = async () => (await json<Array<{ id: number; opensAt: string; waiting: number; admitted: number; left: number }>>(clients[1]!.request('GET', '/api/admin/sales-queues', { cookie: admin }), 'queues')).find((q) => q.opensAt === opensAt.toISOString());
while (!(await queue())) await sleep(200);
await json(clients[1]!.request('PATCH', `/api/admin/sales-queues/${(await queue())!.id}`, { cookie: admin, body: { admissionsPerMinute: perMinute } }), 'rate');
console.log(`\nSales queue: ${fmt(visitors)} visitors joining over ${((opensAt.getTime() - Date.now()) / 1000).toFixed(0)} s before the opening, on 2 API processes; rate ${fmt(perMinute)}/min`);

// At the opening every logged-in player tries to order without an admission.
await sleep(Math.max(0, opensAt.getTime() - Date.now() + 300));
const early = await Promise.all(cookies.map((cookie, i) => clients[i % 2]!.request('POST', '/api/orders', { cookie, body: order })));
const refusedEarly = early.filter((answer) => answer.status === 409 && answer.body.includes('admission_required')).length;

// Admitted players order with their admission as they are let through.
const placed: { status: number; body: string }[] = [];
const buying = line.slice(0, players).map(async (visitor) => {
  while (running && !visitor.admission) await sleep(200);
  if (visitor.admission) placed.push(await visitor.client.request('POST', '/api/orders', { cookie: visitor.cookie, body: { ...order, admission: visitor.admission } }));
});
const deadline = Date.now() + (visitors / perMinute) * 60_000 * 1.5 + 30_000;
while (line.some((visitor) => !visitor.admission) && Date.now() < deadline) await sleep(500);
running = false;
await Promise.all([...polls, ...buying]);
clearInterval(loadTimer);

const rows = await sql<{ browser_id: string; user_id: number | null; position: number | null; admitted_at: Date | null }>`
  SELECT browser_id, user_id, position, admitted_at FROM sales_queue_places p JOIN sales_queues q ON q.id = p.queue_id WHERE q.opens_at = ${opensAt}`.execute(database.db);
const admittedRows = rows.rows.filter((row) => row.admitted_at).sort((a, b) => a.admitted_at!.getTime() - b.admitted_at!.getTime());
const twice = rows.rows.length - new Set(rows.rows.map((row) => row.browser_id)).size;
const spanMin = admittedRows.length > 1 ? (admittedRows.at(-1)!.admitted_at!.getTime() - admittedRows[0]!.admitted_at!.getTime()) / 60_000 : 0;
const rate = spanMin > 0 ? (admittedRows.length - 1) / spanMin : 0;
const fairness = fairnessOf([...line].sort((a, b) => a.arrival - b.arrival).map((visitor) => visitor.position ?? 0).filter((position) => position > 0));
const ordersInDb = await sql<{ n: string }>`SELECT count(*) AS n FROM stock_holds WHERE item_kind = 'accommodation' AND item_id = ${room.id}`.execute(database.db);
const created = placed.filter((answer) => answer.status === 201).length;

console.log(`  ran ${((performance.now() - joining) / 1000).toFixed(0)} s from the first join; places ${fmt(rows.rows.length)}, let through ${fmt(admittedRows.length)}, a browser with two places ${twice}`);
console.log(`  order of the line: chi-square ${fairness.chiSquare.toFixed(1)} (${fairness.degreesOfFreedom} df, critical ${fairness.critical} at p = 0.001), rank correlation with arrival ${fairness.rankCorrelation.toFixed(3)}`);
console.log(`  admitted rate ${fmt(rate)}/min over ${(spanMin * 60).toFixed(0)} s (setting ${fmt(perMinute)}/min, ${(((rate - perMinute) / perMinute) * 100).toFixed(1)} %)`);
console.log(`  at the opening ${players} orders without an admission: ${refusedEarly} × 409 admission_required; with admissions: ${created} placed (${placed.length - created} refused: sold out), holds in the database ${ordersInDb.rows[0]!.n}`);
console.log(`  machine load (1-minute average) while it ran: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`);

const missed: string[] = [];
if (admittedRows.length !== visitors) missed.push(`${admittedRows.length} of ${visitors} let through`);
if (twice > 0 || rows.rows.length !== visitors) missed.push(`${rows.rows.length} places for ${visitors} visitors`);
if (!fairness.fair) missed.push(`the order leans on arrival: chi-square ${fairness.chiSquare.toFixed(1)} ≥ ${fairness.critical}`);
if (Math.abs(rate - perMinute) > perMinute * 0.1) missed.push(`admitted ${fmt(rate)}/min, not within 10 % of ${fmt(perMinute)}`);
if (refusedEarly !== players) missed.push(`${players - refusedEarly} orders without an admission were not refused`);
if (Number(ordersInDb.rows[0]!.n) !== created) missed.push(`${ordersInDb.rows[0]!.n} holds for ${created} admitted orders`);

for (const client of clients) client.close();
for (const worker of workers) await stop(worker);
for (const api of apis) await stop(api);
await database.close();
if (missed.length > 0) {
  console.log(`sales-queue checks failed:\n  ${missed.join('\n  ')}`);
  if (process.env.BENCH_NO_ASSERT !== '1') process.exit(1);
}
