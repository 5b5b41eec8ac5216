import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPaymentProvider} from '@pokerfest/infra';
import { signedWebhookHeader } from '@pokerfest/infra';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { fullOrder, type BookableFestival } from '../../testing/booking-fixture';
import { demoCard, demoPaymentsShop } from './testing/demo-payments';

// When a verdict is answered 2xx and when not: unknown orders are acknowledged (and logged), a
// verdict that could not be applied (a database error, the order's lock not free in time) is
// answered 503, is not marked seen, and is applied when delivered again.

let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;
let demo: DemoPaymentProvider;
let webhookSecret: string;
const logs: Array<Record<string, unknown>> = [];

const card = demoCard;

beforeAll(async () => {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  ({ t, player, festival, demo, webhookSecret } = await demoPaymentsShop({ jobs: 'services', logger, env: { COMMAND_LOCK_TIMEOUT_MS: '300' } }));
});
afterAll(async () => t?.close());

/** The parts of a (demo, Stripe-shaped) event these tests change. */
interface ProviderEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** A pending order with an intent, and the body of the provider's signed success for it. */
async function paidIntent(): Promise<{ orderId: string; success: ProviderEvent }> {
  const orderId = (await player.post('/api/orders', fullOrder(festival))).json().id as string;
  const { clientSecret } = (await player.post('/api/create-payment-intent', { orderId, amount: 825.5 })).json();
  const { webhook } = await demo.confirmCard({ clientSecret, card: card('4242424242424242'), now: new Date() });
  return { orderId, success: JSON.parse(webhook.rawBody) };
}

function deliver(event: unknown) {
  const body = JSON.stringify(event);
  return t.server.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'demo-signature': signedWebhookHeader(body, webhookSecret, new Date()) },
  });
}

const seen = async (eventId: string) => Boolean(await t.database.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst());
const eventTypes = async (orderId: string) => (await t.store.readStream(`order-${orderId}`)).map((event) => event.type);

describe('payment verdicts: answered 2xx only when applied, refused or about no order of ours', () => {
  it('acknowledges a signed verdict for an order this shop does not know with 200 ignored, logs it at warn, and keeps nothing', async () => {
    const { success } = await paidIntent();
    for (const [type, orderId] of [
      ['payment_intent.succeeded', randomUUID()],
      ['payment_intent.payment_failed', randomUUID()],
      ['payment_intent.succeeded', 'no-such-order'],
    ] as const) {
      const event = { ...success, id: `evt_unknown_${randomUUID()}`, type, data: { object: { ...success.data.object, metadata: { orderId } } } };
      const first = await deliver(event);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, ignored: 'not an order of this shop' });
      expect(logs).toContainEqual(expect.objectContaining({ level: 40, eventId: event.id, orderId, msg: expect.stringMatching(/does not know/) }));
      expect((await deliver(event)).json()).toEqual({ received: true, ignored: 'not an order of this shop' });
      expect(await t.database.db.selectFrom('es_streams').select('stream_id').where('stream_id', '=', `order-${orderId}`).executeTakeFirst()).toBeUndefined();
    }
  });

  it('answers 503 when the database fails the verdict, keeps neither its events nor its dedup row, and applies it when delivered again', async () => {
    const { orderId, success } = await paidIntent();
    const event = { ...success, id: `${success.id}-db-error` };
    await sql`
      CREATE FUNCTION fail_webhook_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.event_id LIKE '%-db-error' THEN RAISE EXCEPTION 'disk on fire'; END IF;
        RETURN NEW;
      END $$`.execute(t.database.db);
    await sql`CREATE TRIGGER fail_webhook_row BEFORE INSERT ON payment_webhook_events FOR EACH ROW EXECUTE FUNCTION fail_webhook_row()`.execute(t.database.db);
    let failed;
    try {
      failed = await deliver(event);
    } finally {
      await sql`DROP TRIGGER fail_webhook_row ON payment_webhook_events`.execute(t.database.db);
      await sql`DROP FUNCTION fail_webhook_row()`.execute(t.database.db);
    }
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json()).toEqual({ error: expect.stringMatching(/could not be recorded/) });
    expect(failed.body).not.toContain('disk on fire');
    expect(await seen(event.id)).toBe(false);
    expect(await eventTypes(orderId)).not.toContain('PaymentSucceeded');
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, eventId: event.id, orderId, msg: expect.stringMatching(/not applied/) }));

    const again = await deliver(event);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await seen(event.id)).toBe(true);
    expect((await eventTypes(orderId)).filter((type) => type === 'OrderConfirmed')).toHaveLength(1);
  });

  it("answers 503 when the order's lock is not free within COMMAND_LOCK_TIMEOUT_MS, and applies the verdict when delivered again (Postgres)", async (ctx) => {
    // the embedded database has one connection: a transaction holding the lock would hold the database
    if (t.database.mode === 'pglite') return ctx.skip();
    const { orderId, success } = await paidIntent();
    const started = Date.now();
    const blocked = await t.database.db.transaction().execute(async (trx) => {
      await sql`SELECT es_lock_stream(${`order-${orderId}`}, 1000)`.execute(trx);
      return deliver(success);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(blocked.statusCode, blocked.body).toBe(503);
    expect(await seen(success.id)).toBe(false);
    expect(await eventTypes(orderId)).not.toContain('PaymentSucceeded');

    const again = await deliver(success);
    expect(again.json()).toEqual({ received: true });
    expect(await seen(success.id)).toBe(true);
    expect(await eventTypes(orderId)).toContain('OrderConfirmed');
  });

  it('still answers a redelivered verdict as a duplicate, and a failure after the success as refused', async () => {
    const { orderId, success } = await paidIntent();
    expect((await deliver(success)).json()).toEqual({ received: true });
    expect((await deliver(success)).json()).toEqual({ received: true, duplicate: true });
    const late = { ...success, id: `${success.id}-late`, type: 'payment_intent.payment_failed' };
    const refused = await deliver(late);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ received: true, ignored: expect.stringMatching(/already paid/) });
    expect(await seen(late.id)).toBe(true);
    expect((await eventTypes(orderId)).filter((type) => type === 'PaymentFailed')).toHaveLength(0);
  });
});
