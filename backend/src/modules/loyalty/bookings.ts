import type { OrderPlaced, OrderState } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';

// Loyalty's own record of the bookings it follows (loyalty_bookings, decision 0027): what the points
// need of an order (its member, what they paid, check-in day, festival) and how it stands. Only
// loyalty's reactions to ordering's events write it; loyalty never reads an order's stream.

export interface LoyaltyBooking {
  orderId: string;
  userId: number;
  festivalName: string;
  /** What the points are earned on (the `total_cents` column): the order's total less the tournament credit that pays part of it. */
  totalCents: number;
  checkInDay: string | null;
  status: Exclude<OrderState['status'], 'none'>;
  /** Still owed under a payment plan (0: paid in full, or paid at checkout). */
  balanceCents: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The day a booking's points fall due: the room's check-in, else the festival's start; null with neither. */
export function checkInDay(placed: Pick<OrderPlaced['data'], 'room' | 'festival'>): string | null {
  const day = [placed.room?.checkIn, placed.festival.startDate].find((value): value is string => typeof value === 'string' && DAY.test(value));
  return day ? day.slice(0, 10) : null;
}

/**
 * Points are earned on what the player pays (issue 32): the order's total, already less its
 * discounts, less the tournament credit still paying for it (credit is not money the player spent
 * on this booking). The order view's `pointsToEarn` follows the same rule.
 */
export function earnedOnCents(totalCents: number, creditCents: number): number {
  return Math.max(0, totalCents - creditCents);
}

export async function rememberBooking(db: Executor, placed: OrderPlaced['data']): Promise<void> {
  const earnedOn = earnedOnCents(placed.totalCents, placed.creditCents ?? 0);
  await db
    .insertInto('loyalty_bookings')
    .values({
      order_id: placed.orderId,
      user_id: placed.userId,
      festival_name: placed.festival.name,
      total_cents: earnedOn,
      check_in_day: checkInDay(placed),
      status: 'pending',
      confirmed_position: null,
      // a plan spreads what the card pays: credit paid its part at placement
      balance_cents: placed.paymentPlan ? earnedOn : 0,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

export async function recordBookingStatus(db: Executor, orderId: string, status: Exclude<LoyaltyBooking['status'], 'none'>, confirmedPosition?: string): Promise<void> {
  await db
    .updateTable('loyalty_bookings')
    .set(confirmedPosition === undefined ? { status } : { status, confirmed_position: confirmedPosition })
    .where('order_id', '=', orderId)
    .execute();
}

/**
 * A change re-priced the booking: its points follow the new total less the credit still paying for
 * it (`earnedOnCents`; the check-in day never moves: a change keeps the room's check-in).
 */
export async function recordBookingTotal(db: Executor, orderId: string, earnedOn: number): Promise<void> {
  await db.updateTable('loyalty_bookings').set({ total_cents: earnedOn }).where('order_id', '=', orderId).execute();
}

/** A plan's payment arrived: what is still owed. */
export async function recordBookingBalance(db: Executor, orderId: string, balanceCents: number): Promise<void> {
  await db.updateTable('loyalty_bookings').set({ balance_cents: balanceCents }).where('order_id', '=', orderId).execute();
}

export async function loyaltyBooking(db: Executor, orderId: string): Promise<LoyaltyBooking> {
  const row = await db.selectFrom('loyalty_bookings').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!row) throw new Error(`Loyalty has no record of order ${orderId}`);
  return {
    orderId: row.order_id,
    userId: row.user_id,
    festivalName: row.festival_name,
    totalCents: Number(row.total_cents),
    checkInDay: row.check_in_day,
    status: row.status,
    balanceCents: Number(row.balance_cents),
  };
}

/** The member's first confirmed booking, in the log's order: the one a referral bonus is for. */
export async function firstConfirmedBooking(db: Executor, userId: number): Promise<string | undefined> {
  const first = await db
    .selectFrom('loyalty_bookings')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('confirmed_position', 'is not', null)
    .orderBy('confirmed_position')
    .limit(1)
    .executeTakeFirst();
  return first?.order_id;
}
