import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { removeExpiredSessionData } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

it('removes expired sessions and stale login-failure counters, keeping live ones', async () => {
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
      { account: 'old', failures: 3, first_failed: hoursAgo(48), locked_until: null },
      { account: 'recent', failures: 3, first_failed: hoursAgo(1), locked_until: null },
      { account: 'old-but-locked', failures: 5, first_failed: hoursAgo(48), locked_until: hoursAgo(-1) },
    ])
    .execute();
  await database.db
    .insertInto('idempotency_keys')
    .values([
      { user_id: 1, scope: 'orders', key: 'old', request_hash: 'h', status_code: 201, response: '{}', created_at: hoursAgo(25) },
      { user_id: 1, scope: 'orders', key: 'recent', request_hash: 'h', status_code: 201, response: '{}', created_at: hoursAgo(1) },
    ])
    .execute();
  await removeExpiredSessionData(database.db, now);
  expect((await database.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key)).toEqual(['recent']);
  expect((await database.db.selectFrom('http_sessions').select('sid').execute()).map((r) => r.sid)).toEqual(['live']);
  expect((await database.db.selectFrom('login_failures').select('account').orderBy('account').execute()).map((r) => r.account)).toEqual([
    'old-but-locked',
    'recent',
  ]);
});
