import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { heldRoom, newPlayer } from './testing/waiting-list-fixture';

// One player joining many sold-out lists at once: the per-player limit is counted under a lock of
// the player's, so the joins racing each other cannot all see room for one more.

const LIMIT = 5;
const ITEMS = 15;

let t: TestApp;
let admin: SessionClient;

beforeAll(async () => {
  t = await createTestApp({ env: { WAITING_LIST_MAX_PER_USER: String(LIMIT) } });
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

/** `count` room types of one room each, in one festival, every room held by a buyer's order. */
async function soldOutRooms(count: number): Promise<number[]> {
  const festival: BookableFestival = await bookableFestival(admin, { rooms: 1 });
  const buyer = await newPlayer(t);
  const roomIds = [festival.roomId];
  for (let i = 1; i < count; i++) {
    const room = await admin.post('/api/admin/accommodations', {
      festivalId: festival.productId,
      hotelId: festival.hotelId,
      roomType: `Single Room ${i}`,
      description: 'A single room facing the yard',
      pricePerNight: 120,
      currency: 'EUR',
      availableRooms: 1,
      minStayDays: 1,
    });
    expect(room.statusCode, room.body).toBe(201);
    roomIds.push(Number(room.json().id));
  }
  for (const roomId of roomIds) await heldRoom(buyer, { ...festival, roomId });
  return roomIds;
}

describe('the waiting-list limit per player', () => {
  it(`lets exactly ${LIMIT} of ${ITEMS} joins by one player at once through, and refuses the rest with 409 waiting_list_limit`, async () => {
    const roomIds = await soldOutRooms(ITEMS);
    const player = await newPlayer(t);

    const answers = await Promise.all(roomIds.map((roomId) => player.client.post('/api/waiting-list', { accommodationId: roomId, nights: 4 })));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([refused.statusCode, refused.json().details?.reason], refused.body).toEqual([409, 'waiting_list_limit']);
    }
    const entries = await t.database.db.selectFrom('waiting_list_entries').select('entry_id').where('user_id', '=', player.id).where('status', '<>', 'done').execute();
    expect(entries).toHaveLength(LIMIT);
  });
});
