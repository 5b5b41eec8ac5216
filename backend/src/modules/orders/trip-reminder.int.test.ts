import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireTimer, writeDueRow, type StoredAttachment, type TimerHandler } from '@pokerfest/infra';
import { loggedInAs } from '../../testing/accounts';
import { SessionClient } from '../../testing/session-client';
import type { TestApp } from '../../testing/test-app';
import type { BookableFestival } from '../../testing/booking-fixture';
import { festivalApp } from './testing/festival-app';
import { confirm, paidOrder, payDue, quote } from './testing/change-fixture';
import { paidSeatsOnly, reminderMails, reminderRow } from './testing/trip-reminders';
import { reminderTimer, TRIP_REMINDER_TIMER_KIND } from './trip-reminder';
import { sendTripReminder } from './trip-reminder-sending';

// The reminder e-mail before the trip: a durable timer armed with the confirmation (7 days before
// the trip's first day at TRIP_REMINDER_HOUR_UTC, 09:00 by default), moved when a change moves that
// day, dropped with a cancellation, and sent once however often it fires. The fixture's festival
// starts on 2027-06-01 (so does the full order's stay); the clock is the test's.

const BOOKED_AT = new Date('2027-05-01T10:00:00.000Z');
const WEEK_BEFORE = '2027-05-25T09:00:00.000Z';

let clock = BOOKED_AT;
let t: TestApp;
let admin: SessionClient;
let player: SessionClient;
let festival: BookableFestival;
let handlers: Map<string, TimerHandler>;

beforeAll(async () => {
  ({ t, admin, player, festival, handlers } = await festivalApp({ now: () => clock, rooms: 30 }));
});
afterAll(async () => t?.close());

const fire = (orderId: string, at: Date) => fireTimer(t.database.db, handlers, { kind: TRIP_REMINDER_TIMER_KIND, key: orderId }, at);
const sentReminders = (orderId: string) => t.database.db.selectFrom('trip_reminders').selectAll().where('order_id', '=', orderId).execute();
const reminderDeps = () => ({ store: t.store, queue: t.queue, config: t.config, now: () => clock });

async function atClock<T>(at: Date, work: () => Promise<T>): Promise<T> {
  clock = at;
  try {
    return await work();
  } finally {
    clock = BOOKED_AT;
  }
}

interface CalendarEvent {
  summary: string;
  start: string;
}

function calendarEvents(attachment: StoredAttachment): CalendarEvent[] {
  if (!('contentBase64' in attachment)) throw new Error('the calendar file is inline');
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(attachment.contentBase64, 'base64').toString('utf8')));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { summary: event.summary, start: event.startDate.toString() };
  });
}

describe('the reminder timer', () => {
  it('is armed by the confirmation a week before check-in, at 09:00 UTC, for the trip it was armed for', async () => {
    const orderId = await paidOrder(player, festival);
    expect(await reminderRow(t, orderId)).toEqual({ dueAt: WEEK_BEFORE, startDay: '2027-06-01', fired: false });
  });

  it('is not armed when its moment has passed at the confirmation', async () => {
    const orderId = await atClock(new Date('2027-05-28T08:00:00.000Z'), () => paidOrder(player, festival));
    expect(await reminderRow(t, orderId)).toBeNull();
  });

  it('stays when a change adds nights (the first day is the same), and moves when a change moves the first day', async () => {
    const stay = await paidOrder(player, festival);
    const longer = await quote(player, stay, { nights: 5 });
    await confirm(player, stay, longer.quoteId);
    await payDue(player, stay, longer.due);
    expect((await player.get(`/api/orders/${stay}`)).json()).toMatchObject({ nights: 5 });
    expect(await reminderRow(t, stay)).toEqual({ dueAt: WEEK_BEFORE, startDay: '2027-06-01', fired: false });

    // seats only: the trip starts with the Main Event (06-03); without it, with the High Roller (06-05)
    const seats = await paidSeatsOnly(player, festival);
    expect(await reminderRow(t, seats)).toEqual({ dueAt: '2027-05-27T09:00:00.000Z', startDay: '2027-06-03', fired: false });
    await confirm(player, seats, (await quote(player, seats, { removeTournaments: [festival.paidTournamentId] })).quoteId);
    expect(await reminderRow(t, seats)).toEqual({ dueAt: '2027-05-29T09:00:00.000Z', startDay: '2027-06-05', fired: false });
    // a job left waiting for the old moment finds the row not due and does nothing
    expect(await fire(seats, new Date('2027-05-27T09:00:01.000Z'))).toBe('not-due');
    expect(await reminderMails(t, seats)).toHaveLength(0);
  });

  it('is dropped by a cancellation, and a reminder that fires anyway for a cancelled booking sends nothing', async () => {
    const orderId = await paidOrder(player, festival);
    await confirm(player, orderId, (await quote(player, orderId, { cancel: true })).quoteId);
    expect(await reminderRow(t, orderId)).toBeNull();

    // as if the timer had been claimed before the cancellation committed
    await writeDueRow(t.database.db, reminderTimer(orderId, '2027-06-01', new Date(WEEK_BEFORE)));
    expect(await atClock(new Date('2027-05-25T09:01:00.000Z'), () => fire(orderId, clock))).toBe('fired');
    expect(await reminderMails(t, orderId)).toHaveLength(0);
    expect(await sentReminders(orderId)).toHaveLength(0);
  });
});

describe('the reminder e-mail', () => {
  it('goes out once when due: the stay with its address, the seats, the link, and the trip as an .ics that parses', async () => {
    const orderId = await paidOrder(player, festival);
    const due = new Date('2027-05-25T09:00:30.000Z');
    expect(await atClock(due, () => fire(orderId, clock))).toBe('fired');

    const mails = await reminderMails(t, orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Your trip to Linz Poker Open \d+ starts in 7 days$/);
    expect(mail!.text_body).toMatch(/^Hello Anna Huber,\n/);
    expect(mail!.text_body).toMatch(/Your stay: Danube Hotel \d+ - Double Room\nAddress: Linz\nCheck-in: Jun 1, 2027\nCheck-out: Jun 5, 2027 \(4 nights\)/);
    expect(mail!.text_body).toContain('- Main Event: Jun 3, 2027 at Linz, Austria');
    expect(mail!.text_body).toContain('- High Roller: Jun 5, 2027 at Linz, Austria (reserved, pay at the venue)');
    expect(mail!.text_body).toContain(`/booking/confirmation?order_id=${orderId}`);
    expect(mail!.text_body).toContain('Support: support@pokerfestivals.example');

    const reference = `NF-${orderId.slice(0, 4).toUpperCase()}`;
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({ filename: `trip-${reference}.ics`, contentType: 'text/calendar; charset=utf-8' });
    expect(calendarEvents(mail!.attachments![0]!).map((event) => event.start)).toEqual(['2027-06-01', '2027-06-03', '2027-06-05']);
    expect(await sentReminders(orderId)).toEqual([expect.objectContaining({ order_id: orderId, check_in: '2027-06-01', outbox_id: mail!.id })]);

    // fired again (a job and the sweep, a worker killed before marking the row), even at once: still one
    await t.database.db.updateTable('scheduled_timers').set({ fired_at: null }).where('kind', '=', TRIP_REMINDER_TIMER_KIND).where('timer_key', '=', orderId).execute();
    expect(await atClock(due, () => fire(orderId, clock))).toBe('fired');
    const twice = await atClock(due, () => Promise.all([sendTripReminder(reminderDeps(), orderId), sendTripReminder(reminderDeps(), orderId)]));
    expect(twice).toEqual(['already-sent', 'already-sent']);
    expect(await reminderMails(t, orderId)).toHaveLength(1);
  });

  it('says "tomorrow" the day before, and is not sent once the trip has begun', async () => {
    const tomorrow = await paidOrder(player, festival);
    expect(await atClock(new Date('2027-05-31T18:00:00.000Z'), () => sendTripReminder(reminderDeps(), tomorrow))).toBe('staged');
    expect((await reminderMails(t, tomorrow)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your trip to Linz Poker Open \d+ starts tomorrow$/)]);

    const begun = await paidOrder(player, festival);
    expect(await atClock(new Date('2027-06-01T07:00:00.000Z'), () => sendTripReminder(reminderDeps(), begun))).toBe('trip-begun');
    expect(await reminderMails(t, begun)).toHaveLength(0);
  });

  it('is sent exactly once for each of several bookings fired at the same moment', async () => {
    const orderIds = await Promise.all(Array.from({ length: 6 }, async () => paidOrder((await loggedInAs(t, 'player')).client, festival)));
    const due = new Date('2027-05-25T09:05:00.000Z');
    await atClock(due, () => Promise.all(orderIds.flatMap((orderId) => [sendTripReminder(reminderDeps(), orderId), fire(orderId, due)])));
    for (const orderId of orderIds) expect(await reminderMails(t, orderId)).toHaveLength(1);
  });
});

describe('GET/PUT /api/admin/settings/trip-reminder', () => {
  it('answers the default, saves a new number of days and re-times every unfired reminder to it', async () => {
    // other tests' saved versions would not change the answer's shape, only its version
    const before = await admin.get('/api/admin/settings/trip-reminder');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ settings: { daysBefore: 7 }, version: null });

    const waiting = await paidOrder(player, festival);
    const saved = await admin.put('/api/admin/settings/trip-reminder', { daysBefore: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json().version as number;
    expect(saved.json()).toEqual({ settings: { daysBefore: 3 }, version: expect.any(Number) });
    expect((await admin.get('/api/admin/settings/trip-reminder')).json()).toEqual({ settings: { daysBefore: 3 }, version });
    expect(await reminderRow(t, waiting)).toEqual({ dueAt: '2027-05-29T09:00:00.000Z', startDay: '2027-06-01', fired: false });

    const after = await paidOrder(player, festival);
    expect(await reminderRow(t, after)).toEqual({ dueAt: '2027-05-29T09:00:00.000Z', startDay: '2027-06-01', fired: false });

    const back = await admin.put('/api/admin/settings/trip-reminder', { daysBefore: 7 });
    expect(back.json().version).toBeGreaterThan(version);
    expect(await reminderRow(t, waiting)).toEqual({ dueAt: WEEK_BEFORE, startDay: '2027-06-01', fired: false });
  });

  it('refuses what is not a whole number of days from 1 to 90 with 400, and changes nothing', async () => {
    const { version } = (await admin.get('/api/admin/settings/trip-reminder')).json();
    for (const body of [{ daysBefore: 0 }, { daysBefore: 91 }, { daysBefore: 2.5 }, { daysBefore: '7' }, { daysBefore: '\u0000' }, { daysBefore: 7, hour: 3 }, {}]) {
      const answer = await admin.put('/api/admin/settings/trip-reminder', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await admin.get('/api/admin/settings/trip-reminder')).json()).toMatchObject({ settings: { daysBefore: 7 }, version });
  });

  it('is for admins only: a player gets 403, a visitor 401', async () => {
    expect((await player.get('/api/admin/settings/trip-reminder')).statusCode).toBe(403);
    expect((await player.put('/api/admin/settings/trip-reminder', { daysBefore: 3 })).statusCode).toBe(403);
    const visitor = new SessionClient(t.server);
    expect((await visitor.get('/api/admin/settings/trip-reminder')).statusCode).toBe(401);
    expect((await visitor.put('/api/admin/settings/trip-reminder', { daysBefore: 3 })).statusCode).toBe(401);
  });
});
