import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesQueueAdminView, SalesQueueStatus } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { bookableFestival, roomOnly, type BookableFestival } from '../../testing/booking-fixture';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { salesQueue } from './index';

// The queue's rules with the clock passed in (issue 30): the app and two more "processes" (boards
// of their own on the same database) share one test clock that moves only when a test moves it.

const OPENS_AT = Date.parse('2027-01-15T10:00:00.000Z');
let clock = OPENS_AT - 20 * 60_000;
const now = () => new Date(clock);
const minutes = (n: number) => n * 60_000;

let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;
let processes: ReturnType<typeof salesQueue>[];

beforeAll(async () => {
  t = await createTestApp({ now, env: { QUEUE_TICK_MS: '50', QUEUE_WAITING_ROOM_MS: String(minutes(10)), QUEUE_KEEP_PLACE_MS: String(minutes(3)), QUEUE_OPEN_FOR_MS: String(minutes(30)) } });
  admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 100 });
  expect((await admin.patch(`/api/admin/products/${festival.productId}`, { salesOpenAt: new Date(OPENS_AT).toISOString() })).statusCode).toBe(200);
  processes = [salesQueue(t.database.db, t.config, now), salesQueue(t.database.db, t.config, now)];
});
afterAll(async () => {
  for (const process of processes ?? []) await process.board.stop();
  await t?.close();
});

const queuePath = () => `/api/products/${festival.productId}/queue`;
/** A browser of its own (its queue cookie), optionally logged in. */
async function visitor(client?: SessionClient) {
  let cookie: string | undefined;
  const call = async (method: 'GET' | 'POST') => {
    const response = await t.server.inject({ method, url: queuePath(), cookies: { ...(cookie ? { queue: cookie } : {}), ...(client?.cookie ? { sid: client.cookie } : {}) } });
    cookie = response.cookies.find((c) => c.name === 'queue')?.value ?? cookie;
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SalesQueueStatus;
  };
  return { join: () => call('POST'), status: () => call('GET') };
}
const order = (client: SessionClient, admission?: string) => client.post('/api/orders', { ...roomOnly(festival), ...(admission ? { admission } : {}) });
/** Places whose holder was seen at the clock's time (the app's board writes it down at its next round). */
const seenNow = async () =>
  Number((await t.database.db.selectFrom('sales_queue_places').select((eb) => eb.fn.countAll<string>().as('n')).where('left_at', 'is', null).where('last_seen_at', '=', now()).executeTakeFirstOrThrow()).n);
const everyProcessSteps = () => Promise.all(processes.map((process) => process.board.step()));
async function changed(id: number, change: object): Promise<SalesQueueAdminView> {
  const response = await admin.patch(`/api/admin/sales-queues/${id}`, change);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SalesQueueAdminView;
}
async function adminQueue(): Promise<SalesQueueAdminView> {
  const list = (await admin.get('/api/admin/sales-queues')).json() as SalesQueueAdminView[];
  return list.find((queue) => queue.festivalId === festival.productId)!;
}

describe('a sales opening with its queue', () => {
  const early: Awaited<ReturnType<typeof visitor>>[] = [];
  const late: Awaited<ReturnType<typeof visitor>>[] = [];
  let buyer: SessionClient;
  let buyerBrowser: Awaited<ReturnType<typeof visitor>>;

  it('counts down, refuses orders before the opening, and takes the waiting room in its last minutes', async () => {
    buyer = (await loggedInAs(t, 'player')).client;
    buyerBrowser = await visitor(buyer);
    const countdown = await buyerBrowser.join();
    expect(countdown).toMatchObject({ state: 'countdown', opensAt: new Date(OPENS_AT).toISOString(), waitingRoomOpensAt: new Date(OPENS_AT - minutes(10)).toISOString() });
    const refused = await order(buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { reason: 'not_on_sale', opensAt: new Date(OPENS_AT).toISOString() } });

    clock = OPENS_AT - minutes(2);
    expect(await buyerBrowser.join()).toMatchObject({ state: 'waiting', position: null, ahead: null });
    expect((await order(buyer)).json()).toMatchObject({ details: { reason: 'not_on_sale' } });
    for (let i = 0; i < 39; i++) {
      clock += 1000;
      const browser = await visitor();
      expect((await browser.join()).state).toBe('waiting');
      early.push(browser);
    }
    early.unshift(buyerBrowser);
  });

  it('keeps one place per browser and per account, also for 50 joins at once', async () => {
    const same = await Promise.all(Array.from({ length: 50 }, () => early[1]!.join()));
    expect(new Set(same.map((status) => status.state))).toEqual(new Set(['waiting']));
    const otherBrowserSameAccount = await visitor(buyer);
    await otherBrowserSameAccount.join();
    await everyProcessSteps();
    expect((await adminQueue()).waiting).toBe(40);
  });

  it('draws the positions of all who came before the opening at random, and puts later arrivals behind in their order', async () => {
    await changed((await adminQueue()).id, { paused: true });
    clock = OPENS_AT;
    await everyProcessSteps();
    for (let i = 0; i < 5; i++) {
      clock += 1000;
      const browser = await visitor();
      await browser.join();
      late.push(browser);
    }
    await everyProcessSteps();
    await expect.poll(async () => (await early[0]!.status()).position, { timeout: 5000 }).not.toBeNull();
    const earlyPositions = await Promise.all(early.map(async (browser) => (await browser.status()).position!));
    expect([...earlyPositions].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // 40! orders: arriving first (or refreshing) gives no edge, so arrival order coming out is 1 in 8e47
    expect(earlyPositions).not.toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await expect.poll(async () => Promise.all(late.map(async (browser) => (await browser.status()).position)), { timeout: 5000 }).toEqual([41, 42, 43, 44, 45]);
    const statuses = await Promise.all(early.map((browser) => browser.status()));
    for (const status of statuses) expect(status).toMatchObject({ state: 'waiting', ahead: status.position! - 1, paused: true, estimatedWaitSeconds: null });
  });

  it('lets exactly the rate through, with several processes ticking at once, never anybody twice', async () => {
    const queue = await adminQueue();
    const resumed = await changed(queue.id, { paused: false, admissionsPerMinute: 60 });
    expect(resumed).toMatchObject({ paused: false, admissionsPerMinute: 60 });
    // 10 seconds at one a second, in 250 ms steps, every process ticking every step at once
    for (let step = 0; step < 40; step++) {
      clock += 250;
      await everyProcessSteps();
    }
    // the rate's ten, and at most the one the bucket may hold when it resumed
    const admitted = (await adminQueue()).admitted;
    expect(admitted).toBeGreaterThanOrEqual(10);
    expect(admitted).toBeLessThanOrEqual(11);
    const rows = await t.database.db.selectFrom('sales_queue_places').select(['position', 'admitted_at']).where('queue_id', '=', queue.id).where('admitted_at', 'is not', null).orderBy('position').execute();
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: admitted }, (_, i) => i + 1));
  });

  it('lets only the admitted account order, with its own admission, while the queue runs', async () => {
    const player = (await loggedInAs(t, 'player')).client;
    expect((await order(player)).json()).toMatchObject({ details: { reason: 'admission_required' } });
    expect((await order(player, 'forged.token.value.x')).json()).toMatchObject({ details: { reason: 'admission_required' } });
    // let the buyer through: everybody ahead of them first
    const position = (await buyerBrowser.status()).position!;
    const queue = await adminQueue();
    await changed(queue.id, { admissionsPerMinute: 6000 });
    while ((await adminQueue()).admitted < position) {
      clock += 1000;
      await everyProcessSteps();
    }
    await expect.poll(async () => (await buyerBrowser.status()).state, { timeout: 5000 }).toBe('admitted');
    const admission = (await buyerBrowser.status()).admission!;
    expect(new Date(admission.expiresAt).getTime()).toBeGreaterThan(clock);
    const placed = await order(buyer, admission.token);
    expect(placed.statusCode, placed.body).toBe(201);
    // the same admission in another account's hands
    expect((await order(player, admission.token)).json()).toMatchObject({ details: { reason: 'admission_required' } });
    // an altered one
    const [queueId, placeId, expires, signature] = admission.token.split('.');
    expect((await order(player, [queueId, placeId, Number(expires) + 1, signature].join('.'))).json()).toMatchObject({ details: { reason: 'admission_required' } });
  });

  it('gives up the place of a visitor who stopped asking, and takes them in again at the back', async () => {
    // nobody let through meanwhile: only leaving changes the line
    await changed((await adminQueue()).id, { paused: true });
    const [quiet, talkative] = [await visitor(), await visitor()];
    await quiet!.join();
    await talkative!.join();
    await everyProcessSteps();
    await expect.poll(async () => (await quiet!.status()).position, { timeout: 5000 }).not.toBeNull();
    // both ask once more, past the interval at which presence is written, and the app's board
    // writes it down: then the clock moves on
    clock += minutes(3) / 6;
    await quiet!.status();
    await talkative!.status();
    await expect.poll(() => seenNow(), { timeout: 5000 }).toBe(2);
    clock += minutes(3) + 1000;
    // the others keep asking (and the app's board writes down that they did)
    await talkative!.status();
    await expect.poll(() => seenNow(), { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    await everyProcessSteps();
    await expect.poll(async () => (await quiet!.status()).state, { timeout: 5000 }).toBe('not_joined');
    expect((await talkative!.status()).state).toBe('waiting');
    const again = await quiet!.join();
    expect(again.state).toBe('waiting');
    await everyProcessSteps();
    const talkativePosition = (await talkative!.status()).position!;
    await expect.poll(async () => (await quiet!.status()).position, { timeout: 5000 }).toBeGreaterThan(talkativePosition);
  });

  it('goes on after a restart: a new process reads the same queue, lets the newcomers through, and nobody twice', async () => {
    const newcomers = [await visitor(), await visitor(), await visitor()];
    for (const browser of newcomers) await browser.join();
    const { admitted: admittedBefore, waiting } = await adminQueue();
    expect(waiting).toBeGreaterThanOrEqual(3);
    await changed((await adminQueue()).id, { admissionsPerMinute: 6000, paused: false });
    await processes[0]!.board.stop();
    processes[0] = salesQueue(t.database.db, t.config, now);
    await processes[0].board.step();
    for (let i = 0; i < 3; i++) {
      clock += 1000;
      await everyProcessSteps();
    }
    expect(await adminQueue()).toMatchObject({ admitted: admittedBefore + waiting, waiting: 0 });
    await expect.poll(async () => (await Promise.all(newcomers.map((browser) => browser.status()))).map((status) => status.state), { timeout: 5000 }).toEqual(['admitted', 'admitted', 'admitted']);
  });

  it('closes once nobody waits and the opening is long enough past: orders need no admission then', async () => {
    const queue = await adminQueue();
    await changed(queue.id, { admissionsPerMinute: 100_000 });
    clock = OPENS_AT + minutes(31);
    for (let i = 0; i < 5 && (await adminQueue()).closedAt === null; i++) {
      clock += 1000;
      await everyProcessSteps();
    }
    expect((await adminQueue()).closedAt).not.toBeNull();
    const player = (await loggedInAs(t, 'player')).client;
    await expect.poll(async () => (await order(player)).statusCode, { timeout: 5000 }).toBe(201);
  });
});

describe('a moved opening', () => {
  it('ends the queue of the old time: it is listed as closed and its visitors meet the new opening', async () => {
    const moved = await bookableFestival(admin);
    const first = clock + minutes(5);
    await admin.patch(`/api/admin/products/${moved.productId}`, { salesOpenAt: new Date(first).toISOString() });
    const browser = await t.server.inject({ method: 'POST', url: `/api/products/${moved.productId}/queue` });
    expect(browser.json()).toMatchObject({ state: 'waiting', opensAt: new Date(first).toISOString() });
    const later = clock + minutes(60);
    await admin.patch(`/api/admin/products/${moved.productId}`, { salesOpenAt: new Date(later).toISOString() });
    // the other processes hear the catalogue's change (its NOTIFY, with Postgres)
    for (const process of processes) process.openings.forget();
    await everyProcessSteps();
    const queues = (await admin.get('/api/admin/sales-queues')).json() as SalesQueueAdminView[];
    expect(queues.find((queue) => queue.festivalId === moved.productId && queue.opensAt === new Date(first).toISOString())).toMatchObject({ active: false, closedAt: expect.any(String) });
    const cookie = browser.cookies.find((c) => c.name === 'queue')!.value;
    await expect
      .poll(async () => (await t.server.inject({ method: 'GET', url: `/api/products/${moved.productId}/queue`, cookies: { queue: cookie } })).json(), { timeout: 5000 })
      .toMatchObject({ state: 'countdown', opensAt: new Date(later).toISOString() });
  });
});

describe('the queue calls', () => {
  it('answer 404 for a festival that does not exist, and keep the admin calls to admins', async () => {
    expect((await t.server.inject({ method: 'GET', url: '/api/products/no-such-festival/queue' })).statusCode).toBe(404);
    expect((await t.server.inject({ method: 'GET', url: '/api/admin/sales-queues' })).statusCode).toBe(401);
    const player = (await loggedInAs(t, 'player')).client;
    expect((await player.get('/api/admin/sales-queues')).statusCode).toBe(403);
    expect((await player.patch('/api/admin/sales-queues/1', { paused: true })).statusCode).toBe(403);
    for (const body of [{}, { admissionsPerMinute: 0 }, { admissionsPerMinute: 1.5 }, { paused: 'yes' }, { admissionsPerMinute: 10 ** 12 }, { extra: 1 }])
      expect((await admin.patch('/api/admin/sales-queues/1', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await admin.patch('/api/admin/sales-queues/999999', { paused: true })).statusCode).toBe(404);
  });

  it('refuse a "sales open at" that is not an instant with its zone', async () => {
    for (const salesOpenAt of ['2027-01-15T10:00', '2027-02-30T10:00:00Z', 'tomorrow', '\u0000', 42, '9999-01-01T00:00:00Z'])
      expect((await admin.patch(`/api/admin/products/${festival.productId}`, { salesOpenAt })).statusCode, String(salesOpenAt)).toBe(400);
    expect((await admin.patch(`/api/admin/products/${festival.productId}`, { salesOpenAt: '2027-01-15T11:00:00+01:00' })).json()).toMatchObject({ salesOpenAt: new Date(OPENS_AT).toISOString() });
  });
});
