// The standing of orders kept current while the page is open: the page renders again when the next
// hold among them ends, so an unpaid order turns 'expired' on screen at its hold's end instead of
// offering a payment the server will refuse.
import { useEffect, useState } from 'react';
import type { OrderView } from '@pokerfest/domain';
import { orderStanding, type OrderStanding, type StandingOptions } from './order-standing';

/** setTimeout's longest delay; a later deadline is simply looked at again then. */
const LONGEST_TIMER_MS = 2_147_483_647;
/** A little after the deadline, so the clock read then is surely past it. */
const AFTER_DEADLINE_MS = 50;

/** The next of these times still ahead of `now`, in milliseconds from now; null when none is. */
export function nextDeadlineIn(deadlines: readonly (string | null)[], now: number): number | null {
  const ahead = deadlines
    .map((deadline) => (deadline ? Date.parse(deadline) : Number.NaN))
    .filter((time) => Number.isFinite(time) && time > now);
  return ahead.length === 0 ? null : Math.min(...ahead) - now;
}

/** Date.now() as of the last render, rendered again as each of the deadlines passes. */
export function useNowPassing(deadlines: readonly (string | null)[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = deadlines.join('|');
  useEffect(() => {
    const times = key.split('|');
    const current = Date.now();
    const nextAfterLastRead = nextDeadlineIn(times, now);
    // the deadlines may arrive (the orders load) after one of them passed: render with the clock now
    if (nextAfterLastRead !== null && nextAfterLastRead <= current - now) {
      setNow(current);
      return undefined;
    }
    const waitMs = nextDeadlineIn(times, current);
    if (waitMs === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(waitMs + AFTER_DEADLINE_MS, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}

/** One order's standing, turning 'expired' by itself when its hold ends. */
export function useOrderStanding(order: Pick<OrderView, 'status' | 'paymentStatus' | 'holdExpiresAt'>, options?: StandingOptions): OrderStanding {
  const now = useNowPassing([order.holdExpiresAt]);
  return orderStanding(order, now, options);
}
