import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import { roomOnly, type BookableFestival } from '../../testing/booking-fixture';
import { demoCard } from '../orders/testing/demo-payments';
import { festivalApp } from '../orders/testing/festival-app';
import { lostJobs } from '../../testing/lost-jobs';
import { lockOrderDocuments } from './issue-document';
import { saveSeller } from './testing/document-fixture';

// An invoice's time is read once its number is taken, never before: a confirmation that waited on
// its way to the counter must not carry a time earlier than a number given out during its wait.
// The race is made deterministic: the test holds one order's documents lock while another order
// is confirmed, and the test's clock moves on in between.

const T1 = new Date('2027-03-01T10:00:00.000Z');
const T2 = new Date('2027-03-01T10:00:05.000Z');

let clock = T1;
let t: TestApp;
let player: SessionClient;
let festival: BookableFestival;

beforeAll(async () => {
  ({ t, player, festival } = await festivalApp({ now: () => clock, queue: lostJobs, rooms: 10 }));
  await saveSeller(t.database.db);
});
afterAll(async () => t?.close());

/** A placed order with its payment intent: the card confirmation left confirms it and issues its invoice. */
async function awaitingCard(): Promise<{ orderId: string; pay: () => Promise<void> }> {
  const order = await player.post('/api/orders', roomOnly(festival));
  expect(order.statusCode, order.body).toBe(201);
  const intent = await player.post('/api/create-payment-intent', { orderId: order.json().id, amount: 480 });
  expect(intent.statusCode, intent.body).toBe(201);
  const pay = async () => {
    const paid = await player.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...demoCard('4242 4242 4242 4242') });
    expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
  };
  return { orderId: order.json().id, pay };
}

const invoiceOf = (orderId: string) =>
  t.database.db.selectFrom('order_documents').select(['sequence', 'issued_at']).where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();

/** Confirmations waiting for an order's documents lock in this test's database. */
const waitingForDocuments = async () =>
  (
    await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_locks
       WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(t.database.db)
  ).rows[0]!.n;

describe('the time of an invoice', () => {
  it('is read after the number is taken: an invoice delayed on its way to the counter is not dated before one numbered ahead of it', async (context) => {
    // the embedded database has one connection: the held lock would stop every confirmation
    if (!t.database.url) context.skip();
    const [late, early] = [await awaitingCard(), await awaitingCard()];
    clock = T1;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction().execute(async (trx) => {
      await lockOrderDocuments(trx, late.orderId);
      locked();
      await released;
    });
    await held;
    const latePaid = late.pay();
    await expect.poll(waitingForDocuments).toBe(1);

    clock = T2;
    await early.pay();
    release();
    await Promise.all([holder, latePaid]);

    const [first, second] = [await invoiceOf(early.orderId), await invoiceOf(late.orderId)];
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.issued_at.getTime()).toBeGreaterThanOrEqual(first.issued_at.getTime());
  });

  it('never falls behind the previous number, whatever the clock says', async () => {
    clock = T2;
    const ahead = await awaitingCard();
    await ahead.pay();
    clock = T1;
    const behind = await awaitingCard();
    await behind.pay();
    const [first, second] = [await invoiceOf(ahead.orderId), await invoiceOf(behind.orderId)];
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.issued_at.toISOString()).toBe(first.issued_at.toISOString());
  });
});
