import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPaymentProvider, signedWebhookHeader } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, fullOrder, type BookableFestival } from '../../testing/booking-fixture';

// One success and 30 failures for the same pending order, delivered all at once: every delivery
// must be applied, refused for a business reason, or answered non-2xx without being marked seen
// (and then applied or refused when the provider delivers it again). Never acknowledged and lost.

const ROUNDS = 10;
const FAILURES = 30;

let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;
let demo: DemoPaymentProvider;
let webhookSecret: string;
let conflicts = 0;

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/30', cvc: '123', nameOnCard: 'Anna Huber' });

beforeAll(async () => {
  t = await createTestApp({ jobs: 'services' });
  const admin = (await loggedInAs(t, 'admin')).client;
  player = (await loggedInAs(t, 'player')).client;
  festival = await bookableFestival(admin, { rooms: ROUNDS + 5 });
  webhookSecret = t.config.DEMO_WEBHOOK_SECRET!;
  demo = new DemoPaymentProvider({ db: t.database.db, webhookSecret, toleranceSeconds: 300, now: () => new Date() });
  t.store.onConflict(() => void conflicts++);
});
afterAll(async () => t?.close());

interface Delivery {
  eventId: string;
  kind: 'succeeded' | 'failed';
  body: string;
}

/** A pending order with an intent, its signed success, and `FAILURES` signed failures with ids of their own. */
async function pendingOrderWithDeliveries(): Promise<{ orderId: string; deliveries: Delivery[] }> {
  const order = await player.post('/api/orders', fullOrder(festival));
  expect(order.statusCode, order.body).toBe(201);
  const orderId = order.json().id as string;
  const intent = await player.post('/api/create-payment-intent', { orderId, amount: 825.5 });
  expect(intent.statusCode, intent.body).toBe(201);
  const { webhook } = await demo.confirmCard({ clientSecret: intent.json().clientSecret, card: card('4242424242424242'), now: new Date() });
  const success = JSON.parse(webhook.rawBody);
  const deliveries: Delivery[] = [{ eventId: success.id, kind: 'succeeded', body: webhook.rawBody }];
  for (let i = 0; i < FAILURES; i++) {
    const failure = structuredClone(success);
    failure.id = `${success.id}-failed-${i}`;
    failure.type = 'payment_intent.payment_failed';
    failure.data.object.status = 'requires_payment_method';
    failure.data.object.last_payment_error = { message: `Declined, attempt ${i}` };
    deliveries.push({ eventId: failure.id, kind: 'failed', body: JSON.stringify(failure) });
  }
  return { orderId, deliveries };
}

function deliver(delivery: Delivery) {
  return t.server.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: delivery.body,
    headers: { 'content-type': 'application/json', 'demo-signature': signedWebhookHeader(delivery.body, webhookSecret, new Date()) },
  });
}

const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

async function seenIds(ids: string[]): Promise<Set<string>> {
  const rows = await t.database.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', 'in', ids).execute();
  return new Set(rows.map((row) => row.event_id));
}

type Outcome = 'applied' | 'refused' | 'non-2xx';

/** Checks one answer against the order's stream and the dedup table; says what it was. */
function judge(delivery: Delivery, answer: { statusCode: number; json: () => Record<string, unknown> }, appliedIds: Set<string>, seen: Set<string>): Outcome {
  if (answer.statusCode >= 300) {
    expect(answer.json().error, `a non-2xx answer says why (${delivery.eventId})`).toEqual(expect.any(String));
    expect(seen.has(delivery.eventId), `a non-2xx delivery is not marked seen (${delivery.eventId})`).toBe(false);
    expect(appliedIds.has(delivery.eventId)).toBe(false);
    return 'non-2xx';
  }
  expect(answer.statusCode).toBe(200);
  const body = answer.json();
  expect(body.duplicate, `distinct event ids are never duplicates (${delivery.eventId})`).toBeUndefined();
  expect(seen.has(delivery.eventId), `an answered delivery is marked seen (${delivery.eventId})`).toBe(true);
  if (body.ignored === undefined) {
    expect(appliedIds.has(delivery.eventId), `an acknowledged delivery's events are in the stream (${delivery.eventId})`).toBe(true);
    return 'applied';
  }
  // the only business refusal here: a failure that arrives after the order is paid
  expect(delivery.kind, `the success is never refused (${String(body.ignored)})`).toBe('failed');
  expect(body.ignored).toMatch(/already paid/);
  expect(appliedIds.has(delivery.eventId)).toBe(false);
  return 'refused';
}

async function appliedEventIds(orderId: string): Promise<Set<string>> {
  const events = await t.store.readStream(`order-${orderId}`);
  return new Set(events.filter((e) => e.type === 'PaymentSucceeded' || e.type === 'PaymentFailed').map((e) => e.metadata.correlationId));
}

async function pointsPromised(orderId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM es_events WHERE event_type = 'BookingPointsPending' AND data->>'orderId' = ${orderId}`.execute(t.database.db);
  return rows[0]!.n;
}

describe('payment verdicts under contention', () => {
  it(`applies or refuses every one of 1 success + ${FAILURES} failures delivered at once, ${ROUNDS} rounds`, { timeout: 240_000 }, async () => {
    const report: string[] = [];
    let totalNon2xx = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const { orderId, deliveries } = await pendingOrderWithDeliveries();
      const conflictsBefore = conflicts;
      const order = shuffled(deliveries);
      const answers = await Promise.all(order.map((delivery) => deliver(delivery)));

      const applied = await appliedEventIds(orderId);
      const seen = await seenIds(deliveries.map((d) => d.eventId));
      const outcomes = order.map((delivery, i) => judge(delivery, answers[i]!, applied, seen));
      const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;

      // every non-2xx delivery, delivered again (one after the other, as a provider's retries come), is applied or refused properly
      const again = order.filter((_, i) => outcomes[i] === 'non-2xx');
      totalNon2xx += again.length;
      const redelivered: Awaited<ReturnType<typeof deliver>>[] = [];
      for (const delivery of again) redelivered.push(await deliver(delivery));
      const appliedAfter = await appliedEventIds(orderId);
      const seenAfter = await seenIds(deliveries.map((d) => d.eventId));
      const second = again.map((delivery, i) => judge(delivery, redelivered[i]!, appliedAfter, seenAfter));
      expect(second.filter((o) => o === 'non-2xx'), 'a redelivery is applied or refused').toEqual([]);

      const events = await t.store.readStream(`order-${orderId}`);
      expect(events.filter((e) => e.type === 'PaymentSucceeded'), `round ${round}: paid once`).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderConfirmed'), `round ${round}: confirmed once`).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderExpired' || e.type === 'RefundRequested')).toHaveLength(0);
      const mails = await t.database.db.selectFrom('mail_outbox').select('id').where('text_body', 'like', `%order_id=${orderId}%`).execute();
      expect(mails, `round ${round}: one confirmation e-mail`).toHaveLength(1);
      await expect.poll(() => pointsPromised(orderId), { timeout: 10_000, message: `round ${round}: points promised` }).toBeGreaterThanOrEqual(1);
      expect(await pointsPromised(orderId), `round ${round}: points promised once`).toBe(1);

      report.push(
        `round ${round}: ${count('applied')} applied (${applied.size - 1} failures before the success), ${count('refused')} refused (already paid), ` +
          `${count('non-2xx')} non-2xx${again.length ? ` -> redelivered: ${second.join(', ')}` : ''}; conflicts retried: ${conflicts - conflictsBefore}`,
      );
    }
    console.info(`payment verdict race (${t.database.mode}):\n${report.join('\n')}\nnon-2xx in all: ${totalNon2xx}; conflicts retried in all: ${conflicts}`);
  });

  it('confirms through the demo checkout and the browser confirm racing 30 failures, 3 rounds', { timeout: 120_000 }, async () => {
    const report: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const order = await player.post('/api/orders', fullOrder(festival));
      const orderId = order.json().id as string;
      const { clientSecret } = (await player.post('/api/create-payment-intent', { orderId, amount: 825.5 })).json();
      // a declined attempt gives a real failure event to copy; the intent may then be paid with another card
      const { webhook } = await demo.confirmCard({ clientSecret, card: card('4000000000000002'), now: new Date() });
      const declined = JSON.parse(webhook.rawBody);
      const failures: Delivery[] = Array.from({ length: FAILURES }, (_, i) => ({ eventId: `${declined.id}-${i}`, kind: 'failed', body: JSON.stringify({ ...declined, id: `${declined.id}-${i}` }) }));

      const [checkout, ...rest] = await Promise.all([
        player.post('/api/payments/demo/confirm', { clientSecret, ...card('4242424242424242') }),
        ...failures.map((delivery) => deliver(delivery)),
        ...[1, 2, 3].map(() => player.put(`/api/orders/${orderId}/status`, { status: 'confirmed' })),
      ]);
      const webhooks = rest.slice(0, FAILURES);
      const confirms = rest.slice(FAILURES);

      // the checkout is answered succeeded, or non-2xx (then asking again applies it)
      let checkoutAnswer = checkout!.statusCode;
      if (checkout!.statusCode >= 300) {
        expect(checkout!.json().error).toEqual(expect.any(String));
        const again = await player.post('/api/payments/demo/confirm', { clientSecret, ...card('4242424242424242') });
        checkoutAnswer = again.statusCode;
        // succeeded, or the browser's confirm has recorded the same payment in the meantime
        if (again.statusCode !== 200) expect(again.json().details, again.body).toMatchObject({ reason: 'not_payable', status: 'confirmed' });
      } else expect(checkout!.json()).toMatchObject({ status: 'succeeded' });

      const applied = await appliedEventIds(orderId);
      const seen = await seenIds(failures.map((d) => d.eventId));
      const outcomes = failures.map((delivery, i) => judge(delivery, webhooks[i]!, applied, seen));
      for (const delivery of failures.filter((_, i) => outcomes[i] === 'non-2xx')) {
        const answer = await deliver(delivery);
        expect(answer.statusCode, answer.body).toBe(200);
      }

      // the browser's confirm: granted once the provider says paid, else 409 (not verified yet, or a lost race: asked again, granted)
      for (const answer of confirms) {
        if (answer.statusCode === 200) expect(answer.json()).toMatchObject({ status: 'confirmed' });
        else {
          expect(answer.statusCode, answer.body).toBe(409);
          expect(['payment_not_verified', 'concurrent_update']).toContain(answer.json().details?.reason);
        }
      }
      expect((await player.put(`/api/orders/${orderId}/status`, { status: 'confirmed' })).json()).toMatchObject({ status: 'confirmed' });

      const events = await t.store.readStream(`order-${orderId}`);
      expect(events.filter((e) => e.type === 'PaymentSucceeded')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'OrderConfirmed')).toHaveLength(1);
      expect(events.filter((e) => e.type === 'RefundRequested')).toHaveLength(0);
      const mails = await t.database.db.selectFrom('mail_outbox').select('id').where('text_body', 'like', `%order_id=${orderId}%`).execute();
      expect(mails).toHaveLength(1);
      const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
      report.push(
        `round ${round}: checkout ${checkoutAnswer}; failures ${count('applied')} applied, ${count('refused')} refused, ${count('non-2xx')} non-2xx; ` +
          `browser confirms ${confirms.map((c) => (c.statusCode === 200 ? 200 : `${c.statusCode} ${c.json().details?.reason}`)).join(', ')}`,
      );
    }
    console.info(`checkout and confirm race (${t.database.mode}):\n${report.join('\n')}`);
  });
});
