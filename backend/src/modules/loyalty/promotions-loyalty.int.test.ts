import { describe, expect, it } from 'vitest';
import type { AgentCommissionsView, OrderView } from '@pokerfest/domain';
import { agentCommissionsProjection, catchUp, rebuildProjection } from '@pokerfest/projections';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { confirm, quote } from '../orders/testing/change-fixture';
import { createdVoucher, paidByCard, placedAtPrice, promotionsShopPerFile, roomAndSeat } from '../promotions/testing/promotions-shop';
import { ledgerEvents, QUEUED_JOBS_WAIT, referredPlayer } from './testing/loyalty-fixture';
import { readModelsCaughtUp } from './testing/ledger-fixture';
import { loyaltyBooking } from './bookings';

// Loyalty and commissions of discounted and credit-paid bookings (issue 32), on real Postgres: an
// order placed with an agent's code counts for that agent, whoever referred the player; points are
// earned on what the card paid, never on tournament credit.

const shop = promotionsShopPerFile();

async function referralCodeOf(userId: number): Promise<string> {
  return (await shop.t.database.db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow()).referral_code;
}

/** Placed at its price and paid with the demo card: confirmed. */
async function bought(client: SessionClient, over: Record<string, unknown>): Promise<OrderView> {
  const { price, answer } = await placedAtPrice(client, roomAndSeat(shop.festival, over));
  expect(answer.statusCode, answer.body).toBe(201);
  const order = answer.json<OrderView>();
  if (price.amountDueCents > 0) await paidByCard(client, order.id, price.amountDue);
  return order;
}

const agentOfOrder = async (orderId: string) =>
  (await shop.t.database.db.selectFrom('agent_commission_orders').select(['agent_id', 'total_cents', 'order_status']).where('order_id', '=', orderId).executeTakeFirst()) ?? null;

describe("an order placed with an agent's voucher code", () => {
  it('counts for that agent on its discounted total, over the referrer or nobody, live and on a rebuild', async () => {
    const voucherAgent = await loggedInAs(shop.t, 'agent');
    const referrer = await loggedInAs(shop.t, 'agent');
    const voucher = await createdVoucher(shop, { agentId: voucherAgent.id, value: 10, maxUsesPerPlayer: 5 });
    const referred = await referredPlayer(shop.t, await referralCodeOf(referrer.id));
    const stranger = await loggedInAs(shop.t, 'player');

    // 780.00 less 10 %: 702.00
    const withCode = await bought(referred.client, { voucherCode: voucher.code });
    const strangersCode = await bought(stranger.client, { voucherCode: voucher.code });
    const withoutCode = await bought(referred.client, {});
    const noOnes = await bought(stranger.client, {});
    await readModelsCaughtUp(shop.t, [agentCommissionsProjection.name]);

    expect(await agentOfOrder(withCode.id)).toEqual({ agent_id: voucherAgent.id, total_cents: '70200', order_status: 'confirmed' });
    expect(await agentOfOrder(strangersCode.id)).toEqual({ agent_id: voucherAgent.id, total_cents: '70200', order_status: 'confirmed' });
    expect(await agentOfOrder(withoutCode.id)).toMatchObject({ agent_id: referrer.id, total_cents: '78000' });
    expect(await agentOfOrder(noOnes.id)).toBeNull();

    const figures = (await voucherAgent.client.get('/api/agents/me/commissions')).json<AgentCommissionsView>();
    expect(figures).toMatchObject({ referredPlayers: 0, totalSpentCents: 140_400 });
    expect((await referrer.client.get('/api/agents/me/commissions')).json<AgentCommissionsView>()).toMatchObject({ referredPlayers: 1, totalSpentCents: 78_000 });

    // the agent is read from the placement's event: a rebuild gives the same rows, whatever the code says now
    expect((await shop.admin.patch(`/api/admin/vouchers/${voucher.id}`, { agentId: null })).statusCode).toBe(200);
    const deps = { db: shop.t.database.db, batchSize: 100, now: () => new Date() };
    await catchUp(deps, agentCommissionsProjection);
    const snapshot = () => shop.t.database.db.selectFrom('agent_commission_orders').selectAll().orderBy('order_id').execute();
    const live = await snapshot();
    await rebuildProjection(deps, agentCommissionsProjection);
    expect(await snapshot()).toEqual(live);
    expect(await agentOfOrder(withCode.id)).toMatchObject({ agent_id: voucherAgent.id });
  });
});

describe('points of a booking paid partly by tournament credit', () => {
  it('are earned on what the card paid, and follow a change that gives part of the credit back', async () => {
    const { client, id } = await loggedInAs(shop.t, 'player');
    expect((await shop.admin.post(`/api/admin/users/${id}/credit`, { amount: 200, reason: 'Satellite win' })).statusCode).toBe(201);
    // 780.00: 200.00 by credit, 580.00 by card; 10 % of the card's euros
    const order = await bought(client, { useCredit: true });
    expect(order.pointsToEarn).toBe(58);
    expect((await loyaltyBooking(shop.t.database.db, order.id)).totalCents).toBe(58_000);
    await expect.poll(async () => (await ledgerEvents(shop.t.store, id, 'BookingPointsPending')).map((event) => event.data), QUEUED_JOBS_WAIT).toEqual([expect.objectContaining({ orderId: order.id, points: 58 })]);

    // the seat (300.00) given back in full: 76.92 of it to credit (300.00 × 200.00 / 780.00), 223.08 to the card
    const changed = await confirm(client, order.id, (await quote(client, order.id, { removeTournaments: [shop.festival.paidTournamentId] })).quoteId);
    expect(changed.refunds.map((refund) => [refund.method ?? 'card', refund.amountCents]).sort()).toEqual([['card', 22_308], ['credit', 7_692]]);
    // the card now pays 480.00 − (200.00 − 76.92) = 356.92: 36 points, here and on the player's order
    expect((await loyaltyBooking(shop.t.database.db, order.id)).totalCents).toBe(35_692);
    expect(changed.pointsToEarn).toBe(36);
    await expect.poll(async () => (await ledgerEvents(shop.t.store, id, 'BookingPointsRestated')).map((event) => event.data), QUEUED_JOBS_WAIT).toEqual([expect.objectContaining({ orderId: order.id, points: 36, previousPoints: 58 })]);
  });
});
