import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { EventStore, housekeepingOf, InProcessJobs } from '@pokerfest/infra';
import { testContextJobs } from './testing/context-jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

it('removes expired sessions, stale login-failure counters and old Idempotency-Key answers, keeping live ones', async () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  await database.db
    .insertInto('http_sessions')
    .values([
      { sid: 'expired', data: '{}', expires_at: hoursAgo(1), user_id: null },
      { sid: 'live', data: '{}', expires_at: hoursAgo(-1), user_id: null },
    ])
    .execute();
  await database.db
    .insertInto('login_failures')
    .values([
      { account: 'name:old', client: '10.0.0.1', failures: 3, first_failed: hoursAgo(48), locked_until: null },
      { account: 'name:old', client: '*', failures: 3, first_failed: hoursAgo(48), locked_until: null },
      { account: 'user:1', client: '10.0.0.1', failures: 3, first_failed: hoursAgo(1), locked_until: null },
      { account: 'user:1', client: '*', failures: 60, first_failed: hoursAgo(1), locked_until: null },
      { account: 'user:2', client: '10.0.0.2', failures: 5, first_failed: hoursAgo(48), locked_until: hoursAgo(-1) },
      { account: 'user:2', client: '10.0.0.3', failures: 5, first_failed: hoursAgo(48), locked_until: hoursAgo(2) },
    ])
    .execute();
  await database.db
    .insertInto('idempotency_keys')
    .values([
      { user_id: 1, scope: 'orders', key: 'old', request_hash: 'h', status_code: 201, response: '{}', created_at: hoursAgo(25) },
      { user_id: 1, scope: 'orders', key: 'recent', request_hash: 'h', status_code: 201, response: '{}', created_at: hoursAgo(1) },
    ])
    .execute();
  const queue = new InProcessJobs({ attempts: 1, backoffMs: 10, logger: { error: () => undefined } });
  await housekeepingOf(testContextJobs({ db: database.db, store: new EventStore({ db: database.db }), queue }))(now);
  await queue.close();
  expect((await database.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key)).toEqual(['recent']);
  expect((await database.db.selectFrom('http_sessions').select('sid').execute()).map((r) => r.sid)).toEqual(['live']);
  const counters = await database.db.selectFrom('login_failures').select(['account', 'client']).orderBy('account').orderBy('client').execute();
  expect(counters.map((r) => `${r.account} ${r.client}`)).toEqual(['user:1 *', 'user:1 10.0.0.1', 'user:2 10.0.0.2']);
});
