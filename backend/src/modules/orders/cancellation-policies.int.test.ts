import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_POLICY, policySentences, type CancellationPolicy } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { appWithAdminPerFile } from '../admin/testing/admin-app';
import { policyInForce } from './cancellation-policies';

// The cancellation policy's calls on a real database: the default until an admin saves one, every
// save a new version seen at once by anyone, and nothing stored from a refused edit.

const app = appWithAdminPerFile();
const ADMIN_URL = '/api/admin/settings/cancellation-policy';
const all = (value: number) => ({ hotel: value, tournaments: value, extras: value });

const threeTiers: CancellationPolicy = {
  tiers: [
    { minDays: 30, maxDays: null, refundPercent: all(100) },
    { minDays: 7, maxDays: 29, refundPercent: { hotel: 50, tournaments: 100, extras: 0 } },
    { minDays: 0, maxDays: 6, refundPercent: all(0) },
  ],
};
const lateHalf: CancellationPolicy = { tiers: [DEFAULT_CANCELLATION_POLICY.tiers[0]!, { minDays: 0, maxDays: 13, refundPercent: all(50) }] };

const storedVersions = async () => (await app.t.database.db.selectFrom('cancellation_policies').select('id').execute()).length;
const anonymousView = async () => (await new SessionClient(app.t.server).get('/api/cancellation-policy')).json();

describe('the cancellation policy', () => {
  it('is the default, unversioned, while none was saved', async () => {
    expect(await storedVersions()).toBe(0);
    expect(await anonymousView()).toEqual({ version: null, policy: DEFAULT_CANCELLATION_POLICY, sentences: policySentences(DEFAULT_CANCELLATION_POLICY) });
    expect((await app.admin.get(ADMIN_URL)).json()).toMatchObject({ version: null, policy: DEFAULT_CANCELLATION_POLICY });
    expect(await policyInForce(app.t.database.db)).toEqual({ version: null, policy: DEFAULT_CANCELLATION_POLICY });
  });

  it('is what an admin saved, seen at once by an anonymous visitor, each save a higher version', async () => {
    const first = await app.admin.put(ADMIN_URL, threeTiers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: expect.any(Number), policy: threeTiers, sentences: policySentences(threeTiers) });
    expect(await anonymousView()).toEqual(first.json());

    const second = await app.admin.put(ADMIN_URL, lateHalf);
    expect(second.json().version).toBeGreaterThan(first.json().version);
    const seen = await anonymousView();
    expect(seen).toEqual({ version: second.json().version, policy: lateHalf, sentences: policySentences(lateHalf) });
    expect(seen.sentences).toContain("Cancellations less than 14 days before the festival's first day are refunded at 50%.");
    await expect(policyInForce(app.t.database.db)).resolves.toEqual({ version: second.json().version, policy: lateHalf });
  });

  it('reads inside a transaction, and falls back to the default when the newest row no longer fits the schema', async () => {
    const inTrx = await app.t.database.db.transaction().execute(async (trx) => policyInForce(trx));
    expect(inTrx.policy).toEqual(lateHalf);
    await app.t.database.db.transaction().execute(async (trx) => {
      const broken = await trx.insertInto('cancellation_policies').values({ policy: JSON.stringify({ tiers: [] }), created_by: null }).returning('id').executeTakeFirstOrThrow();
      expect(await policyInForce(trx)).toEqual({ version: null, policy: DEFAULT_CANCELLATION_POLICY });
      // the broken row goes again: the later tests see the admin's last save
      await trx.deleteFrom('cancellation_policies').where('id', '=', broken.id).execute();
    });
  });

  it('is closed to players (403) and anonymous visitors (401) for reading and saving in Settings', async () => {
    const before = await storedVersions();
    const { client: player } = await loggedInAs(app.t, 'player');
    expect((await player.get(ADMIN_URL)).statusCode).toBe(403);
    expect((await player.put(ADMIN_URL, DEFAULT_CANCELLATION_POLICY)).statusCode).toBe(403);
    const anonymous = new SessionClient(app.t.server);
    expect((await anonymous.get(ADMIN_URL)).statusCode).toBe(401);
    expect((await anonymous.put(ADMIN_URL, DEFAULT_CANCELLATION_POLICY)).statusCode).toBe(401);
    expect(await storedVersions()).toBe(before);
  });

  it('refuses overlapping tiers, missing days, 101 %, fractions, text and too many tiers with a 400 naming the issue, storing nothing', async () => {
    const before = await storedVersions();
    const inForce = await anonymousView();
    const bad: Array<[string, unknown, RegExp]> = [
      ['overlap', { tiers: [DEFAULT_CANCELLATION_POLICY.tiers[0], { minDays: 0, maxDays: 20, refundPercent: all(0) }] }, /overlaps tier 1/],
      ['missing days', { tiers: [DEFAULT_CANCELLATION_POLICY.tiers[0], { minDays: 0, maxDays: 10, refundPercent: all(0) }] }, /leaves days missing/],
      ['last tier not at 0', { tiers: [{ minDays: 5, maxDays: null, refundPercent: all(100) }] }, /must reach 0 days/],
      ['101 %', { tiers: [{ minDays: 0, maxDays: null, refundPercent: all(101) }] }, /0 to 100/],
      ['a fraction', { tiers: [{ minDays: 0, maxDays: null, refundPercent: all(50.5) }] }, /whole number/],
      ['text', { tiers: [{ minDays: '0\u0000', maxDays: null, refundPercent: all(100) }] }, /./],
      ['no tiers', { tiers: [] }, /at least one tier/],
      ['10 000 tiers', { tiers: Array.from({ length: 10_000 }, (_, i) => ({ minDays: i, maxDays: i, refundPercent: all(0) })) }, /at most 10 tiers/],
    ];
    for (const [label, body, message] of bad) {
      const response = await app.admin.put(ADMIN_URL, body);
      expect(response.statusCode, label).toBe(400);
      const answer = response.json();
      expect(answer.error, label).toBe('Invalid body');
      expect(answer.details.map((issue: { message: string }) => issue.message).join(' | '), label).toMatch(message);
    }
    expect(await storedVersions()).toBe(before);
    expect(await anonymousView()).toEqual(inForce);
  });
});
