import { daysUntilTrip, orderDecider, orderStream, tripStartDay } from '@pokerfest/domain';
import { enqueueTimer, stageMail, type Config, type EventStore, type JobQueue, type TimerRequest } from '@pokerfest/infra';
import { sellerInForce } from '../shop';
import { tripCalendar } from './trip-calendar';
import { tripPlaces } from './trip-places';
import { tripReminderEmail } from './trip-reminder-mail';

export interface TripReminderDeps {
  store: EventStore;
  queue: JobQueue;
  config: Pick<Config, 'PUBLIC_URL' | 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SUPPORT_EMAIL'>;
  now: () => Date;
}

export type ReminderOutcome = 'staged' | 'already-sent' | 'not-confirmed' | 'trip-begun';

/**
 * The reminder timer's action, exactly once per booking however often it runs (a job and the
 * sweep racing, a worker killed after the commit and before the row was marked fired). One
 * transaction holds the order's stream lock, as every order command does, so a cancellation or
 * change either committed before (and is seen) or waits until the reminder is recorded; in it, a
 * still-confirmed booking whose trip is still ahead gets its `trip_reminders` row and, only when
 * that row is new, its e-mail in the outbox. The e-mail's own timer is enqueued after the commit
 * (the sweep sends it if that enqueue is lost).
 */
export async function sendTripReminder(deps: TripReminderDeps, orderId: string): Promise<ReminderOutcome> {
  const now = deps.now();
  let staged: TimerRequest | null = null;
  const outcome = await deps.store.withStreamLock(orderStream.format(orderId), async ({ trx }): Promise<ReminderOutcome> => {
    const { state } = await deps.store.aggregateStream(orderDecider, orderStream, orderId, trx);
    if (state.status !== 'confirmed' || !state.placement || !state.customer) return 'not-confirmed';
    const startDay = tripStartDay(state.placement);
    if (!startDay || daysUntilTrip(startDay, now) <= 0) return 'trip-begun';
    const recorded = await trx
      .insertInto('trip_reminders')
      .values({ order_id: orderId, check_in: startDay })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!recorded) return 'already-sent';
    const places = await tripPlaces(trx, state.placement.festival.productId, state.placement.room?.hotelId ?? null);
    const publicUrl = deps.config.PUBLIC_URL;
    const calendar = tripCalendar(state, places, { publicUrl, uidDomain: new URL(publicUrl).hostname, now });
    const message = tripReminderEmail({ placement: state.placement, customer: state.customer, startDay, places, calendar, publicUrl, now, seller: await sellerInForce(trx, deps.config) });
    staged = await stageMail(trx, message, now);
    await trx.updateTable('trip_reminders').set({ outbox_id: staged.key }).where('order_id', '=', orderId).execute();
    return 'staged';
  });
  if (staged) await enqueueTimer(deps.queue, staged, now).catch(() => undefined);
  return outcome;
}
