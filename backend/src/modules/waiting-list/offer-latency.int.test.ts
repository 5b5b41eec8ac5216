import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival } from '../../testing/booking-fixture';
import { cancelOrder, heldRoom, join, newPlayer, offerMails } from './testing/waiting-list-fixture';

// How soon the first in line hears of a freed room: from the cancellation's request to the offer
// e-mail staged in the outbox, with the jobs running as the API's embedded runner runs them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('stages the offer e-mail within a second of the unit being freed', async () => {
  const admin = (await loggedInAs(t, 'admin')).client;
  const latencies: number[] = [];
  for (let i = 0; i < 5; i++) {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const buyer = await newPlayer(t);
    const orderId = await heldRoom(buyer, festival);
    const waiting = await newPlayer(t);
    await join(waiting, festival);
    const freedAt = performance.now();
    await cancelOrder(buyer, orderId);
    await vi.waitFor(async () => expect(await offerMails(t, waiting.email)).toHaveLength(1), { timeout: 5_000, interval: 5 });
    latencies.push(Math.round(performance.now() - freedAt));
  }
  latencies.sort((a, b) => a - b);
  console.log(`offer latency (cancellation request → offer e-mail staged), ms: ${latencies.join(', ')}`);
  expect(latencies.at(-1)).toBeLessThan(1_000);
});
