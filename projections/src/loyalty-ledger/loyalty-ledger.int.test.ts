import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyStream, type LoyaltyEvent } from '@pokerfest/domain';
import { EventStore, readAllAfter, START } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { rebuildProjection, type RunnerDeps } from '../runner';
import { testMetadata } from '../testing/fixtures';
import { caughtUpWithLog } from '../testing/log-head';
import { loyaltyLedgerProjection } from './projection';
import { memberLedger } from './query';

let database: TestDatabase;
let store: EventStore;
let deps: RunnerDeps;

async function member(name: string, points = 0): Promise<number> {
  const row = await database.db
    .insertInto('users')
    .values({ username: name, email: `${name}@example.com`, password_hash: 'x', referral_code: `${name.toUpperCase()}1234`, referred_by: null, loyalty_points: points })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function record(userId: number, ...events: LoyaltyEvent[]): Promise<void> {
  const version = (await store.readStream(loyaltyStream.format(userId))).length;
  await store.append({ streamId: loyaltyStream.format(userId), streamType: 'loyalty', expectedVersion: version, events, metadata: testMetadata() });
}

const transactions = (userId?: number) => {
  let query = database.db.selectFrom('loyalty_transactions').select(['user_id', 'points', 'source', 'source_id', 'description', 'admin_id', 'event_id', 'created_at']);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('created_at').orderBy('event_id').execute();
};
const balances = () => database.db.selectFrom('users').select(['id', 'loyalty_points']).orderBy('id').execute();
const pending = () => database.db.selectFrom('loyalty_pending_points').selectAll().orderBy('order_id').execute();

const linz = randomUUID();
const vienna = randomUUID();
let anna: number;
let ben: number;
let admin: number;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore({ db: database.db });
  // small batches, so one member's events are split across batches
  deps = { db: database.db, batchSize: 2, now: () => new Date() };
  [anna, ben, admin] = [await member('anna'), await member('ben'), await member('admin')];
});
afterAll(async () => database?.close());

describe('loyalty ledger projection', () => {
  it('keeps pending points out of the balance until they are earned', async () => {
    await record(
      anna,
      { type: 'BookingPointsPending', data: { orderId: linz, points: 83, festivalName: 'Linz Poker Open', dueAt: '2027-06-01T00:00:00.000Z' } },
      { type: 'BookingPointsPending', data: { orderId: vienna, points: 40, festivalName: 'Vienna Spring', dueAt: '2027-03-12T00:00:00.000Z' } },
    );
    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    expect(await memberLedger(database.db, anna)).toEqual({ points: 0, pendingPoints: 123, transactions: [] });
  });

  it('lists earned, referral, adjustment and reversal entries, and keeps the balance their sum', async () => {
    await record(anna, { type: 'BookingPointsEarned', data: { orderId: linz, points: 83, awardedAt: '2027-06-01T00:05:00.000Z' } });
    await record(anna, { type: 'ReferralBonusAwarded', data: { referredUserId: ben, referredUsername: 'ben', orderId: randomUUID(), points: 50, awardedAt: '2027-06-02T09:00:00.000Z' } });
    await record(anna, { type: 'PointsAdjusted', data: { points: -30, reason: 'Duplicate bonus', adminId: admin, adjustedAt: '2027-06-03T10:00:00.000Z' } });
    await record(anna, { type: 'BookingPointsReversed', data: { orderId: vienna, points: 40, reason: 'Order cancelled', reversedAt: '2027-06-04T11:00:00.000Z' } });
    await record(ben, { type: 'PointsAdjusted', data: { points: 25, reason: 'Welcome gift', adminId: admin, adjustedAt: '2027-06-05T12:00:00.000Z' } });
    await caughtUpWithLog(deps, loyaltyLedgerProjection);

    const ledger = await memberLedger(database.db, anna);
    expect(ledger.points).toBe(103);
    expect(ledger.pendingPoints).toBe(0);
    expect(ledger.transactions.map(({ points, source, sourceId, description }) => ({ points, source, sourceId, description }))).toEqual([
      { points: 0, source: 'reversal', sourceId: vienna, description: '40 pending points for the booking at Vienna Spring dropped: Order cancelled' },
      { points: -30, source: 'adjustment', sourceId: null, description: 'Duplicate bonus' },
      { points: 50, source: 'referral', sourceId: expect.any(String), description: 'Referral bonus: ben made a first booking' },
      { points: 83, source: 'booking', sourceId: linz, description: 'Booking at Linz Poker Open' },
    ]);
    expect(ledger.transactions[0]!.createdAt).toBe('2027-06-04T11:00:00.000Z');
    expect((await transactions(anna)).find((row) => row.source === 'adjustment')?.admin_id).toBe(admin);
    expect(await memberLedger(database.db, ben)).toMatchObject({ points: 25, pendingPoints: 0 });
  });

  it('changes nothing when a batch is applied again', async () => {
    const batch = await readAllAfter(database.db, START, 1000);
    const before = { rows: await transactions(), users: await balances(), pending: await pending() };
    await database.db.transaction().execute((trx) => loyaltyLedgerProjection.apply({ trx, schedule: async () => undefined }, batch));
    // the same events again, one member's stream at a time and out of their batches
    for (const event of batch) await database.db.transaction().execute((trx) => loyaltyLedgerProjection.apply({ trx, schedule: async () => undefined }, [event]));
    expect({ rows: await transactions(), users: await balances(), pending: await pending() }).toEqual(before);
  });

  it('rebuilds to exactly the live read model, resetting balances without deleting members', async () => {
    await record(ben, { type: 'BookingPointsPending', data: { orderId: randomUUID(), points: 12, festivalName: 'Prague Autumn', dueAt: '2027-09-17T00:00:00.000Z' } });
    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    const live = { rows: await transactions(), users: await balances(), pending: await pending() };
    // a balance the log does not explain (written by hand) is reset by the rebuild
    const stray = await member('carla', 70);
    await database.db.updateTable('users').set({ loyalty_points: 999 }).where('id', '=', anna).execute();

    await rebuildProjection(deps, loyaltyLedgerProjection);
    const rebuilt = { rows: await transactions(), users: await balances(), pending: await pending() };
    expect(rebuilt.rows).toEqual(live.rows);
    expect(rebuilt.pending).toEqual(live.pending);
    expect(rebuilt.users).toEqual([...live.users, { id: stray, loyalty_points: 0 }]);
  });

  it("follows a changed booking's re-stated promise in the pending figure, live and rebuilt", async () => {
    const prague = randomUUID();
    const before = (await memberLedger(database.db, ben)).pendingPoints;
    await record(ben, { type: 'BookingPointsPending', data: { orderId: prague, points: 30, festivalName: 'Prague Spring', dueAt: '2027-04-01T00:00:00.000Z' } });
    await record(ben, { type: 'BookingPointsRestated', data: { orderId: prague, points: 21, previousPoints: 30, dueAt: '2027-04-02T00:00:00.000Z', restatedAt: '2027-03-01T10:00:00.000Z' } });
    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    expect((await memberLedger(database.db, ben)).pendingPoints).toBe(before + 21);
    expect((await pending()).find((row) => row.order_id === prague)).toMatchObject({ points: 21, due_at: new Date('2027-04-02T00:00:00.000Z') });
    const live = await pending();
    await rebuildProjection(deps, loyaltyLedgerProjection);
    expect(await pending()).toEqual(live);
  });
});
