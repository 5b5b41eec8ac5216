import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { orderStream } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedOrder, ledgerEvents } from '../loyalty/testing/loyalty-fixture';
import { bookableFestival } from '../../testing/booking-fixture';

// One booking paid by demo card, from the order's placement to its points promised and its
// confirmation e-mail sent: each command reads the order's stream once, and what follows an event
// (reactions, loyalty's timers) reads the new state or its own tables, never the stream again.
// Before the reactions (issue 14) this flow read the same order stream 15 times.
const MOST_ORDER_STREAM_READS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it(`reads a demo-paid booking's order stream at most ${MOST_ORDER_STREAM_READS} times, from placement to the promised points and the sent e-mail`, async () => {
  const festival = await bookableFestival((await loggedInAs(t, 'admin')).client);
  const player = await loggedInAs(t, 'player');
  const reads: string[] = [];
  const stop = t.store.onStreamRead((streamId) => reads.push(streamId));
  const orderId = await confirmedOrder(player.client, festival);
  const confirmation = await player.client.get(`/api/orders/${orderId}`);
  expect(confirmation.statusCode).toBe(200);
  await vi.waitFor(async () => expect(await ledgerEvents(t.store, player.id, 'BookingPointsPending')).toHaveLength(1), { timeout: 10_000 });
  await vi.waitFor(
    async () => expect(await t.database.db.selectFrom('mail_outbox').select('sent_at').where('subject', 'like', 'Booking confirmed:%').where('sent_at', 'is not', null).execute()).toHaveLength(1),
    { timeout: 10_000 },
  );
  stop();
  const orderReads = reads.filter((streamId) => streamId === orderStream.format(orderId));
  console.info(`order-stream reads per demo-paid booking: ${orderReads.length}`);
  expect(orderReads.length).toBeLessThanOrEqual(MOST_ORDER_STREAM_READS);
  expect(orderReads.length).toBeGreaterThan(0);
});
