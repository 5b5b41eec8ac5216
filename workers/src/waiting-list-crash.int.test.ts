import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { bookableFestival, roomOnly, type BookableFestival } from '@pokerfest/backend/testing/booking-fixture';
import { WAITING_LIST_OFFERS_TIMER_KIND } from '@pokerfest/backend/modules/waiting-list/jobs';
import { crashTestBedPerFile, terminated, WORKER_WAIT } from './testing/worker-processes';

// Sold-out room types with players waiting; their buyers cancel, so each release sets units aside
// and arms the item's offers timer (the API runs no job). A real worker makes offers and is killed
// with SIGKILL after the first ones; Redis loses everything (FLUSHALL); a second worker finishes
// from the due rows alone. What must hold: exactly one offer (and one e-mail) per freed unit, each
// to a different player, the first in line.
const ITEMS = 8;
const ROOMS = 3;
const WAITING = 4;
const bed = crashTestBedPerFile({ PAYMENT_PROVIDER: 'demo' });

const offersMade = async () => Number((await bed.t.database.db.selectFrom('waiting_list_offers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

it.skipIf(!bed.available)(
  'a worker killed while making offers and a Redis that lost its data: one offer per freed unit, to the first in line',
  async () => {
    const admin = (await loggedInAs(bed.t, 'admin')).client;
    const festivals: BookableFestival[] = [];
    const firstInLine = new Map<number, number[]>();
    for (let i = 0; i < ITEMS; i++) {
      const festival = await bookableFestival(admin, { rooms: ROOMS });
      festivals.push(festival);
      const holds: { client: Awaited<ReturnType<typeof loggedInAs>>['client']; orderId: string }[] = [];
      for (let r = 0; r < ROOMS; r++) {
        const { client } = await loggedInAs(bed.t, 'player');
        const order = await client.post('/api/orders', roomOnly(festival));
        expect(order.statusCode, order.body).toBe(201);
        holds.push({ client, orderId: order.json().id });
      }
      const waiting: number[] = [];
      for (let w = 0; w < WAITING; w++) {
        const player = await loggedInAs(bed.t, 'player');
        const joined = await player.client.post('/api/waiting-list', { accommodationId: festival.roomId });
        expect(joined.statusCode, joined.body).toBe(201);
        waiting.push(player.id);
      }
      firstInLine.set(festival.roomId, waiting.slice(0, ROOMS));
      for (const hold of holds) expect((await hold.client.put(`/api/orders/${hold.orderId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    }
    const armed = await bed.t.database.db.selectFrom('scheduled_timers').select('timer_key').where('kind', '=', WAITING_LIST_OFFERS_TIMER_KIND).where('fired_at', 'is', null).execute();
    expect(armed).toHaveLength(ITEMS);
    expect(await offersMade()).toBe(0);

    const { atKill, second, logs } = await bed.crashFirstWorker(offersMade, { doing: 'offering', flushRedis: true });
    await vi.waitFor(async () => expect(await offersMade(), `the second worker finishing (${logs.join('')})`).toBe(ITEMS * ROOMS), WORKER_WAIT);
    await vi.waitFor(async () => {
      const waiting = await bed.t.database.db.selectFrom('scheduled_timers').select('timer_key').where('kind', '=', WAITING_LIST_OFFERS_TIMER_KIND).where('fired_at', 'is', null).execute();
      expect(waiting).toEqual([]);
    }, WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${ITEMS * ROOMS} offers and flushed Redis; the second made the rest`);

    for (const festival of festivals) {
      const offers = await bed.t.database.db.selectFrom('waiting_list_offers').select(['user_id', 'status']).where('item_kind', '=', 'accommodation').where('item_id', '=', festival.roomId).execute();
      expect(offers.map((offer) => offer.user_id).sort()).toEqual([...firstInLine.get(festival.roomId)!].sort());
      const level = await bed.t.database.db.selectFrom('stock_levels').select(['held', 'reserved']).where('item_kind', '=', 'accommodation').where('item_id', '=', festival.roomId).executeTakeFirstOrThrow();
      expect([level.held, level.reserved]).toEqual([0, ROOMS]);
    }
    const mails = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'A room is free for you:%'`.execute(bed.t.database.db);
    expect(mails.rows[0]!.n).toBe(ITEMS * ROOMS);
    const made = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'OfferMade'`.execute(bed.t.database.db);
    expect(made.rows[0]!.n).toBe(ITEMS * ROOMS);

    expect(await terminated(second)).toBe(0);
  },
  180_000,
);
