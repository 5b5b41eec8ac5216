import { afterAll, beforeAll, expect } from 'vitest';
import { loggedInAs } from '../../../testing/accounts';
import { bookableFestival, type BookableFestival } from '../../../testing/booking-fixture';
import type { SessionClient } from '../../../testing/session-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { testTimerHandlers } from '../../../testing/context-jobs';
import { demoCard } from '../../orders/testing/demo-payments';

// The promotions' and credit's integration tests (issue 32): a shop with an admin, a festival of
// plenty of rooms and seats, and the calls a player makes with a code or credit.

export interface PromotionsShop {
  t: TestApp;
  admin: SessionClient;
  festival: BookableFestival;
}

export function promotionsShopPerFile(): PromotionsShop {
  const shop = {} as PromotionsShop;
  beforeAll(async () => {
    const t = await createTestApp({ jobs: 'services' });
    const admin = (await loggedInAs(t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: 200, seats: 200 });
    Object.assign(shop, { t, admin, festival });
  });
  afterAll(async () => shop.t?.close());
  return shop;
}

let codes = 0;
/** A fresh code's name, unique in the run. */
export const freshCode = (stem = 'CODE') => `${stem}${process.pid}X${++codes}`;

export async function createdVoucher(shop: PromotionsShop, body: Record<string, unknown>): Promise<{ id: number; code: string; uses: number }> {
  const answer = await shop.admin.post('/api/admin/vouchers', { code: freshCode(), discountType: 'percent', value: 10, ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

/** Room for 4 nights (480.00) and the paid seat (300.00): 780.00 before discounts. */
export function roomAndSeat(festival: BookableFestival, over: Record<string, unknown> = {}) {
  return { productId: festival.productId, hotelId: festival.roomId, nights: 4, checkIn: '2027-06-01', tournaments: [festival.paidTournamentId], extras: [], ...over };
}

export async function priced(player: SessionClient, body: Record<string, unknown>) {
  const answer = await player.post('/api/orders/price', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { subtotalCents: number; discounts: { source: string; code?: string; label: string; amountCents: number }[]; totalPriceCents: number; totalPrice: number; creditAppliedCents: number; amountDueCents: number; amountDue: number; creditBalanceCents: number };
}

/** Priced, then placed at that price. */
export async function placedAtPrice(player: SessionClient, body: Record<string, unknown>) {
  const price = await priced(player, body);
  const answer = await player.post('/api/orders', { ...body, totalPrice: price.totalPrice });
  return { price, answer };
}

/** The card pays what the order asks for (its amount due), with the demo card. */
export async function paidByCard(player: SessionClient, orderId: string, amount: number): Promise<void> {
  const intent = await player.post('/api/create-payment-intent', { orderId, amount });
  expect(intent.statusCode, intent.body).toBe(201);
  const confirmed = await player.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...demoCard('4242 4242 4242 4242') });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
}

/** The order's hold run out at `at`, as its timer would fire. */
export async function expiredAt(shop: PromotionsShop, orderId: string, at: Date): Promise<void> {
  const handlers = testTimerHandlers({ db: shop.t.database.db, store: shop.t.store, now: () => at, queue: shop.t.queue, config: shop.t.config, payments: shop.t.payments });
  await handlers.get('order-hold-expiry')!({ orderId }, { kind: 'order-hold-expiry', key: orderId, dueAt: at });
}
