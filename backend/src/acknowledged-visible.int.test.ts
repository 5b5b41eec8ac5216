import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentProvider } from '@pokerfest/infra';
import { projections, wakeProjectionsOnAppend } from '@pokerfest/projections';
import { bookableFestival, fullOrder, type BookableFestival } from './testing/booking-fixture';
import { loggedInAs } from './testing/accounts';
import { SessionClient } from './testing/session-client';
import { createTestApp, type TestApp } from './testing/test-app';

// Acknowledged means visible (decision 0022): once a command has been answered, a reader in ANOTHER
// session (another device of the player, another admin) sees it at once, without any
// read-your-own-writes of its own. Each try writes in one session and reads right after the answer
// in another; a read that still shows the old figure is stale. Projections run as in production:
// the jobs on BullMQ when the run has a Redis, woken after every append.

const TRIES = 30;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' };

let t: TestApp;
let admin: SessionClient;
let otherAdmin: SessionClient;
let agent: SessionClient;
let player: { client: SessionClient; id: number };
let playerElsewhere: SessionClient;
let festival: BookableFestival;
let demo: DemoPaymentProvider;

beforeAll(async () => {
  t = await createTestApp({ jobs: 'services' });
  wakeProjectionsOnAppend(t.store, t.queue, projections, () => undefined);
  admin = (await loggedInAs(t, 'admin')).client;
  otherAdmin = (await loggedInAs(t, 'admin')).client;
  const agentAccount = await loggedInAs(t, 'agent');
  agent = agentAccount.client;
  player = await loggedInAs(t, 'player');
  await t.database.db.updateTable('users').set({ referred_by: agentAccount.id }).where('id', '=', player.id).execute();
  // the player's second device: same account, its own session, never wrote anything
  const username = (await player.client.get('/api/user')).json().username as string;
  playerElsewhere = new SessionClient(t.server);
  const login = await playerElsewhere.post('/api/login', { username, password: 'secret-password' });
  expect(login.statusCode, login.body).toBe(200);
  festival = await bookableFestival(admin, { rooms: 1000 });
  demo = new DemoPaymentProvider({ db: t.database.db, webhookSecret: t.config.DEMO_WEBHOOK_SECRET!, toleranceSeconds: 300, now: () => new Date() });
});
afterAll(async () => t?.close());

/** Counts, per call, the tries whose read right after the answer was stale. */
class StaleCount {
  readonly counts = new Map<string, number>();
  note(call: string, fresh: boolean): void {
    this.counts.set(call, (this.counts.get(call) ?? 0) + (fresh ? 0 : 1));
  }
  get all(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}

async function pendingOrder(): Promise<{ id: string; clientSecret: string; amountCents: number }> {
  const order = await player.client.post('/api/orders', fullOrder(festival));
  expect(order.statusCode, order.body).toBe(201);
  const intent = await player.client.post('/api/create-payment-intent', { orderId: order.json().id });
  expect(intent.statusCode, intent.body).toBe(201);
  return { id: order.json().id, clientSecret: intent.json().clientSecret, amountCents: intent.json().amountCents };
}

const revenue = async () => (await otherAdmin.get('/api/admin/stats/revenue-total')).json() as number;
const ordersCount = async () => (await otherAdmin.get('/api/admin/stats/orders-count')).json() as number;

/** What another admin and the player's other device see of one order, read all at once. */
async function seenElsewhere(orderId: string, status: string) {
  const [adminList, mine, one, total, count] = await Promise.all([
    otherAdmin.get(`/api/admin/orders?status=${status}&festivalId=${festival.productId}`),
    playerElsewhere.get('/api/orders'),
    playerElsewhere.get(`/api/orders/${orderId}`),
    revenue(),
    ordersCount(),
  ]);
  return {
    adminList: (adminList.json() as Array<{ id: string }>).some((order) => order.id === orderId),
    mine: (mine.json() as Array<{ id: string; status: string }>).some((order) => order.id === orderId && order.status === status),
    one: one.json().status === status,
    revenue: total,
    count,
  };
}

describe('acknowledged means visible to every other session', () => {
  it(`shows an admin's points adjustment to the player's other device, the agent and another admin (${TRIES} tries)`, async () => {
    const stale = new StaleCount();
    for (let i = 0; i < TRIES; i++) {
      const answer = await admin.patch(`/api/admin/users/${player.id}/loyalty-points`, { points: 1 + (i % 3), reason: `Try ${i}` });
      expect(answer.statusCode, answer.body).toBe(200);
      const expected = answer.json().loyaltyPoints as number;
      const [user, loyalty, referrals, users] = await Promise.all([
        playerElsewhere.get('/api/user'),
        playerElsewhere.get('/api/loyalty/me'),
        agent.get('/api/users/referrals'),
        otherAdmin.get('/api/admin/users'),
      ]);
      stale.note('GET /api/user', user.json().loyaltyPoints === expected);
      stale.note('GET /api/loyalty/me', loyalty.json().points === expected && loyalty.json().transactions.length === i + 1);
      stale.note('GET /api/users/referrals', referrals.json().find((u: { id: number }) => u.id === player.id)?.loyaltyPoints === expected);
      stale.note('GET /api/admin/users', users.json().find((u: { id: number }) => u.id === player.id)?.loyaltyPoints === expected);
    }
    console.info(`points adjustment, stale reads by other sessions out of ${TRIES}:`, stale.all);
    expect(stale.all).toStrictEqual({ 'GET /api/user': 0, 'GET /api/loyalty/me': 0, 'GET /api/users/referrals': 0, 'GET /api/admin/users': 0 });
  });

  it(`shows a demo checkout's confirmation in the admin's orders list and revenue, and on the player's other device (${TRIES} tries)`, async () => {
    const stale = new StaleCount();
    for (let i = 0; i < TRIES; i++) {
      const order = await pendingOrder();
      const before = await revenue();
      const paid = await player.client.post('/api/payments/demo/confirm', { clientSecret: order.clientSecret, ...card });
      expect(paid.json()).toMatchObject({ status: 'succeeded' });
      const seen = await seenElsewhere(order.id, 'confirmed');
      stale.note('GET /api/admin/orders', seen.adminList);
      stale.note('GET /api/admin/stats/revenue-total', seen.revenue === before + order.amountCents);
      stale.note('GET /api/orders', seen.mine);
      stale.note('GET /api/orders/{id}', seen.one);
    }
    console.info(`demo checkout, stale reads by other sessions out of ${TRIES}:`, stale.all);
    expect(stale.all).toStrictEqual({ 'GET /api/admin/orders': 0, 'GET /api/admin/stats/revenue-total': 0, 'GET /api/orders': 0, 'GET /api/orders/{id}': 0 });
  });

  it('shows placements, webhook deliveries, confirmations on request and both cancellations the same way', async () => {
    const stale = new StaleCount();
    for (let i = 0; i < 5; i++) {
      const count = await ordersCount();
      const placed = await player.client.post('/api/orders', fullOrder(festival));
      expect(placed.statusCode, placed.body).toBe(201);
      const seen = await seenElsewhere(placed.json().id, 'pending');
      stale.note('placement', seen.adminList && seen.mine && seen.one && seen.count === count + 1);

      // the provider's signed delivery: no session at all
      const hooked = await pendingOrder();
      const before = await revenue();
      const { webhook } = await demo.confirmCard({ clientSecret: hooked.clientSecret, card, now: new Date() });
      const delivered = await t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: webhook.rawBody, headers: { 'content-type': 'application/json', 'demo-signature': webhook.signature } });
      expect(delivered.json()).toStrictEqual({ received: true });
      const afterHook = await seenElsewhere(hooked.id, 'confirmed');
      stale.note('webhook', afterHook.adminList && afterHook.mine && afterHook.one && afterHook.revenue === before + hooked.amountCents);

      // the browser asks for 'confirmed' after a payment whose webhook has not come (yet)
      const asked = await pendingOrder();
      await demo.confirmCard({ clientSecret: asked.clientSecret, card, now: new Date() });
      const confirmed = await player.client.put(`/api/orders/${asked.id}/status`, { status: 'confirmed' });
      expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
      const afterAsk = await seenElsewhere(asked.id, 'confirmed');
      stale.note('PUT /api/orders/{id}/status confirmed', afterAsk.adminList && afterAsk.mine && afterAsk.one && afterAsk.revenue === before + hooked.amountCents + asked.amountCents);

      const unpaid = await pendingOrder();
      const cancelled = await player.client.put(`/api/orders/${unpaid.id}/status`, { status: 'cancelled' });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      const afterCancel = await seenElsewhere(unpaid.id, 'cancelled');
      stale.note('player cancel', afterCancel.adminList && afterCancel.mine && afterCancel.one);

      const beforeAdminCancel = await revenue();
      const byAdmin = await admin.post(`/api/admin/orders/${asked.id}/cancel`, { reason: 'Festival date clash' });
      expect(byAdmin.json()).toMatchObject({ status: 'cancelled' });
      const afterAdminCancel = await seenElsewhere(asked.id, 'cancelled');
      stale.note('admin cancel', afterAdminCancel.adminList && afterAdminCancel.mine && afterAdminCancel.one && afterAdminCancel.revenue === beforeAdminCancel - asked.amountCents);
    }
    console.info('other commands, stale reads by other sessions out of 5 each:', stale.all);
    expect(stale.all).toStrictEqual({
      placement: 0,
      webhook: 0,
      'PUT /api/orders/{id}/status confirmed': 0,
      'player cancel': 0,
      'admin cancel': 0,
    });
  });
});
