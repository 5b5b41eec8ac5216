import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import { bookableFestival, roomOnly } from '../../testing/booking-fixture';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 30, ADR 0039: a placement the sold-out memo refuses is answered before the rate limiter counts it (a
// Redis round trip with REDIS_URL), and costs the player none of the budget; every other placement
// is counted as before, and refused 429 past ORDER_RATE_LIMIT_MAX.

let t: TestApp;
let admin: SessionClient;

beforeAll(async () => {
  // one placement of an item at a time: the order the line lets them through in is known
  t = await createTestApp({ env: { ORDER_RATE_LIMIT_MAX: '2', SOLD_OUT_MEMO_MS: '5000', ORDER_LINE_PER_ITEM: '1' } });
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

describe('the order rate limit beside the sold-out memo', () => {
  it('answers a remembered sold-out item 409 without counting it, and still counts and limits the other placements', async () => {
    const [soldOut, open] = await Promise.all([bookableFestival(admin, { rooms: 1 }), bookableFestival(admin, { rooms: 10 })]);
    const [holder, buyer] = await Promise.all([loggedInAs(t, 'player'), loggedInAs(t, 'player')]);
    expect((await holder.client.post('/api/orders', roomOnly(soldOut))).statusCode).toBe(201);

    // counted (1 of 2): this one reads the counters, and the memo learns the room is sold out
    const first = await buyer.client.post('/api/orders', roomOnly(soldOut));
    expect(first.statusCode).toBe(409);
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await buyer.client.post('/api/orders', roomOnly(soldOut));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(first.json());
      expect(refused.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    // counted (2 of 2), then over the limit
    const placed = await buyer.client.post('/api/orders', roomOnly(open));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.headers['x-ratelimit-remaining']).toBe('0');
    expect((await buyer.client.post('/api/orders', roomOnly(open))).statusCode).toBe(429);
  });

  it('counts a rush only where it reaches the database: those refused in the line once the memo knows spend nothing', async () => {
    const festival = await bookableFestival(admin, { rooms: 1 });
    const { client } = await loggedInAs(t, 'player');
    // all of them pass the early check before the first commits, then wait in the item's line
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post('/api/orders', roomOnly(festival))));
    const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
    // the winner (1 of 2) and the first behind it, which reads the counters (2 of 2); the ten after
    // them are refused from the memo, not 429
    expect(statuses).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
    expect(answers.filter((answer) => answer.headers['x-ratelimit-remaining'] !== undefined)).toHaveLength(2);
  });
});
