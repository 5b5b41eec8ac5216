import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionCents, DEFAULT_CANCELLATION_POLICY, policySentences } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedOrder, QUEUED_JOBS_WAIT, referredPlayer } from '../loyalty/testing/loyalty-fixture';
import { bookableFestival, fullOrder, type BookableFestival } from '../../testing/booking-fixture';
import { confirm, payDue, quote } from './testing/change-fixture';

// What follows a booking's change or cancellation besides loyalty: the agent's commission, the
// admin's revenue and the player's e-mails. The fixture's booking is 825.50 (a 300.00 paid seat among
// it) for a festival starting 2027-06-01: changed today, a removal is refunded in full; from
// 2027-05-19 on, nothing is. The jobs run on BullMQ when the run has a Redis.

const TEN_DAYS_BEFORE = new Date('2027-05-22T09:00:00.000Z');
const FULL = 82_550;
const WITHOUT_SEAT = 52_550;

let clock = new Date();
let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, jobs: 'services' });
  admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 30 });
});
afterAll(async () => t?.close());

const withoutSeat = () => ({ removeTournaments: [festival.paidTournamentId] });
/** Quoted and confirmed through the API by the booking's owner. */
const changed = async (client: SessionClient, orderId: string, request: Record<string, unknown>) => confirm(client, orderId, (await quote(client, orderId, request)).quoteId);
const cancelByAdmin = async (orderId: string) => expect((await admin.post(`/api/admin/orders/${orderId}/cancel`, { reason: 'The guest fell ill' })).statusCode).toBe(200);

async function cancelledTenDaysBefore(orderId: string): Promise<void> {
  clock = TEN_DAYS_BEFORE;
  try {
    await cancelByAdmin(orderId);
  } finally {
    clock = new Date();
  }
}

describe("an agent's commission", () => {
  it('follows a change to its new total and a refund, and counts what a cancellation kept', async () => {
    const agent = await loggedInAs(t, 'agent');
    const code = (await t.database.db.selectFrom('users').select('referral_code').where('id', '=', agent.id).executeTakeFirstOrThrow()).referral_code;
    const player = await referredPlayer(t, code);
    const estimate = async () => (await agent.client.get('/api/agents/me/commissions')).json();

    const changedOrder = await confirmedOrder(player.client, festival);
    await expect.poll(async () => (await estimate()).estimatedCommissionCents, QUEUED_JOBS_WAIT).toBe(commissionCents(FULL));
    await changed(player.client, changedOrder, withoutSeat());
    await expect.poll(async () => (await estimate()).totalSpentCents, QUEUED_JOBS_WAIT).toBe(WITHOUT_SEAT);
    expect((await estimate()).estimatedCommissionCents).toBe(commissionCents(WITHOUT_SEAT));

    // refunded in full: nothing of it counts; cancelled without a refund: what was kept counts
    const refunded = await confirmedOrder(player.client, festival);
    await cancelByAdmin(refunded);
    const kept = await confirmedOrder(player.client, festival);
    await cancelledTenDaysBefore(kept);
    await expect.poll(async () => (await estimate()).totalSpentCents, QUEUED_JOBS_WAIT).toBe(WITHOUT_SEAT + FULL);
    expect(await estimate()).toMatchObject({ estimatedCommissionCents: commissionCents(WITHOUT_SEAT) + commissionCents(FULL), byFestival: [{ productId: festival.productId, spentCents: WITHOUT_SEAT + FULL }] });
  });
});

describe("the admin's revenue", () => {
  it('is the money kept: paid minus refunded over all orders; the orders count keeps every order placed', async () => {
    const figures = async () => ({ orders: (await admin.get('/api/admin/stats/orders-count')).json(), revenue: (await admin.get('/api/admin/stats/revenue-total')).json() });
    const before = await figures();
    const { client } = await loggedInAs(t, 'player');

    const orderId = await confirmedOrder(client, festival);
    expect(await figures()).toEqual({ orders: before.orders + 1, revenue: before.revenue + FULL });
    await changed(client, orderId, withoutSeat());
    expect(await figures()).toEqual({ orders: before.orders + 1, revenue: before.revenue + WITHOUT_SEAT });
    await cancelByAdmin(orderId);
    expect(await figures()).toEqual({ orders: before.orders + 1, revenue: before.revenue });

    const kept = await confirmedOrder(client, festival);
    await cancelledTenDaysBefore(kept);
    expect(await figures()).toEqual({ orders: before.orders + 2, revenue: before.revenue + FULL });
  });
});

describe("the player's e-mails", () => {
  const POLICY = policySentences(DEFAULT_CANCELLATION_POLICY);
  const mails = async (orderId: string) =>
    t.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('text_body', 'like', `%order_id=${orderId}%`).orderBy('id').execute();
  const subjects = async (orderId: string) => (await mails(orderId)).map((mail) => mail.subject.split(':')[0]);
  const last = async (orderId: string) => (await mails(orderId)).at(-1)!.text_body;
  const endsWithPolicy = (text: string) => expect(text).toContain(`The cancellation policy of your booking:\n${POLICY.join('\n')}\n`);

  it('the confirmation ends with the sentences of the policy it was paid under', async () => {
    const { client } = await loggedInAs(t, 'player');
    const orderId = await confirmedOrder(client, festival);
    expect(await subjects(orderId)).toEqual(['Booking confirmed']);
    expect(await last(orderId)).toContain(`${POLICY.join('\n')}\n`);
  });

  it('a change: what changed, the new total and the refund, or the difference paid; once each', async () => {
    const { client } = await loggedInAs(t, 'player');
    const orderId = await confirmedOrder(client, festival);
    await changed(client, orderId, withoutSeat());
    expect(await subjects(orderId)).toEqual(['Booking confirmed', 'Your booking was changed']);
    const refunded = await last(orderId);
    expect(refunded).toContain('What changed:\n- Main Event seat removed: 100% of €300.00 refunded (14 days or more before the start)\n');
    expect(refunded).toContain('New total: €525.50 (was €825.50)');
    expect(refunded).toContain('Refund: €300.00 to the card you paid with. Refunds usually reach your card within 5–10 business days.');
    endsWithPolicy(refunded);

    // one more transfer costs more: the change waits for its difference, and is mailed once it is paid
    expect((await changed(client, orderId, { addExtras: [festival.extraId] })).pendingChange).toMatchObject({ dueCents: 4_550 });
    expect(await subjects(orderId)).toHaveLength(2);
    await payDue(client, orderId, 45.5);
    expect(await subjects(orderId)).toEqual(['Booking confirmed', 'Your booking was changed', 'Your booking was changed']);
    const paid = await last(orderId);
    expect(paid).toContain('- Airport transfer × 1 added: €45.50 to pay\n');
    expect(paid).toContain('New total: €571.00 (was €525.50)');
    expect(paid).toContain('Paid for the difference: €45.50');
    expect(paid).not.toContain('Refund');
    endsWithPolicy(paid);
  });

  it('a cancellation: the refund, or plainly none under the tier; a pending order withdrawn gets nothing', async () => {
    const { client } = await loggedInAs(t, 'player');
    const refunded = await confirmedOrder(client, festival);
    await cancelByAdmin(refunded);
    await cancelByAdmin(refunded);
    expect(await subjects(refunded)).toEqual(['Booking confirmed', 'Your booking was cancelled']);
    const refund = await last(refunded);
    expect(refund).toContain('What was cancelled:\n');
    expect(refund).toContain('Refund: €825.50 to the card you paid with. Refunds usually reach your card within 5–10 business days.');
    endsWithPolicy(refund);

    const kept = await confirmedOrder(client, festival);
    await cancelledTenDaysBefore(kept);
    const none = await last(kept);
    expect(await subjects(kept)).toEqual(['Booking confirmed', 'Your booking was cancelled']);
    expect(none).toContain('Nothing is refunded under the cancellation policy: the booking was cancelled less than 14 days before the start.');
    expect(none).not.toContain('Refunds usually reach');
    endsWithPolicy(none);

    // confirmed as placed with nothing to pay (a seat paid at the venue), then cancelled: told so
    const free = await client.post('/api/orders', fullOrder(festival, { hotelId: null, nights: null, tournaments: [], extras: [], totalPrice: 0 }));
    expect(free.json(), free.body).toMatchObject({ status: 'confirmed', totalPriceCents: 0 });
    await cancelByAdmin(free.json().id);
    expect(await subjects(free.json().id)).toEqual(['Booking confirmed', 'Your booking was cancelled']);
    expect(await last(free.json().id)).toContain('Nothing was paid for this booking, so nothing is refunded.');

    const pending = (await client.post('/api/orders', fullOrder(festival))).json();
    expect((await client.put(`/api/orders/${pending.id}/status`, { status: 'cancelled' })).json()).toMatchObject({ status: 'cancelled' });
    expect(await mails(pending.id)).toEqual([]);
  });
});
