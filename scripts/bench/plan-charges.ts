// `make bench` part 7: a due date's automatic charges (issue 31). 1,000 bookings paid in parts,
// each with the player's consent to automatic charges, are placed through the compiled API on a
// scratch Postgres database; the API is then stopped and this process sweeps their due charges as a
// worker does (the timer sweep, its batch size and concurrency from the configuration; the demo
// provider charging the saved card; each verdict recorded on its order with its invoice). It
// prints how long the sweep took, and checks that every booking was charged once and is paid in full.
import { sql } from 'kysely';
import pino from 'pino';
import { contextJobs } from '@pokerfest/backend/jobs';
import { connectDatabase, createPaymentProvider, databaseOptions, DevMailbox, drainTimers, EventStore, loadConfig, timerHandlersOf, type JobQueue } from '@pokerfest/infra';
import { inlineProjector, projections } from '@pokerfest/projections';
import { benchDatabase } from './database';
import { freePort, startNodeProcess, stop } from './processes';
import { benchEnv, loggedIn, type Session } from './sessions';

const bookings = Number(process.env.BENCH_PLAN_BOOKINGS ?? 1000);
const players = 8;
const festivalId = 'vienna-spring-2027';

if (!process.env.DATABASE_URL) {
  console.log('\nAutomatic charges: needs DATABASE_URL (the sweep runs beside the API on one Postgres database); not measured');
  process.exit(0);
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const database = await benchDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// no timer sweep in the API while it runs: the due charges are this process's to sweep
const env = { ...benchEnv('plan-charges', port), DATABASE_URL: database.url!, REDIS_URL: '', TIMER_SWEEP_MS: '3600000' };
const api = await startNodeProcess('dist/server/api.js', [], env, async () => (await fetch(`${base}/api/ready`)).ok);

const admin = await loggedIn(base, 'admin', 'admin123', false);
const hotels = await json<Array<{ id: number }>>(await admin.call('GET', '/api/admin/hotels'), 'hotels');
const festival = await json<{ startDate: string }>(await admin.call('GET', `/api/products/${festivalId}`), 'festival');
const room = await json<{ id: number }>(
  await admin.call('POST', '/api/admin/accommodations', {
    festivalId, hotelId: hotels[0]!.id, roomType: 'Plan Bench Room', description: 'A room type for the payment-plan benchmark',
    pricePerNight: 250, currency: 'EUR', availableRooms: 1_000_000, minStayDays: 1,
  }),
  'room',
);
const order = { productId: festivalId, hotelId: room.id, nights: 4, checkIn: festival.startDate.slice(0, 10), totalPrice: 1000, paymentPlan: { kind: 'deposit' } };

async function consentedBooking(session: Session): Promise<string> {
  const placed = await json<{ id: string }>(await session.call('POST', '/api/orders', order), 'order');
  const intent = await json<{ clientSecret: string }>(await session.call('POST', '/api/create-payment-intent', { orderId: placed.id, autoCharge: true }), 'intent');
  await json(await session.call('POST', '/api/payments/demo/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Bench Player' }), 'deposit');
  return placed.id;
}

const suffix = Date.now().toString(36);
const setupStarted = performance.now();
const sessions = await Promise.all(Array.from({ length: players }, (_, i) => loggedIn(base, `plan${suffix}${i}`, 'bench-password', true)));
const ids = (await Promise.all(sessions.map(async (session, i) => {
  const mine: string[] = [];
  for (let n = i; n < bookings; n += players) mine.push(await consentedBooking(session));
  return mine;
}))).flat();
const setupSeconds = (performance.now() - setupStarted) / 1000;
await stop(api);

const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
const connected = await connectDatabase(databaseOptions(config));
const db = connected.db;
try {
  const dueRows = await db.selectFrom('scheduled_timers').select('due_at').where('kind', '=', 'payment-plan-step').where('timer_key', 'like', '%:1:charge').where('fired_at', 'is', null).execute();
  const dueAt = dueRows.reduce((latest, row) => Math.max(latest, row.due_at.getTime()), 0);
  // everything due before the charges (the reminders a week earlier, the loyalty promises) fires first, apart
  const beforeCharges = new Date(dueAt - 1);
  const queue: JobQueue = { kind: 'bullmq', enqueue: async () => undefined, ping: async () => true, close: async () => undefined };
  const store = new EventStore({ db, inline: inlineProjector(projections), streamLockTimeoutMs: config.COMMAND_LOCK_TIMEOUT_MS });
  const payments = createPaymentProvider(config, db, { now: () => new Date(dueAt) });
  const handlers = timerHandlersOf(contextJobs({ db, store, queue, config, mailer: new DevMailbox(pino({ level: 'silent' })), now: () => new Date(dueAt), payments }));
  const sweep = { batchSize: config.TIMER_SWEEP_BATCH_SIZE, maxMs: 600_000, concurrency: config.TIMER_SWEEP_CONCURRENCY };
  await drainTimers(db, handlers, beforeCharges, sweep);
  const started = performance.now();
  await drainTimers(db, handlers, new Date(dueAt), sweep);
  const seconds = (performance.now() - started) / 1000;

  const kinds = await sql<{ kind: string; n: string }>`SELECT kind, count(*) AS n FROM scheduled_timers WHERE fired_at >= ${new Date(dueAt)} GROUP BY kind ORDER BY kind`.execute(db);
  const charged = await sql<{ n: string }>`SELECT count(*) AS n FROM demo_payment_intents WHERE saved_card IS NOT NULL AND save_card = false`.execute(db);
  const succeeded = await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE event_type = 'PaymentSucceeded' AND data ? 'instalments' AND NOT (data -> 'instalments' @> '[0]')`.execute(db);
  const owed = await sql<{ n: string }>`SELECT count(*) AS n FROM order_views WHERE status = 'confirmed' AND (view -> 'payment' ->> 'balanceDueCents')::bigint > 0`.execute(db);
  const invoices = await sql<{ n: string }>`SELECT count(*) AS n FROM order_documents WHERE kind = 'invoice' AND source_key LIKE 'payment:%'`.execute(db);
  console.log(`\nAutomatic charges on the due date, ${ids.length} bookings paid in parts (set up through the API in ${setupSeconds.toFixed(1)} s; ${database.label})`);
  console.log(
    `sweep: ${ids.length} due charges in ${seconds.toFixed(2)} s = ${(ids.length / seconds).toFixed(0)} charges/s, ${(1000 * seconds / ids.length).toFixed(1)} ms each ` +
      `(timers fired: ${kinds.rows.map((row) => `${row.kind} ${row.n}`).join(', ')}; batch ${sweep.batchSize}, concurrency ${sweep.concurrency}); ` +
      `charged ${charged.rows[0]!.n}, recorded ${succeeded.rows[0]!.n}, still owing ${owed.rows[0]!.n}, invoices ${invoices.rows[0]!.n} (deposit and final, ${2 * ids.length} expected)`,
  );
  const ok = Number(charged.rows[0]!.n) === ids.length && Number(succeeded.rows[0]!.n) === ids.length && Number(owed.rows[0]!.n) === 0;
  if (!ok) {
    console.log('FAILED: not every booking was charged exactly once and paid in full');
    process.exitCode = 1;
  }
} finally {
  await connected.close();
  await database.close();
}
