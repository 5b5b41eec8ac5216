import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDayStart, commissionCents, DEFAULT_LOYALTY_RULES, type AgentCommissionsView, type OrderView } from '@pokerfest/domain';
import { agentCommissionsProjection, catchUp, loyaltyLedgerProjection, ordersProjection, rebuildProjection } from '@pokerfest/projections';
import { testTimerHandlers } from '../../testing/context-jobs';
import { ORDER_HOLD_TIMER_KIND } from '../orders';
import { loggedInAs } from '../../testing/accounts';
import { newAccount, SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, fullOrder, type BookableFestival } from '../../testing/booking-fixture';
import { adjusted, readModelsCaughtUp, recordLedger } from './testing/ledger-fixture';

let t: TestApp;
let clock = new Date('2027-01-10T10:00:00Z');
let admin: { client: SessionClient; id: number };
let agent: { client: SessionClient; id: number };
let linz: BookableFestival;
let graz: BookableFestival;

const READ_MODELS = [ordersProjection.name, agentCommissionsProjection.name, loyaltyLedgerProjection.name];
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' };

async function referralCodeOf(userId: number): Promise<string> {
  return (await t.database.db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow()).referral_code;
}

/** A player who signs up through the API with a referrer's code (or none), logged in. */
async function signedUp(referralCode?: string): Promise<{ client: SessionClient; id: number }> {
  const client = new SessionClient(t.server);
  const answer = await client.post('/api/register', { ...newAccount('player'), referralCode });
  expect(answer.statusCode, answer.body).toBe(201);
  return { client, id: answer.json().id };
}

async function placed(player: SessionClient, festival: BookableFestival, checkIn: string): Promise<string> {
  const answer = await player.post('/api/orders', fullOrder(festival, { checkIn }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

/** Placed and paid with the demo card, as the payment screen does: the order is confirmed. */
async function paid(player: SessionClient, festival: BookableFestival, checkIn: string): Promise<string> {
  const orderId = await placed(player, festival, checkIn);
  const intent = await player.post('/api/create-payment-intent', { orderId, amount: 825.5 });
  const confirmed = await player.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...card });
  expect(confirmed.json(), confirmed.body).toMatchObject({ status: 'succeeded' });
  return orderId;
}

/** The figures recomputed from the orders read model and the users table, without the projection. */
async function recomputed(agentId: number, now: Date): Promise<AgentCommissionsView> {
  const db = t.database.db;
  const players = await db.selectFrom('users').select(['id', 'loyalty_points']).where('referred_by', '=', agentId).execute();
  const ids = players.map((player) => player.id);
  const views = ids.length ? await db.selectFrom('order_views').select('view').where('user_id', 'in', ids).where('status', '=', 'confirmed').execute() : [];
  const orders = views.map((row) => row.view as OrderView);
  const months = new Map<string, { month: string; pendingCents: number; earnedCents: number }>();
  const festivals = new Map<string, { productId: string; festivalName: string; spentCents: number; commissionCents: number }>();
  for (const order of orders) {
    const checkIn = order.accommodation?.checkIn ?? order.festivalStartDate ?? order.createdAt.slice(0, 10);
    const cents = commissionCents(order.totalPriceCents);
    const month = months.get(checkIn.slice(0, 7)) ?? { month: checkIn.slice(0, 7), pendingCents: 0, earnedCents: 0 };
    if (calendarDayStart(checkIn).getTime() <= now.getTime()) month.earnedCents += cents;
    else month.pendingCents += cents;
    months.set(month.month, month);
    const festival = festivals.get(order.productId) ?? { productId: order.productId, festivalName: order.festivalName, spentCents: 0, commissionCents: 0 };
    festival.spentCents += order.totalPriceCents;
    festival.commissionCents += cents;
    festivals.set(order.productId, festival);
  }
  const spent = orders.reduce((sum, order) => sum + order.totalPriceCents, 0);
  const byMonth = [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
  const pending = byMonth.reduce((sum, month) => sum + month.pendingCents, 0);
  const earned = byMonth.reduce((sum, month) => sum + month.earnedCents, 0);
  return {
    commissionRatePercent: DEFAULT_LOYALTY_RULES.commissionRatePercent,
    referredPlayers: players.length,
    activePlayers: players.filter((player) => player.loyalty_points > 0).length,
    totalSpent: spent / 100,
    totalSpentCents: spent,
    estimatedCommission: Math.round((spent / 100) * 0.05),
    estimatedCommissionCents: pending + earned,
    pendingCommissionCents: pending,
    earnedCommissionCents: earned,
    byMonth,
    byFestival: [...festivals.values()].sort((a, b) => b.spentCents - a.spentCents || a.festivalName.localeCompare(b.festivalName)),
  };
}

/**
 * The agent's answer once it agrees with the recomputation. The write side awards points in the
 * background (timers and their sweep), so a balance may move between the two reads: read again.
 */
async function settledCommissions(client: SessionClient, agentId: number): Promise<AgentCommissionsView> {
  return vi.waitFor(
    async () => {
      await readModelsCaughtUp(t, READ_MODELS);
      const answer = await client.get('/api/agents/me/commissions');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(await recomputed(agentId, clock));
      return answer.json() as AgentCommissionsView;
    },
    { timeout: 10_000, interval: 100 },
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await loggedInAs(t, 'admin');
  agent = await loggedInAs(t, 'agent');
  [linz, graz] = [await bookableFestival(admin.client), await bookableFestival(admin.client)];
  const code = await referralCodeOf(agent.id);
  const [p1, p2, p3, outsider] = [await signedUp(code), await signedUp(code), await signedUp(code), await signedUp()];
  const referredByPlayer = await signedUp(await referralCodeOf(outsider.id));

  await paid(p1.client, linz, '2027-06-01');
  await paid(p1.client, linz, '2027-06-03');
  await paid(p2.client, graz, '2027-06-02');
  // an unpaid order that expires: it never counts
  const expiring = await placed(p2.client, linz, '2027-06-01');
  clock = new Date(clock.getTime() + 31 * 60_000);
  const handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
  await handlers.get(ORDER_HOLD_TIMER_KIND)!({ orderId: expiring }, { kind: ORDER_HOLD_TIMER_KIND, key: expiring, dueAt: clock });
  // placed after the clock moved, so its hold is still running: pending payment, not counted
  const awaitingPayment = await placed(p2.client, linz, '2027-06-01');
  await p2.client.post('/api/create-payment-intent', { orderId: awaitingPayment, amount: 825.5 });
  // bookings of players the agent did not refer
  await paid(outsider.client, linz, '2027-06-01');
  await paid(referredByPlayer.client, graz, '2027-06-01');
  // a referred player without bookings but with points is active
  await recordLedger(t, p3.id, adjusted(10, 'Welcome gift', admin.id, clock.toISOString()));
  await readModelsCaughtUp(t, READ_MODELS);
  expect((await t.database.db.selectFrom('order_views').select('status').where('id', '=', expiring).executeTakeFirstOrThrow()).status).toBe('expired');
});
afterAll(async () => t?.close());

describe('GET /api/agents/me/commissions', () => {
  it("answers the referred players' confirmed bookings as pending commission before check-in", async () => {
    const view = await settledCommissions(agent.client, agent.id);
    expect(view).toMatchObject({
      commissionRatePercent: 5,
      referredPlayers: 3,
      activePlayers: 1,
      totalSpent: 2476.5,
      totalSpentCents: 247650,
      estimatedCommission: 124,
      estimatedCommissionCents: 3 * 4128,
      pendingCommissionCents: 3 * 4128,
      earnedCommissionCents: 0,
      byMonth: [{ month: '2027-06', pendingCents: 3 * 4128, earnedCents: 0 }],
    });
    expect(view.byFestival).toEqual([
      { productId: linz.productId, festivalName: expect.any(String), spentCents: 165100, commissionCents: 8256 },
      { productId: graz.productId, festivalName: expect.any(String), spentCents: 82550, commissionCents: 4128 },
    ]);
  });

  it('turns commission earned once the check-in day has come', async () => {
    clock = new Date('2027-06-02T12:00:00Z');
    const view = await settledCommissions(agent.client, agent.id);
    expect(view).toMatchObject({ earnedCommissionCents: 2 * 4128, pendingCommissionCents: 4128, estimatedCommissionCents: 3 * 4128 });
  });

  it('answers an admin without referrals with zeros', async () => {
    expect(await settledCommissions(admin.client, admin.id)).toMatchObject({ referredPlayers: 0, totalSpentCents: 0, byMonth: [], byFestival: [] });
  });

  it('rebuilds the commission read model from the log to exactly the live one', async () => {
    const deps = { db: t.database.db, batchSize: 100, now: () => clock };
    await catchUp(deps, agentCommissionsProjection);
    const snapshot = () => t.database.db.selectFrom('agent_commission_orders').selectAll().orderBy('order_id').execute();
    const live = await snapshot();
    expect(live.filter((row) => row.agent_id === agent.id && row.order_status === 'confirmed')).toHaveLength(3);
    expect(live.map((row) => row.order_status).sort()).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed', 'expired', 'pending']);
    await rebuildProjection(deps, agentCommissionsProjection);
    expect(await snapshot()).toEqual(live);
  });

  it('rebuilds the loyalty ledger read model from the log to exactly the live one', async () => {
    const deps = { db: t.database.db, batchSize: 100, now: () => clock };
    await catchUp(deps, loyaltyLedgerProjection);
    const db = t.database.db;
    // ids are a sequence: a rebuild numbers the rows anew, everything else must be the same
    const snapshot = async () => ({
      transactions: await db.selectFrom('loyalty_transactions').select(['event_id', 'user_id', 'points', 'source', 'source_id', 'description', 'admin_id', 'created_at']).orderBy('event_id').execute(),
      pending: await db.selectFrom('loyalty_pending_points').selectAll().orderBy('order_id').execute(),
      balances: await db.selectFrom('users').select(['id', 'loyalty_points']).orderBy('id').execute(),
    });
    const live = await snapshot();
    expect(live.transactions.length).toBeGreaterThan(0);
    await rebuildProjection(deps, loyaltyLedgerProjection);
    expect(await snapshot()).toEqual(live);
  });
});
