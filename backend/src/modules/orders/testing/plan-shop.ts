import { afterAll, beforeAll, expect } from 'vitest';
import { fireTimer, type DemoPaymentProvider } from '@pokerfest/infra';
import { loggedInAs } from '../../../testing/accounts';
import { testTimerHandlers } from '../../../testing/context-jobs';
import type { SessionClient } from '../../../testing/session-client';
import type { TestApp } from '../../../testing/test-app';
import { bookableFestival, fullOrder, type BookableFestival } from '../../../testing/booking-fixture';
import { saveSeller } from '../../documents/testing/document-fixture';
import { PAYMENT_PLAN_STEP_TIMER_KIND } from '../jobs';
import { demoCard, demoPaymentsShop } from './demo-payments';

// The payment plans' integration tests (issue 31): a shop on the demo provider with a complete
// seller (so every payment is invoiced), a player, an admin and a festival starting 2027-06-01 (the
// balance is due 2027-05-02), with the calls they make. Its jobs run on BullMQ when the run has a Redis.

export interface PlanShop {
  t: TestApp;
  player: SessionClient;
  admin: SessionClient;
  festival: BookableFestival;
  demo: DemoPaymentProvider;
}

/** Started before the file's tests, closed after them; read its fields inside tests. */
export function planShopPerFile(): PlanShop {
  const shop = {} as PlanShop;
  beforeAll(async () => {
    const { t, player, demo } = await demoPaymentsShop({ jobs: 'services' });
    const admin = (await loggedInAs(t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: 100, seats: 100 });
    await saveSeller(t.database.db);
    Object.assign(shop, { t, player, admin, festival, demo });
  });
  afterAll(async () => shop.t?.close());
  return shop;
}

export const pay = (shop: PlanShop, clientSecret: string, number = '4242 4242 4242 4242') => shop.player.post('/api/payments/demo/confirm', { clientSecret, ...demoCard(number) });

export const eventsOf = async (shop: PlanShop, orderId: string, type: string) => (await shop.t.store.readStream(`order-${orderId}`)).filter((event) => event.type === type);

export async function placed(shop: PlanShop, plan: Record<string, unknown>, over: Record<string, unknown> = {}) {
  const answer = await shop.player.post('/api/orders', fullOrder(shop.festival, { paymentPlan: plan, ...over }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; payment: { schedule: { dueDate: string; amountCents: number; status: string }[] } };
}

/** Placed under `plan`, its deposit paid (with consent to automatic charges when asked): a confirmed booking with a balance. */
export async function depositPaid(shop: PlanShop, plan: Record<string, unknown> = { kind: 'deposit' }, options: { autoCharge?: boolean; card?: string } = {}) {
  const order = await placed(shop, plan);
  const intent = await shop.player.post('/api/create-payment-intent', { orderId: order.id, amount: 825.5, ...(options.autoCharge ? { autoCharge: true } : {}) });
  expect(intent.statusCode, intent.body).toBe(201);
  expect((await pay(shop, intent.json().clientSecret, options.card)).json()).toMatchObject({ status: 'succeeded' });
  return order;
}

/** A plan step's timer fired at `at`, as the worker's sweep would, with the app's payment provider. */
export const fireStepAt = (shop: PlanShop, orderId: string, step: string, index: number, at: Date) =>
  fireTimer(
    shop.t.database.db,
    testTimerHandlers({ db: shop.t.database.db, store: shop.t.store, now: () => at, queue: shop.t.queue, config: shop.t.config, payments: shop.t.payments }),
    { kind: PAYMENT_PLAN_STEP_TIMER_KIND, key: `${orderId}:${index}:${step}` },
    at,
  );

export const mailsTo = async (shop: PlanShop, subject: string) => (await shop.t.database.db.selectFrom('mail_outbox').select('subject').execute()).filter((mail) => mail.subject.startsWith(subject)).length;
