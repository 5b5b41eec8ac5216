import { expect } from 'vitest';
import { drainTimers, type TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../../testing/accounts';
import type { SessionClient } from '../../../testing/session-client';
import type { TestApp } from '../../../testing/test-app';
import { roomOnly, type BookableFestival } from '../../../testing/booking-fixture';

// A sold-out room type and its waiting list, driven through the API; timers fired by hand.

export interface Player {
  client: SessionClient;
  id: number;
  email: string;
}

export async function newPlayer(t: TestApp): Promise<Player> {
  const { client, id } = await loggedInAs(t, 'player');
  const user = await t.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  return { client, id, email: user.email };
}

/** A pending order for the room, answered 201; its id. */
export async function heldRoom(player: Player, festival: BookableFestival, over: Record<string, unknown> = {}): Promise<string> {
  const order = await player.client.post('/api/orders', { ...roomOnly(festival), ...over });
  expect(order.statusCode, order.body).toBe(201);
  return String(order.json().id);
}

export async function cancelOrder(player: Player, orderId: string): Promise<void> {
  const cancelled = await player.client.put(`/api/orders/${orderId}/status`, { status: 'cancelled' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
}

export async function join(player: Player, festival: BookableFestival): Promise<{ id: string; position: number }> {
  const joined = await player.client.post('/api/waiting-list', { accommodationId: festival.roomId, nights: 4 });
  expect(joined.statusCode, joined.body).toBe(201);
  return joined.json();
}

/** Fires every due timer, as the sweep does, until none is left. */
export async function drain(t: TestApp, handlers: Map<string, TimerHandler>, now: Date): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const report = await drainTimers(t.database.db, handlers, now);
    if (report.failed > 0) {
      const failing = await t.database.db.selectFrom('scheduled_timers').select(['kind', 'last_error']).where('last_error', 'is not', null).where('fired_at', 'is', null).where('kind', 'like', 'waiting-list%').execute();
      expect(failing).toEqual([]);
    }
    // other contexts' timers may fail here (no seller address for invoices): only the list's count
    if (report.fired === 0) return;
  }
}

export async function stockOf(t: TestApp, festival: BookableFestival): Promise<{ held: number; reserved: number }> {
  const row = await t.database.db.selectFrom('stock_levels').select(['held', 'reserved']).where('item_kind', '=', 'accommodation').where('item_id', '=', festival.roomId).executeTakeFirst();
  return { held: Number(row?.held ?? 0), reserved: Number(row?.reserved ?? 0) };
}

export async function openOffers(t: TestApp, festival: BookableFestival): Promise<{ offerId: string; userId: number }[]> {
  const rows = await t.database.db
    .selectFrom('waiting_list_offers')
    .select(['offer_id', 'user_id'])
    .where('item_kind', '=', 'accommodation')
    .where('item_id', '=', festival.roomId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ offerId: row.offer_id, userId: row.user_id }));
}

export async function offerMails(t: TestApp, to: string): Promise<{ subject: string; text: string }[]> {
  const rows = await t.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).where('subject', 'like', 'A % is free for you:%').orderBy('id').execute();
  return rows.map((row) => ({ subject: row.subject, text: row.text_body }));
}

export const leaveToken = (text: string) => /\/waiting-list\/leave\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
