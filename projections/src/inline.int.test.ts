import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyStream, type LoyaltyEvent } from '@pokerfest/domain';
import { EventStore } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { inlineProjector } from './inline';
import { loyaltyLedgerProjection } from './loyalty-ledger/projection';
import { memberLedger } from './loyalty-ledger/query';
import { readCheckpoint } from './checkpoints';
import { rebuildProjection, type RunnerDeps } from './runner';
import { testMetadata } from './testing/fixtures';
import { caughtUpWithLog } from './testing/log-head';

let database: TestDatabase;
let inline: EventStore;
let plain: EventStore;
let deps: RunnerDeps;
let admin: number;

async function member(name: string): Promise<number> {
  const row = await database.db
    .insertInto('users')
    .values({ username: name, email: `${name}@example.com`, password_hash: 'x', referral_code: `${name.toUpperCase()}1234`, referred_by: null, loyalty_points: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const adjusted = (points: number): LoyaltyEvent => ({ type: 'PointsAdjusted', data: { points, reason: 'Test', adminId: admin, adjustedAt: new Date().toISOString() } });

async function record(store: EventStore, userId: number, ...events: LoyaltyEvent[]) {
  const version = (await store.readStream(loyaltyStream.format(userId))).length;
  return store.append({ streamId: loyaltyStream.format(userId), streamType: 'loyalty', expectedVersion: version, events, metadata: testMetadata() });
}

const balance = async (userId: number) =>
  (await database.db.selectFrom('users').select('loyalty_points').where('id', '=', userId).executeTakeFirstOrThrow()).loyalty_points;

beforeAll(async () => {
  database = await createTestDatabase();
  inline = new EventStore({ db: database.db, inline: inlineProjector([loyaltyLedgerProjection]) });
  plain = new EventStore({ db: database.db });
  deps = { db: database.db, batchSize: 100, now: () => new Date() };
  admin = await member('admin');
});
afterAll(async () => database?.close());

describe('inline projections (0022)', () => {
  it('names the projections it keeps in step', () => {
    expect(inline.inlineProjections).toEqual(['loyalty-ledger']);
    expect(plain.inlineProjections).toEqual([]);
  });

  it('shows an append in the read model as soon as it commits; the runner then adds nothing', async () => {
    const anna = await member('anna');
    const appended = await record(inline, anna, adjusted(120), adjusted(-20));
    expect(await balance(anna)).toBe(100);
    expect((await memberLedger(database.db, anna)).transactions).toHaveLength(2);

    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    expect(await balance(anna)).toBe(100);
    expect((await memberLedger(database.db, anna)).transactions).toHaveLength(2);
    // the checkpoint still moves past the events: waiting readers and rebuilds work as before
    expect(BigInt((await readCheckpoint(database.db, loyaltyLedgerProjection.name)).globalPosition)).toBeGreaterThanOrEqual(BigInt(appended.position.globalPosition));
  });

  it('brings a read model that is behind (events appended without the hook) up to date from the stream', async () => {
    const ben = await member('ben');
    await record(plain, ben, adjusted(10));
    await record(plain, ben, adjusted(5));
    expect(await balance(ben)).toBe(0);
    await record(inline, ben, adjusted(1));
    expect(await balance(ben)).toBe(16);
    expect((await memberLedger(database.db, ben)).transactions.map((entry) => entry.points).sort((a, b) => a - b)).toEqual([1, 5, 10]);
    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    expect(await balance(ben)).toBe(16);
  });

  it('skips what the read model already has when the runner brings older events late', async () => {
    const cleo = await member('cleo');
    await record(plain, cleo, adjusted(7));
    const late = await plain.readStream(loyaltyStream.format(cleo));
    await record(inline, cleo, adjusted(3));
    // a runner that read the first event before the inline append committed applies it afterwards
    await database.db.transaction().execute((trx) => loyaltyLedgerProjection.apply({ trx, schedule: async () => undefined }, late));
    expect(await balance(cleo)).toBe(10);
    const version = await database.db.selectFrom('loyalty_ledger_versions').select('last_version').where('user_id', '=', cleo).executeTakeFirstOrThrow();
    expect(version.last_version).toBe(2);
  });

  it('leaves the read model alone when the append rolls back', async () => {
    const dora = await member('dora');
    await expect(
      inline.append({
        streamId: loyaltyStream.format(dora),
        streamType: 'loyalty',
        expectedVersion: 0,
        events: [adjusted(50)],
        metadata: testMetadata(),
        alsoWrite: async () => {
          throw new Error('sold out');
        },
      }),
    ).rejects.toThrow('sold out');
    expect(await balance(dora)).toBe(0);
    expect((await memberLedger(database.db, dora)).transactions).toHaveLength(0);
  });

  it('builds what a rebuild from the log builds', async () => {
    await caughtUpWithLog(deps, loyaltyLedgerProjection);
    const snapshot = async () => ({
      balances: await database.db.selectFrom('users').select(['id', 'loyalty_points']).orderBy('id').execute(),
      transactions: await database.db.selectFrom('loyalty_transactions').select(['user_id', 'points', 'event_id']).orderBy('event_id').execute(),
      versions: await database.db.selectFrom('loyalty_ledger_versions').selectAll().orderBy('user_id').execute(),
    });
    const incremental = await snapshot();
    await rebuildProjection(deps, loyaltyLedgerProjection);
    expect(await snapshot()).toEqual(incremental);
  });
});
