import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStream, type OrderEvent } from '@pokerfest/domain';
import { EventStore } from '@pokerfest/infra';
import { copyBookingsFromLog as backfillLoyaltyBookings } from '@pokerfest/infra/db/migrations/2026-11-24T0200-loyalty-bookings';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { loyaltyBooking } from './bookings';
import { LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND, scheduleMissingBookingPoints } from './points-timers';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore({ db: database.db });
});
afterAll(async () => database?.close());

const placed = (orderId: string, userId = 1): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId,
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
const confirmed: OrderEvent = { type: 'OrderConfirmed', data: { confirmedAt: '2027-02-10T14:05:00.000Z' } };
const metadata = () => ({ correlationId: randomUUID(), causationId: null, actorId: null, occurredAt: '2027-02-10T14:05:00.000Z' });

/** Orders appended straight to the store (no reactions ran), as orders confirmed before loyalty kept its own record. */
async function appendOrder(orderId: string, events: OrderEvent[]): Promise<void> {
  await store.appendTo(orderStream, orderId, { expectedVersion: 0, events, metadata: metadata() });
}

describe("loyalty's record of bookings, copied from the log by its migration", () => {
  it("holds each earlier order's member, total, day and how it stands, and the first confirmation's place in the log", async () => {
    const [confirmedId, pendingId, cancelledId] = [randomUUID(), randomUUID(), randomUUID()];
    await appendOrder(confirmedId, [placed(confirmedId, 7), confirmed]);
    await appendOrder(pendingId, [placed(pendingId, 7)]);
    await appendOrder(cancelledId, [placed(cancelledId, 7), confirmed, { type: 'OrderCancelled', data: { reason: 'x', cancelledAt: '2027-02-11T00:00:00.000Z' } }]);
    await backfillLoyaltyBookings(database.db);
    expect(await loyaltyBooking(database.db, confirmedId)).toEqual({
      orderId: confirmedId,
      userId: 7,
      festivalName: 'Linz Poker Open',
      totalCents: 10_000,
      checkInDay: '2027-06-01',
      status: 'confirmed',
      // orders from before payment plans were paid in full
      balanceCents: 0,
    });
    expect((await loyaltyBooking(database.db, pendingId)).status).toBe('pending');
    expect((await loyaltyBooking(database.db, cancelledId)).status).toBe('cancelled');
    const positions = await database.db.selectFrom('loyalty_bookings').select(['order_id', 'confirmed_position']).where('user_id', '=', 7).execute();
    expect(positions.find((row) => row.order_id === pendingId)?.confirmed_position).toBeNull();
    expect(positions.find((row) => row.order_id === confirmedId)?.confirmed_position).not.toBeNull();
  });
});

describe('scheduleMissingBookingPoints', () => {
  it('writes both loyalty due rows of a confirmed booking that has none', async () => {
    const orderId = randomUUID();
    await appendOrder(orderId, [placed(orderId), confirmed]);
    await backfillLoyaltyBookings(database.db);
    await scheduleMissingBookingPoints(database.db, null, new Date('2027-02-10T14:06:00.000Z'), 10_000);
    const rows = await database.db.selectFrom('scheduled_timers').select('kind').where('timer_key', '=', orderId).orderBy('kind').execute();
    expect(rows.map((row) => row.kind)).toEqual([LOYALTY_AWARD_TIMER_KIND, LOYALTY_PROMISE_TIMER_KIND].sort());
    // scheduled now, so the next sweep finds nothing more for it
    await scheduleMissingBookingPoints(database.db, null, new Date('2027-02-10T14:07:00.000Z'), 10_000);
    expect(await database.db.selectFrom('scheduled_timers').select('kind').where('timer_key', '=', orderId).execute()).toHaveLength(2);
  });
});
