// Product spec 9: "cancellations 14 days or more before festival start are eligible for a full
// refund". One reading for the server (which decides) and the admin screen (which says what will
// happen before the admin confirms).

export const FULL_REFUND_DAYS = 14;

export const FULL_REFUND_REASON = `Cancelled ${FULL_REFUND_DAYS} or more days before the festival start: full refund`;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Whether a booking cancelled at `now` is refunded in full: counted in calendar days (UTC), so any
 * time on the 14th day before the start still qualifies. A festival without a (readable) start
 * date gives no grounds to refuse, so it is refunded.
 */
export function fullRefundDue(festivalStartDate: string | null | undefined, now: Date): boolean {
  if (!festivalStartDate || !DAY.test(festivalStartDate)) return true;
  const start = Date.parse(`${festivalStartDate.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(start)) return true;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((start - today) / DAY_MS) >= FULL_REFUND_DAYS;
}
