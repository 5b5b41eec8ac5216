import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy, type OrderView } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { confirm, paidOrder, quote } from './testing/change-fixture';

// The policy in force when a booking is paid is its terms for good: the owner's later edits govern
// new bookings only. The fixture's festival starts 2027-06-01; quoted 20 days before.

const TWENTY_DAYS_BEFORE = new Date('2027-05-12T10:00:00.000Z');
let clock = new Date('2027-01-10T10:00:00.000Z');
let t: TestApp;
let admin: SessionClient;
let festival: BookableFestival;

const three = (early: number, middle: number, late: number, middleSeats = middle): CancellationPolicy => ({
  tiers: [
    { minDays: 30, maxDays: null, refundPercent: { hotel: early, tournaments: early, extras: early } },
    { minDays: 7, maxDays: 29, refundPercent: { hotel: middle, tournaments: middleSeats, extras: 0 } },
    { minDays: 0, maxDays: 6, refundPercent: { hotel: late, tournaments: late, extras: late } },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 20 });
});
afterAll(async () => t?.close());

const savePolicy = async (policy: CancellationPolicy) => {
  const saved = await admin.put('/api/admin/settings/cancellation-policy', policy);
  expect(saved.statusCode, saved.body).toBe(200);
};

it('a booking keeps the policy it was paid under; a later edit governs only later bookings', async () => {
  await savePolicy(three(100, 50, 0, 100));
  const player = (await loggedInAs(t, 'player')).client;
  const underFirst = await paidOrder(player, festival);
  const order = (await player.get(`/api/orders/${underFirst}`)).json<OrderView>();
  expect(order.cancellationTerms).toEqual([
    'Cancellations 30 days or more before the festival starts are eligible for a full refund.',
    expect.stringContaining('7 to 29 days'),
    expect.stringContaining('less than 7 days'),
  ]);

  await savePolicy(three(0, 0, 0));
  const underSecond = await paidOrder(player, festival);
  clock = TWENTY_DAYS_BEFORE;
  try {
    // 20 days before: the middle tier, 50% of the hotel, all of the seat, none of the extra
    const first = await quote(player, underFirst, { cancel: true });
    expect(first).toMatchObject({ refund: 240 + 300, tier: { label: '7 to 29 days before the start', refundPercent: { hotel: 50, tournaments: 100, extras: 0 } } });
    const second = await quote(player, underSecond, { cancel: true });
    expect(second).toMatchObject({ refund: 0, tier: { refundPercent: { hotel: 0, tournaments: 0, extras: 0 } } });
    expect((await confirm(player, underFirst, first.quoteId)).refundedCents).toBe(54_000);
  } finally {
    clock = new Date('2027-01-10T10:00:00.000Z');
    await savePolicy(DEFAULT_CANCELLATION_POLICY);
  }
});
