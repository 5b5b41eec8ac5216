import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { loadLedgerState } from './ledger-commands';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ledgerEvents } from './testing/loyalty-fixture';

let t: TestApp;
let admin: { client: SessionClient; id: number };
let member: { client: SessionClient; id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInAs(t, 'admin');
  member = await loggedInAs(t, 'player');
});
afterAll(async () => t?.close());

const adjust = (client: SessionClient, userId: number, body: unknown) => client.patch(`/api/admin/users/${userId}/loyalty-points`, body);

describe('PATCH /api/admin/users/{userId}/loyalty-points', () => {
  it('adds points, then takes some away, answering the balance from the ledger', async () => {
    const added = await adjust(admin.client, member.id, { points: 120, reason: 'Welcome back gift' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toStrictEqual({ userId: member.id, loyaltyPoints: 120 });

    const taken = await adjust(admin.client, member.id, { points: -45, reason: '  Duplicate award  ' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toStrictEqual({ userId: member.id, loyaltyPoints: 75 });

    expect(await ledgerEvents(t.store, member.id)).toStrictEqual([
      { type: 'PointsAdjusted', data: { points: 120, reason: 'Welcome back gift', adminId: admin.id, adjustedAt: expect.any(String) } },
      { type: 'PointsAdjusted', data: { points: -45, reason: 'Duplicate award', adminId: admin.id, adjustedAt: expect.any(String) } },
    ]);
    const [stored] = await t.store.readStream(`loyalty-${member.id}`);
    expect(stored?.metadata).toMatchObject({ actorId: String(admin.id) });
    expect((await loadLedgerState(t.store, member.id)).balance).toBe(75);
  });

  it('accepts the points as the number field sends them, as text', async () => {
    const other = await loggedInAs(t, 'player');
    const answer = await adjust(admin.client, other.id, { points: '15', reason: 'Survey' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toStrictEqual({ userId: other.id, loyaltyPoints: 15 });
  });

  it('refuses to take the balance below zero with 409, and the ledger stays as it was', async () => {
    const other = await loggedInAs(t, 'player');
    await adjust(admin.client, other.id, { points: 30, reason: 'Start' });
    const refused = await adjust(admin.client, other.id, { points: -31, reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toStrictEqual({
      error: 'This would take the balance below zero: the member has 30 points.',
      details: { reason: 'balance_below_zero', balance: 30 },
    });
    expect(await ledgerEvents(t.store, other.id)).toHaveLength(1);
    expect((await loadLedgerState(t.store, other.id)).balance).toBe(30);
  });

  it.each([
    ['an empty reason', { points: 10, reason: '' }, 'Please provide a reason for updating loyalty points.'],
    ['a blank reason', { points: 10, reason: '   ' }, 'Please provide a reason for updating loyalty points.'],
    ['no reason', { points: 10 }, 'Please provide a reason for updating loyalty points.'],
    ['text for points', { points: 'ten', reason: 'Gift' }, 'Please enter a valid number for loyalty points.'],
    ['a boolean for points', { points: true, reason: 'Gift' }, 'Please enter a valid number for loyalty points.'],
    ['no points', { reason: 'Gift' }, 'Please enter a valid number for loyalty points.'],
    ['a fraction of a point', { points: 2.5, reason: 'Gift' }, 'Please enter a valid number for loyalty points.'],
    ['zero points', { points: 0, reason: 'Gift' }, 'An adjustment must add or remove at least one point'],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const other = await loggedInAs(t, 'player');
    const refused = await adjust(admin.client, other.id, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toContainEqual(expect.objectContaining({ message }));
    expect(await ledgerEvents(t.store, other.id)).toStrictEqual([]);
  });

  it('answers 404 for an unknown user, and writes no ledger for them', async () => {
    const missing = await adjust(admin.client, 987_654, { points: 10, reason: 'Gift' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toStrictEqual({ error: 'User not found' });
    expect(await ledgerEvents(t.store, 987_654)).toStrictEqual([]);
  });

  it('is for admins only: 403 for a player or an agent, 401 for a visitor', async () => {
    const agent = await loggedInAs(t, 'agent');
    for (const client of [member.client, agent.client]) {
      expect((await adjust(client, member.id, { points: 500, reason: 'Myself' })).statusCode).toBe(403);
    }
    expect((await adjust(new SessionClient(t.server), member.id, { points: 500, reason: 'Anyone' })).statusCode).toBe(401);
    expect((await loadLedgerState(t.store, member.id)).balance).toBe(75);
  });
});

describe('GET /api/loyalty/config', () => {
  it('answers the rules as loyalty_config holds them, to anyone, a missing key keeping its default', async () => {
    const visitor = new SessionClient(t.server);
    expect((await visitor.get('/api/loyalty/config')).json()).toStrictEqual(DEFAULT_LOYALTY_RULES);

    await t.database.db.updateTable('loyalty_config').set({ value: 12 }).where('key', '=', 'earn_rate_percent').execute();
    await t.database.db.deleteFrom('loyalty_config').where('key', '=', 'vip_threshold_points').execute();
    const answer = await visitor.get('/api/loyalty/config');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toStrictEqual({ ...DEFAULT_LOYALTY_RULES, earnRatePercent: 12 });
  });
});
