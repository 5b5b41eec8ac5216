// Unpaid orders whose holds have already expired, with their delayed jobs lost: a backlog of real
// `order-hold-expiry` timers for the recovery tests. Each expiry's effect is observable and must
// happen once per order: one OrderExpired and one StockReleased event, its seat hold released.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { orderStream } from '@pokerfest/domain';
import { EventStore, type Db } from '@pokerfest/infra';
import { lostJobs } from '../../../testing/lost-jobs';
import { runOrderCommand } from '../order-commands';
import { ORDER_HOLD_TIMER_KIND, orderingReactions } from '../reactions';
import { createStock } from '../../stock';


export interface Bookable {
  festivalId: string;
  tournamentId: number;
  userId: number;
}

/** A festival with one tournament of unlimited seats, and a player. */
export async function createBookable(db: Db): Promise<Bookable> {
  const festivalId = `festival-${randomUUID()}`;
  await sql`INSERT INTO festivals (product_id, title, description, location, start_date, end_date)
            VALUES (${festivalId}, 'Recovery Open', 'x', 'Vienna', '2027-05-01', '2027-05-05')`.execute(db);
  const tournament = await sql<{ id: number }>`
    INSERT INTO tournaments (festival_id, title, date, buy_in_cents, available_seats)
    VALUES (${festivalId}, 'Main Event', '2027-05-02', 10000, 0) RETURNING id`.execute(db);
  const name = `p${randomUUID().slice(0, 8)}`;
  const user = await sql<{ id: number }>`
    INSERT INTO users (username, email, password_hash, referral_code)
    VALUES (${name}, ${`${name}@example.test`}, 'x', ${`REF-${name}`}) RETURNING id`.execute(db);
  return { festivalId, tournamentId: tournament.rows[0]!.id, userId: user.rows[0]!.id };
}

/**
 * Places `count` orders whose holds expired a minute ago, or expire `expiresInMs` from now
 * (`parallel` at a time); their delayed expiry jobs are lost, so only the sweep can fire them (or
 * give them their jobs back). Answers the order ids.
 */
export async function placeOverdueOrders(db: Db, bookable: Bookable, count: number, options: { parallel?: number; expiresInMs?: number } = {}): Promise<string[]> {
  const parallel = options.parallel ?? 8;
  const store = new EventStore({ db });
  const placedAt = new Date(Date.now() - 60_000 + (options.expiresInMs ?? -60_000));
  const deps = { store, queue: lostJobs, now: () => placedAt, maxRetries: 3, reactions: [orderingReactions({ publicUrl: 'http://localhost:3000', tripReminderHourUtc: 9, stock: createStock({ queue: lostJobs, followers: [] }) })] };
  const ids = Array.from({ length: count }, () => randomUUID());
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const orderId = ids[next++]!;
      await runOrderCommand(
        deps,
        orderId,
        {
          type: 'PlaceOrder',
          orderId,
          userId: bookable.userId,
          festival: { productId: bookable.festivalId, name: 'Recovery Open', location: 'Vienna', startDate: '2027-05-01', endDate: '2027-05-05' },
          room: null,
          seats: [{ id: bookable.tournamentId, title: 'Main Event', date: '2027-05-02', buyInCents: 10_000, currency: 'EUR', isPurchased: true }],
          extras: [],
          customer: { name: 'Rita Recovery', email: 'rita@example.test', phone: '+43 600 000 000', casinoDetails: null, emergencyContact: null, specialRequests: null, notes: null },
          clientTotalCents: 10_000,
          now: placedAt,
          holdMs: 60_000,
        },
        { actorId: null },
      );
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return ids;
}

/** Hold-expiry timers of these orders not fired yet. */
export async function unfiredHoldTimers(db: Db, orderIds: readonly string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const row = await db
    .selectFrom('scheduled_timers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', ORDER_HOLD_TIMER_KIND)
    .where('timer_key', 'in', orderIds)
    .where('fired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What the expiries did, per order: the number of OrderExpired and StockReleased events and of
 * seat holds still held. Each expired exactly once: 1, 1 and 0 for every order.
 */
export async function expiryEffects(db: Db, orderIds: readonly string[]): Promise<{ expiredOnce: number; releasedOnce: number; stillHeld: number; doubled: number }> {
  const streams = orderIds.map((id) => orderStream.format(id));
  const counts = await sql<{ stream_id: string; expired: string; released: string }>`
    SELECT stream_id,
           count(*) FILTER (WHERE event_type = 'OrderExpired') AS expired,
           count(*) FILTER (WHERE event_type = 'StockReleased') AS released
      FROM es_events WHERE stream_id = ANY(${streams}) GROUP BY stream_id`.execute(db);
  const held = await sql<{ n: string }>`SELECT count(*) AS n FROM stock_holds WHERE order_id = ANY(${orderIds}::uuid[]) AND released_at IS NULL`.execute(db);
  return {
    expiredOnce: counts.rows.filter((r) => Number(r.expired) === 1).length,
    releasedOnce: counts.rows.filter((r) => Number(r.released) === 1).length,
    stillHeld: Number(held.rows[0]!.n),
    doubled: counts.rows.filter((r) => Number(r.expired) > 1 || Number(r.released) > 1).length,
  };
}
