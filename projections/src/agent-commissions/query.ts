import type { AgentCommissionsView, LoyaltyRules } from '@pokerfest/domain';
import type { Executor } from '@pokerfest/infra';
import { commissionFigures, type CommissionBooking, type ReferralCounts } from './commission-figures';

/**
 * The confirmed and cancelled bookings that count for this agent (its referred players', and those
 * placed with its voucher codes), with their money: what of each counts is commission-figures' rule
 * (countedCents). Pending and expired ones never count.
 */
export async function commissionBookings(db: Executor, agentId: number): Promise<CommissionBooking[]> {
  const rows = await db
    .selectFrom('agent_commission_orders')
    .select(['festival_id', 'festival_name', 'order_status', 'total_cents', 'paid_cents', 'refunded_cents', 'check_in'])
    .where('agent_id', '=', agentId)
    .where('order_status', 'in', ['confirmed', 'cancelled'])
    .orderBy('check_in')
    .orderBy('order_id')
    .execute();
  return rows.map((row) => ({
    festivalId: row.festival_id,
    festivalName: row.festival_name,
    status: row.order_status === 'confirmed' ? 'confirmed' : 'cancelled',
    totalCents: Number(row.total_cents),
    paidCents: Number(row.paid_cents),
    refundedCents: Number(row.refunded_cents),
    checkIn: row.check_in,
  }));
}

/** Players who signed up with the agent's code, and those of them with points above 0. */
export async function referralCounts(db: Executor, agentId: number): Promise<ReferralCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<string>().as('referred'),
      eb.fn.count<string>(eb.case().when('loyalty_points', '>', 0).then(1).end()).as('active'),
    ])
    .where('referred_by', '=', agentId)
    .executeTakeFirstOrThrow();
  return { referredPlayers: Number(row.referred), activePlayers: Number(row.active) };
}

export async function agentCommissions(db: Executor, agentId: number, rules: LoyaltyRules, now: Date): Promise<AgentCommissionsView> {
  const [bookings, counts] = await Promise.all([commissionBookings(db, agentId), referralCounts(db, agentId)]);
  return commissionFigures(bookings, counts, rules, now);
}
