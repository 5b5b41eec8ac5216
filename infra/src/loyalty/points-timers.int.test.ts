import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream, type OrderEvent } from '@pokerfest/domain';
import { EventStore } from '../event-store';
import { createTestDatabase, type TestDatabase } from '../testing/services';
import { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND, scheduleMissingBookingPoints } from './points-timers';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore({ db: database.db });
});
afterAll(async () => database?.close());

const placed = (orderId: string): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: 1,
    festival: { productId: 'linz-open', name: 'Linz Poker Open', location: 'Linz', startDate: '2027-06-01', endDate: '2027-06-07' },
    room: null,
    seats: [],
    extras: [],
    totalCents: 10_000,
    currency: 'EUR',
    placedAt: '2027-02-10T14:00:00.000Z',
    holdExpiresAt: '2027-02-10T14:15:00.000Z',
  },
});
const metadata = () => ({ correlationId: randomUUID(), causationId: null, actorId: null, occurredAt: '2027-02-10T14:05:00.000Z' });

describe('scheduleMissingBookingPoints', () => {
  it("writes both loyalty due rows of a confirmed order that has none, keyed by the order id of the stream's name", async () => {
    const orderId = randomUUID();
    await store.appendTo(orderStream, orderId, {
      expectedVersion: 0,
      events: [placed(orderId), { type: 'OrderConfirmed', data: { confirmedAt: '2027-02-10T14:05:00.000Z' } }],
      metadata: metadata(),
    });
    await scheduleMissingBookingPoints(database.db, null, new Date('2027-02-10T14:06:00.000Z'), 10_000);
    const rows = await database.db.selectFrom('scheduled_timers').select('kind').where('timer_key', '=', orderId).orderBy('kind').execute();
    expect(rows.map((row) => row.kind)).toEqual([LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND].sort());
    // scheduled now, so the next sweep finds nothing more for it
    await scheduleMissingBookingPoints(database.db, null, new Date('2027-02-10T14:07:00.000Z'), 10_000);
    expect(await database.db.selectFrom('scheduled_timers').select('kind').where('timer_key', '=', orderId).execute()).toHaveLength(2);
  });
});
