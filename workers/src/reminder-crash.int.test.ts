import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { writeDueRow } from '@pokerfest/infra';
import { loggedInAs } from '@pokerfest/backend/testing/accounts';
import { bookableFestival } from '@pokerfest/backend/testing/booking-fixture';
import { confirm, paidOrder, quote } from '@pokerfest/backend/modules/orders/testing/change-fixture';
import { TRIP_REMINDER_TIMER_KIND } from '@pokerfest/backend/modules/orders/jobs';
import { crashTestBedPerFile, terminated, WORKER_WAIT } from './testing/worker-processes';

// Players book; each confirmation writes its reminder's durable timer and the API runs no job. The
// reminders' moment is brought to the past (the festival is months away on the real clock the
// worker reads), then a real worker process sends them and is killed with SIGKILL after the first
// ones; Redis loses everything (FLUSHALL: the delayed jobs, the repeating sweep); a second worker
// finishes from the due rows alone. What must hold: one reminder e-mail per booking, however many
// times a timer ran, and none for the booking that was cancelled, though a due row for it fires.
const BOOKINGS = 40;
const bed = crashTestBedPerFile({ PAYMENT_PROVIDER: 'demo' });

const sentReminders = async () => Number((await bed.t.database.db.selectFrom('trip_reminders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** Reminder e-mails in the outbox per booking (by the booking link each one carries), and how many went out. */
async function reminderMails(): Promise<{ byOrder: Map<string, number>; sent: number }> {
  const rows = await bed.t.database.db.selectFrom('mail_outbox').select(['text_body', 'sent_at']).where('subject', 'like', 'Your trip to %').execute();
  const byOrder = new Map<string, number>();
  for (const row of rows) {
    const orderId = /order_id=([0-9a-f-]{36})/.exec(row.text_body)?.[1] ?? 'none';
    byOrder.set(orderId, (byOrder.get(orderId) ?? 0) + 1);
  }
  return { byOrder, sent: rows.filter((row) => row.sent_at !== null).length };
}

it.skipIf(!bed.available)(
  'a worker killed while sending reminders and a Redis that lost its data: one reminder per booking, none for a cancelled one',
  async () => {
    const admin = (await loggedInAs(bed.t, 'admin')).client;
    const festival = await bookableFestival(admin, { rooms: BOOKINGS + 1 });
    const orderIds: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) orderIds.push(await paidOrder((await loggedInAs(bed.t, 'player')).client, festival));
    const canceller = (await loggedInAs(bed.t, 'player')).client;
    const cancelledId = await paidOrder(canceller, festival);
    await confirm(canceller, cancelledId, (await quote(canceller, cancelledId, { cancel: true })).quoteId);
    // as if its timer had been claimed before the cancellation committed: the row is back and fires
    await writeDueRow(bed.t.database.db, { kind: TRIP_REMINDER_TIMER_KIND, key: cancelledId, dueAt: new Date(), payload: { orderId: cancelledId, startDay: '2027-06-01' } });
    // the reminders' moment has come
    await sql`UPDATE scheduled_timers SET due_at = now() - interval '1 minute' WHERE kind = ${TRIP_REMINDER_TIMER_KIND}`.execute(bed.t.database.db);
    const armed = await bed.t.database.db.selectFrom('scheduled_timers').select('timer_key').where('kind', '=', TRIP_REMINDER_TIMER_KIND).where('fired_at', 'is', null).execute();
    expect(armed).toHaveLength(BOOKINGS + 1);
    expect(await sentReminders()).toBe(0);

    const { atKill, second, logs } = await bed.crashFirstWorker(sentReminders, { doing: 'reminding', flushRedis: true });
    await vi.waitFor(async () => expect(await sentReminders(), `the second worker finishing (${logs.join('')})`).toBe(BOOKINGS), WORKER_WAIT);
    await vi.waitFor(async () => expect((await reminderMails()).sent, `the reminders sent (${logs.join('')})`).toBe(BOOKINGS), WORKER_WAIT);
    // every reminder timer has run, the cancelled booking's too
    await vi.waitFor(async () => {
      const waiting = await bed.t.database.db.selectFrom('scheduled_timers').select('timer_key').where('kind', '=', TRIP_REMINDER_TIMER_KIND).where('fired_at', 'is', null).execute();
      expect(waiting).toEqual([]);
    }, WORKER_WAIT);
    console.log(`killed the first worker after ${atKill} of ${BOOKINGS} reminders and flushed Redis; the second sent the rest`);

    const { byOrder } = await reminderMails();
    expect(orderIds.filter((orderId) => byOrder.get(orderId) !== 1)).toEqual([]);
    expect(byOrder.get(cancelledId)).toBeUndefined();
    expect([...byOrder.keys()].filter((orderId) => !orderIds.includes(orderId))).toEqual([]);

    expect(await terminated(second)).toBe(0);
  },
  180_000,
);
