import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainTimers, type TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { testTimerHandlers } from '../../testing/context-jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { lostJobs } from '../../testing/lost-jobs';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { contextStock } from '../../jobs';
import { setAsideMissedUnits } from './jobs';
import { cancelOrder, drain, heldRoom, join, newPlayer, openOffers, stockOf, type Player } from './testing/waiting-list-fixture';

// Releases, joins and offer runs all at once: never two offers for one unit, and no unit left free
// while someone waits without an offer. And an order bought through an offer that is never paid
// gives its room to the next in line.

let clock = new Date();
let t: TestApp;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, queue: lostJobs });
  const admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin, { rooms: 50 });
  handlers = testTimerHandlers({ db: t.database.db, store: t.store, now: () => clock, queue: t.queue, config: t.config, payments: t.payments });
});
afterAll(async () => t?.close());

async function inParallel<T>(count: number, work: (i: number) => Promise<T>, lanes = 10): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

describe('waiting list under concurrency', () => {
  // 110 accounts registered (a password hash each) before the race: 16–20 s on a quiet machine, more beside the rest of CI
  it('gives 50 joins racing 50 releases one offer per unit at most, and leaves no unit free while someone waits', { timeout: 90_000 }, async () => {
    const buyers = await inParallel(50, async () => {
      const player = await newPlayer(t);
      return { player, orderId: await heldRoom(player, festival) };
    });
    const waiting: Player[] = await inParallel(60, () => newPlayer(t));
    for (const player of waiting.slice(0, 10)) await join(player, festival);

    const joins = waiting.slice(10).map((player) => player.client.post('/api/waiting-list', { accommodationId: festival.roomId }));
    const releases = buyers.map((buyer) => cancelOrder(buyer.player, buyer.orderId));
    const offerRuns = Array.from({ length: 6 }, () => drainTimers(t.database.db, handlers, clock));
    const [joined] = await Promise.all([Promise.all(joins), Promise.all(releases), Promise.all(offerRuns)]);
    for (const answer of joined) expect([201, 409], answer.body).toContain(answer.statusCode);

    // what a worker would still do: the timers left (the hourly net is not needed)
    await drain(t, handlers, clock);

    const stock = await stockOf(t, festival);
    const offers = await openOffers(t, festival);
    const entries = await sql<{ status: string; offers: number }>`
      SELECT e.status, (SELECT count(*) FROM waiting_list_offers o WHERE o.entry_id = e.entry_id)::int AS offers
        FROM waiting_list_entries e WHERE e.item_kind = 'accommodation' AND e.item_id = ${festival.roomId}`.execute(t.database.db);
    expect(entries.rows.length).toBe(10 + joined.filter((answer) => answer.statusCode === 201).length);
    expect(entries.rows.every((entry) => entry.offers <= 1)).toBe(true);
    expect(stock.held).toBe(0);
    expect(offers.length).toBe(stock.reserved);
    expect(new Set(offers.map((offer) => offer.userId)).size).toBe(offers.length);
    const stillWaiting = entries.rows.filter((entry) => entry.status === 'waiting').length;
    if (stillWaiting > 0) expect(stock.reserved).toBe(50 - stock.held);
    else expect(offers.length).toBe(entries.rows.length);
    expect(offers.length).toBe(Math.min(50, entries.rows.length));
  });

  it('gives the room of an order bought through an offer but never paid to the next in line', async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    const single = await bookableFestival(admin, { rooms: 1 });
    const buyer = await newPlayer(t);
    const buyerOrder = await heldRoom(buyer, single);
    const [first, second] = [await newPlayer(t), await newPlayer(t)];
    await join(first!, single);
    await join(second!, single);
    await cancelOrder(buyer, buyerOrder);
    await drain(t, handlers, clock);
    const [offer] = await openOffers(t, single);
    expect(offer?.userId).toBe(first!.id);
    await heldRoom(first!, single, { offerId: offer!.offerId });
    expect(await stockOf(t, single)).toEqual({ held: 1, reserved: 0 });
    clock = new Date(clock.getTime() + t.config.ORDER_HOLD_MS + 60_000);
    await drain(t, handlers, clock);
    expect((await openOffers(t, single)).map((open) => open.userId)).toEqual([second!.id]);
    expect(await stockOf(t, single)).toEqual({ held: 0, reserved: 1 });
  });

  it('offers rooms an admin adds to a sold-out room type at the hourly housekeeping', async () => {
    const admin = (await loggedInAs(t, 'admin')).client;
    const single = await bookableFestival(admin, { rooms: 1 });
    await heldRoom(await newPlayer(t), single);
    const waiting = await newPlayer(t);
    await join(waiting, single);
    const raised = await admin.patch(`/api/admin/accommodations/${single.roomId}`, { availableRooms: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await openOffers(t, single)).toEqual([]);
    expect(await setAsideMissedUnits({ db: t.database.db, store: t.store, queue: t.queue, config: t.config, now: () => clock, stock: contextStock(t.queue) }, clock)).toBe(1);
    await drain(t, handlers, clock);
    expect((await openOffers(t, single)).map((open) => open.userId)).toEqual([waiting.id]);
    expect(await stockOf(t, single)).toEqual({ held: 1, reserved: 1 });
  });
});
