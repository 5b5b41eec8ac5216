import { expect } from 'vitest';
import type { SessionClient } from '../../../testing/session-client';
import type { TestApp } from '../../../testing/test-app';
import { TRIP_REMINDER_TIMER_KIND } from '../trip-reminder';
import type { BookableFestival } from '../../../testing/booking-fixture';
import { demoCard } from './demo-payments';

// The trip reminder as the tests look at it: its due row, and the reminder e-mails in the outbox.

export interface ReminderRow {
  dueAt: string;
  startDay: unknown;
  fired: boolean;
}

export async function reminderRow(t: TestApp, orderId: string): Promise<ReminderRow | null> {
  const row = await t.database.db
    .selectFrom('scheduled_timers')
    .select(['due_at', 'payload', 'fired_at'])
    .where('kind', '=', TRIP_REMINDER_TIMER_KIND)
    .where('timer_key', '=', orderId)
    .executeTakeFirst();
  return row ? { dueAt: row.due_at.toISOString(), startDay: row.payload.startDay, fired: row.fired_at !== null } : null;
}

/** The reminder e-mails of one booking: those its `trip_reminders` row names, and any other outbox row that looks like one. */
export async function reminderMails(t: TestApp, orderId: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'text_body', 'attachments'])
    .where('subject', 'like', 'Your trip to %')
    .where('text_body', 'like', `%order_id=${orderId}%`)
    .orderBy('id')
    .execute();
}

/** Seats only, no room: the paid Main Event (2027-06-03) and the High Roller reserved to pay at the venue (2027-06-05). */
export async function paidSeatsOnly(player: SessionClient, festival: BookableFestival): Promise<string> {
  const order = await player.post('/api/orders', {
    productId: festival.productId,
    totalPrice: 300,
    tournaments: [festival.paidTournamentId],
    reservedTournaments: [festival.reservedTournamentId],
    customerFullName: 'Lena Berger',
    customerEmail: 'lena.berger@example.com',
    customerPhone: '+43 660 7654321',
  });
  expect(order.statusCode, order.body).toBe(201);
  const orderId = String(order.json().id);
  const intent = await player.post('/api/create-payment-intent', { orderId, amount: 300 });
  expect(intent.statusCode, intent.body).toBe(201);
  const paid = await player.post('/api/payments/demo/confirm', { clientSecret: intent.json().clientSecret, ...demoCard('4242 4242 4242 4242') });
  expect(paid.json(), paid.body).toMatchObject({ status: 'succeeded' });
  return orderId;
}
