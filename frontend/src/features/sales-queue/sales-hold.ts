// What the festival page may sell now (issue 30): nothing of a festival before its "sales open at",
// nothing while its queue runs until this visitor's turn, and no room or seat whose own opening is
// still ahead. The server refuses such orders anyway (409); these say why before anyone tries.
import { formatDateTime } from '../catalogue';
import { serverNow, type QueueReading } from './queue-reading';

/** How long after its opening a queue may still run: the longest QUEUE_OPEN_FOR_MS the shop accepts. */
const LONGEST_QUEUE_MS = 7 * 24 * 3600_000;

const instant = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/** Whether any of these "sales open at" times may still have a countdown or a queue: only then is the server asked. */
export function queueMayRun(times: readonly (string | null | undefined)[], now: number): boolean {
  return times.some((time) => {
    const at = instant(time);
    return Number.isFinite(at) && now - at < LONGEST_QUEUE_MS;
  });
}

export const salesOpenText = (opensAt: string) => `Sales open on ${formatDateTime(opensAt)}`;
export const TURN_NEEDED = "Booking opens when it's your turn in the queue";

/** Whether the status's opening is the festival's own (all of it waits), not only some rooms' or seats'. */
export function opensWholeFestival(reading: QueueReading | undefined, festivalSalesOpenAt: string | null): boolean {
  const opensAt = instant(reading?.status.opensAt);
  return Number.isFinite(opensAt) && opensAt === instant(festivalSalesOpenAt);
}

/**
 * Why the festival's package cannot be booked now, or null when it can: before its opening the
 * opening's time, while its queue runs the turn it waits for. An opening of some items only holds
 * those items (`itemOnSaleFrom`), not the festival.
 */
export function bookingHold(reading: QueueReading | undefined, festivalSalesOpenAt: string | null, deviceNow: number = Date.now()): string | null {
  const now = serverNow(reading, deviceNow);
  if (!reading) {
    // until the status arrives the festival's own time says enough
    return festivalSalesOpenAt && instant(festivalSalesOpenAt) > now ? salesOpenText(festivalSalesOpenAt) : null;
  }
  const { status } = reading;
  if (status.state === 'open' || status.state === 'admitted' || !status.opensAt) return null;
  if (!opensWholeFestival(reading, festivalSalesOpenAt)) return null;
  if (status.state === 'countdown' || instant(status.opensAt) > now) return salesOpenText(status.opensAt);
  return TURN_NEEDED;
}

/** "On sale from …" for a room or seat whose own opening is still ahead; null once it may be chosen. */
export function itemOnSaleFrom(salesOpenAt: string | null | undefined, now: number): string | null {
  if (!salesOpenAt || !(instant(salesOpenAt) > now)) return null;
  return `On sale from ${formatDateTime(salesOpenAt)}`;
}
