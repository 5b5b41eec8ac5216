import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAs } from '../../testing/accounts';
import type { SessionClient } from '../../testing/session-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bookableFestival } from '../../testing/booking-fixture';
import { cancelOrder, heldRoom, join, newPlayer, stockOf } from './testing/waiting-list-fixture';

// A room type players wait for is not deleted: their entries and the unit set aside for them would
// point at nothing, and they could neither leave nor be offered anything.

let t: TestApp;
let admin: SessionClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loggedInAs(t, 'admin')).client;
});
afterAll(async () => t?.close());

describe('deleting a room type with a waiting list', () => {
  it('is refused with 409 has_waiting_list while a player waits, even once the last booking is gone', async () => {
    const festival = await bookableFestival(admin, { rooms: 1, seats: 3 });
    const buyer = await newPlayer(t);
    const orderId = await heldRoom(buyer, festival);
    await join(await newPlayer(t), festival);
    await cancelOrder(buyer, orderId);
    expect(await stockOf(t, festival)).toEqual({ held: 0, reserved: 1 });

    const refused = await admin.request({ method: 'DELETE', url: `/api/admin/accommodations/${festival.roomId}` });
    expect([refused.statusCode, refused.json().details?.reason]).toEqual([409, 'has_waiting_list']);
    expect(await t.database.db.selectFrom('accommodations').select('id').where('id', '=', festival.roomId).execute()).toHaveLength(1);
    expect(await stockOf(t, festival)).toEqual({ held: 0, reserved: 1 });
  });
});
