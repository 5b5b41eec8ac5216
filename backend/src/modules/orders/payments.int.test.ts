import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPaymentProvider} from '@pokerfest/infra';
import { fireTimer, signedWebhookHeader, writeDueRow } from '@pokerfest/infra';
import { catchUp, ordersProjection, rebuildProjection } from '@pokerfest/projections';
import { testTimerHandlers } from '../../testing/context-jobs';
import { PAYMENT_REFUND_TIMER_KIND } from './jobs';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { fullOrder, readModelCaughtUp, type BookableFestival } from '../../testing/booking-fixture';
import { demoCard, demoPaymentsShop } from './testing/demo-payments';

let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;
let demo: DemoPaymentProvider;
let webhookSecret: string;

const card = demoCard;

beforeAll(async () => {
  ({ t, player, festival, demo, webhookSecret } = await demoPaymentsShop({ jobs: 'services' }));
});
afterAll(async () => t?.close());

async function pendingOrder(): Promise<{ id: string; clientSecret: string }> {
  const order = (await player.post('/api/orders', fullOrder(festival))).json();
  const intent = await player.post('/api/create-payment-intent', { orderId: order.id, amount: 825.5 });
  expect(intent.statusCode, intent.body).toBe(201);
  expect(intent.json()).toMatchObject({ orderId: order.id, amount: 825.5, amountCents: 82550, currency: 'EUR', provider: 'demo' });
  return { id: order.id, clientSecret: intent.json().clientSecret };
}

const eventsOf = async (orderId: string, type: string) => (await t.store.readStream(`order-${orderId}`)).filter((event) => event.type === type);
const confirmationMails = async () =>
  (await t.database.db.selectFrom('mail_outbox').select('subject').execute()).filter((mail) => mail.subject.startsWith('Booking confirmed'));

describe('paying for an order', () => {
  it('refuses to confirm an unpaid order, and an intent for the wrong amount', async () => {
    const { id } = await pendingOrder();
    const confirm = await player.put(`/api/orders/${id}/status`, { status: 'confirmed' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().details).toMatchObject({ reason: 'payment_not_verified' });
    const wrong = await player.post('/api/create-payment-intent', { orderId: id, amount: 10 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toMatchObject({ reason: 'price_changed', totalPrice: 825.5 });
  });

  it('keeps a declined order pending with its stock held, then confirms it by the webhook alone', async () => {
    const { id, clientSecret } = await pendingOrder();
    const declined = await player.post('/api/payments/demo/confirm', { clientSecret, ...card('4000 0000 0000 0002') });
    expect(declined.json()).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    expect((await player.get(`/api/orders/${id}`)).json()).toMatchObject({ status: 'pending', paymentStatus: 'failed', cardLast4: '0002' });
    const held = await t.database.db.selectFrom('stock_holds').select('item_id').where('order_id', '=', id).where('released_at', 'is', null).execute();
    expect(held).toHaveLength(3);

    const mailsBefore = (await confirmationMails()).length;
    const paid = await player.post('/api/payments/demo/confirm', { clientSecret, ...card('4242 4242 4242 4242') });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    // the browser never calls PUT .../status: the order is confirmed all the same
    expect((await player.get(`/api/orders/${id}`)).json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', cardLast4: '4242', holdExpiresAt: null });
    expect(await confirmationMails()).toHaveLength(mailsBefore + 1);
    // the card's brand comes with its last four digits, for the invoice
    expect((await eventsOf(id, 'PaymentSucceeded'))[0]?.data).toMatchObject({ cardLast4: '4242', cardBrand: 'visa' });
    expect((await player.put(`/api/orders/${id}/status`, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed' });
    const stored = JSON.stringify(await t.database.db.selectFrom('demo_payment_intents').selectAll().execute());
    expect(stored).not.toContain('4242424242424242');
  });

  it('confirms once and mails once when the same webhook is delivered twice', async () => {
    const { id, clientSecret } = await pendingOrder();
    const { webhook } = await demo.confirmCard({ clientSecret, card: card('4242424242424242'), now: new Date() });
    const deliver = () =>
      t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: webhook.rawBody, headers: { 'content-type': 'application/json', 'demo-signature': webhook.signature } });
    const mailsBefore = (await confirmationMails()).length;
    const [first, second] = await Promise.all([deliver(), deliver()]);
    const third = await deliver();
    for (const answer of [first, second, third]) expect(answer.statusCode, answer.body).toBe(200);
    expect(third.json()).toMatchObject({ received: true, duplicate: true });
    expect(await eventsOf(id, 'OrderConfirmed')).toHaveLength(1);
    expect(await confirmationMails()).toHaveLength(mailsBefore + 1);
  });

  it('refuses unsigned deliveries and ignores a failure that arrives after the success', async () => {
    const { id, clientSecret } = await pendingOrder();
    const { webhook } = await demo.confirmCard({ clientSecret, card: card('4242424242424242'), now: new Date() });
    const forged = await t.server.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: webhook.rawBody.replace('succeeded', 'payment_failed'),
      headers: { 'content-type': 'application/json', 'demo-signature': webhook.signature },
    });
    expect(forged.statusCode).toBe(400);
    await t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: webhook.rawBody, headers: { 'content-type': 'application/json', 'demo-signature': webhook.signature } });

    const failure = JSON.parse(webhook.rawBody);
    failure.id = `${failure.id}-late-failure`;
    failure.type = 'payment_intent.payment_failed';
    failure.data.object.status = 'requires_payment_method';
    failure.data.object.last_payment_error = { message: 'Your card was declined.' };
    const body = JSON.stringify(failure);
    const late = await t.server.inject({ method: 'POST', url: '/api/payments/webhook', payload: body, headers: { 'content-type': 'application/json', 'demo-signature': signedWebhookHeader(body, webhookSecret, new Date()) } });
    expect(late.statusCode).toBe(200);
    expect(late.json().ignored).toEqual(expect.any(String));
    await readModelCaughtUp(t);
    expect((await player.get(`/api/orders/${id}`)).json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('confirms an order with nothing to pay now (only a seat reserved to pay at the venue) as placed', async () => {
    const order = (await player.post('/api/orders', { productId: festival.productId, totalPrice: 0, reservedTournaments: [festival.reservedTournamentId] })).json();
    expect(order).toMatchObject({ totalPrice: 0, status: 'confirmed', holdExpiresAt: null });
    const intent = await player.post('/api/create-payment-intent', { orderId: order.id, amount: 0 });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().details).toMatchObject({ reason: 'not_payable' });
    expect((await player.get(`/api/orders/${order.id}`)).json()).toMatchObject({ status: 'confirmed' });
  });

  it('asks the provider for a refund again until it answers, and refunds once', async () => {
    const asked: string[] = [];
    const flaky = {
      refund: async (intentId: string, key: string) => {
        asked.push(key);
        if (asked.length === 1) throw new Error('provider unreachable');
        return { refundId: `re_${intentId}`, amountCents: 1 };
      },
    };
    const handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => new Date(), queue: t.queue, config: t.config, payments: flaky });
    const timer = { kind: PAYMENT_REFUND_TIMER_KIND, key: 'pi_test_refund', dueAt: new Date(Date.now() - 1000), payload: { intentId: 'pi_test_refund' } };
    await writeDueRow(t.database.db, timer);
    await expect(fireTimer(t.database.db, handlers, timer, new Date())).rejects.toThrow('provider unreachable');
    expect(await fireTimer(t.database.db, handlers, timer, new Date())).toBe('later'); // its back-off
    const afterBackoff = new Date(Date.now() + 60_000);
    expect(await fireTimer(t.database.db, handlers, timer, afterBackoff)).toBe('fired');
    expect(await fireTimer(t.database.db, handlers, timer, afterBackoff)).toBe('done');
    expect(asked).toEqual(['refund-pi_test_refund', 'refund-pi_test_refund']);
  });

  it('answers a retried payment-intent call with the same intent', async () => {
    const order = (await player.post('/api/orders', fullOrder(festival))).json();
    const call = () => player.request({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id, amount: 825.5 }, headers: { 'idempotency-key': `intent-${order.id}` } });
    const [first, second] = [await call(), await call()];
    expect(second.json()).toEqual(first.json());
    expect(await eventsOf(order.id, 'PaymentIntentCreated')).toHaveLength(1);
  });

  it('rebuilds the orders read model from the log to exactly the live one', async () => {
    const deps = { db: t.database.db, batchSize: 100, now: () => new Date() };
    await readModelCaughtUp(t);
    await catchUp(deps, ordersProjection);
    const snapshot = async () => t.database.db.selectFrom('order_views').selectAll().orderBy('id').execute();
    const live = await snapshot();
    expect(live.length).toBeGreaterThanOrEqual(5);
    await rebuildProjection(deps, ordersProjection);
    expect(await snapshot()).toEqual(live);
  });
});
