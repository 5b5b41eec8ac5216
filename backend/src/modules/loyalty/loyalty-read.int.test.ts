import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { loyaltyLedgerProjection } from '@pokerfest/projections';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { adjusted, readModelsCaughtUp, recordLedger } from './testing/ledger-fixture';

let t: TestApp;
let admin: { client: SessionClient; id: number };
let anna: { client: SessionClient; id: number };
let ben: { client: SessionClient; id: number };
let agent: SessionClient;
const linz = randomUUID();
const vienna = randomUUID();

const caughtUp = () => readModelsCaughtUp(t, [loyaltyLedgerProjection.name]);

beforeAll(async () => {
  t = await createTestApp();
  [admin, anna, ben] = [await loggedInAs(t, 'admin'), await loggedInAs(t, 'player'), await loggedInAs(t, 'player')];
  agent = (await loggedInAs(t, 'agent')).client;
  await recordLedger(
    t,
    anna.id,
    { type: 'BookingPointsPending', data: { orderId: linz, points: 83, festivalName: 'Linz Poker Open', dueAt: '2027-01-10T00:00:00.000Z' } },
    { type: 'BookingPointsPending', data: { orderId: vienna, points: 40, festivalName: 'Vienna Spring', dueAt: '2027-02-10T00:00:00.000Z' } },
    { type: 'BookingPointsEarned', data: { orderId: linz, points: 83, awardedAt: '2027-01-10T00:00:00.000Z' } },
    adjusted(450, 'Goodwill, "VIP" gesture\nsecond line', admin.id, '2027-01-15T23:59:59.000Z'),
    adjusted(-30, '=HYPERLINK("http://evil.example")', admin.id, '2027-01-31T12:00:00.000Z'),
  );
  await recordLedger(t, ben.id, adjusted(25, 'Welcome gift', admin.id, '2027-01-16T00:00:00.000Z'), adjusted(5, '@sum', admin.id, '2027-02-01T00:00:00.000Z'));
  await caughtUp();
});
afterAll(async () => t?.close());

describe('GET /api/loyalty/me', () => {
  it("answers the member's points, tier, pending points, rules and transactions newest first", async () => {
    const answer = await anna.client.get('/api/loyalty/me');
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json();
    expect(summary).toMatchObject({ points: 503, pendingPoints: 40, tier: 'VIP', pointsToNextTier: 0, rules: DEFAULT_LOYALTY_RULES });
    expect(summary.transactions.map((row: { points: number; source: string }) => [row.points, row.source])).toEqual([
      [-30, 'adjustment'],
      [450, 'adjustment'],
      [83, 'booking'],
    ]);
    expect(summary.transactions[2]).toMatchObject({ userId: anna.id, sourceId: linz, description: 'Booking at Linz Poker Open', createdAt: '2027-01-10T00:00:00.000Z' });
    expect((await anna.client.get('/api/user')).json()).toMatchObject({ loyaltyPoints: 503 });
  });

  it('counts the points still needed for VIP', async () => {
    expect((await ben.client.get('/api/loyalty/me')).json()).toMatchObject({ points: 30, pendingPoints: 0, tier: 'Standard', pointsToNextTier: 470 });
  });
});

describe('GET /api/admin/loyalty-transactions', () => {
  const audit = async (query: string) => {
    const answer = await admin.client.get(`/api/admin/loyalty-transactions?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('lists a member’s entries newest first with their username and the adjusting admin', async () => {
    const page = await audit(`userId=${anna.id}`);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(page.items[0]).toMatchObject({ userId: anna.id, username: expect.any(String), points: -30, source: 'adjustment', admin: { id: admin.id, username: expect.any(String) } });
    expect(page.items[2]).toMatchObject({ source: 'booking', sourceId: linz, admin: null });
  });

  it('filters by source and by a date range with both days included', async () => {
    const bookings = await audit(`userId=${anna.id}&source=booking`);
    expect(bookings.items.map((row: { sourceId: string }) => row.sourceId)).toEqual([linz]);
    const midJanuary = await audit('from=2027-01-15&to=2027-01-16&source=adjustment');
    expect(midJanuary.items.map((row: { points: number }) => row.points)).toEqual([25, 450]);
    const january = await audit(`from=2027-01-01&to=2027-01-31&userId=${ben.id}`);
    expect(january.total).toBe(1);
  });

  it('pages with the total of all matches', async () => {
    const first = await audit(`source=adjustment&pageSize=2&page=1`);
    const second = await audit(`source=adjustment&pageSize=2&page=2`);
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((row: { points: number }) => row.points)).toEqual([5, -30, 25, 450]);
  });

  it('refuses filters outside the contract', async () => {
    for (const query of ['source=bonus', 'from=15.01.2027', 'pageSize=501', 'page=0', 'userId=abc', 'sort=points']) {
      expect((await admin.client.get(`/api/admin/loyalty-transactions?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/loyalty-transactions.csv', () => {
  it('exports every matching entry as a quoted, formula-safe CSV attachment', async () => {
    const answer = await admin.client.get(`/api/admin/loyalty-transactions.csv?userId=${anna.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="loyalty-transactions.csv"');
    const [header, ...rows] = answer.body.split('\r\n');
    expect(header).toBe('id,createdAt,userId,username,points,source,sourceId,description,adminUsername');
    expect(rows.at(-1)).toBe('');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(new RegExp(`^\\d+,2027-01-31T12:00:00.000Z,${anna.id},\\w+,-30,adjustment,,"'=HYPERLINK\\(""http://evil.example""\\)",\\w+$`));
    expect(rows[1]).toContain(',450,adjustment,,"Goodwill, ""VIP"" gesture\nsecond line",');
    expect(rows[2]).toMatch(new RegExp(`,83,booking,${linz},Booking at Linz Poker Open,$`));
  });

  it('applies the same filters', async () => {
    const answer = await admin.client.get(`/api/admin/loyalty-transactions.csv?userId=${ben.id}&from=2027-02-01`);
    const rows = answer.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",5,adjustment,,'@sum,");
  });
});

describe('who may read loyalty', () => {
  const anonymous = () => new SessionClient(t.server);

  it('answers 401 to anonymous visitors on every loyalty read', async () => {
    for (const url of ['/api/loyalty/me', '/api/admin/loyalty-transactions', '/api/admin/loyalty-transactions.csv', '/api/agents/me/commissions']) {
      expect((await anonymous().get(url)).statusCode, url).toBe(401);
    }
  });

  it('keeps the audit to admins and the commissions to agents and admins', async () => {
    for (const client of [anna.client, agent]) {
      expect((await client.get('/api/admin/loyalty-transactions')).statusCode).toBe(403);
      expect((await client.get('/api/admin/loyalty-transactions.csv')).statusCode).toBe(403);
    }
    expect((await anna.client.get('/api/agents/me/commissions')).statusCode).toBe(403);
    expect((await agent.get('/api/agents/me/commissions')).statusCode).toBe(200);
    expect((await admin.client.get('/api/agents/me/commissions')).statusCode).toBe(200);
    expect((await agent.get('/api/loyalty/me')).statusCode).toBe(200);
  });
});
