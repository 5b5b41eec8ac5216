import { isCreditPayment, orderStream, type OrderEvent } from '@pokerfest/domain';
import type { AgentCommissionOrdersTable, CommissionOrderStatus, StoredEvent, Trx } from '@pokerfest/infra';
import { moneyAfter, type OrderMoney } from '../orders/order-money';
import { singleStreamProjection, type StoredStream } from '../single-stream';

type Row = Omit<AgentCommissionOrdersTable, 'total_cents' | 'paid_cents' | 'refunded_cents'> & { total_cents: number; paid_cents: number; refunded_cents: number };
type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

/** The status, and the money that counts: the total as changed, what was paid and what was given back. */
const COMMISSION_EVENTS: readonly OrderEvent['type'][] = ['OrderPlaced', 'OrderConfirmed', 'OrderCancelled', 'OrderExpired', 'OrderChanged', 'PaymentSucceeded', 'RefundRequested'];

/** The day a booking's guest checks in: the room's check-in, else the festival's start, else the day it was placed. */
export function checkInDay(data: Placed): string {
  return data.room?.checkIn ?? data.festival.startDate ?? data.placedAt.slice(0, 10);
}

function placedRow(data: Placed, agentId: number, version: number): Row {
  return {
    order_id: data.orderId,
    agent_id: agentId,
    player_id: data.userId,
    festival_id: data.festival.productId,
    festival_name: data.festival.name,
    total_cents: data.totalCents,
    // tournament credit pays its part as the order is placed: commission is on the discounted total, however paid
    paid_cents: data.creditCents ?? 0,
    refunded_cents: 0,
    check_in: checkInDay(data),
    order_status: 'pending',
    last_version: version,
  };
}

const STATUS_AFTER: Partial<Record<OrderEvent['type'], CommissionOrderStatus>> = {
  OrderConfirmed: 'confirmed',
  OrderCancelled: 'cancelled',
  OrderExpired: 'expired',
};

/**
 * Who referred the player: fixed at registration, so reading it while projecting gives the same
 * answer live and on a rebuild. Any referrer is recorded; only agents and admins may read theirs.
 */
async function referrerOf(trx: Trx, userId: number): Promise<number | null> {
  const row = await trx.selectFrom('users').select('referred_by').where('id', '=', userId).executeTakeFirst();
  return row?.referred_by ?? null;
}

/**
 * The agent a voucher code placed the order for (issue 32), as the placement recorded it: read from
 * the event alone, so a rebuild gives the answer the live run gave, whatever the code's row says now.
 */
export function voucherAgentOf(data: Pick<Placed, 'discounts'>): number | null {
  const line = data.discounts?.find((discount) => discount.source === 'voucher' && typeof discount.agentId === 'number');
  return line?.agentId ?? null;
}

/** The order counts for the agent of the voucher it was placed with, over whoever referred the player. */
async function agentOf(trx: Trx, data: Placed): Promise<number | null> {
  return voucherAgentOf(data) ?? (await referrerOf(trx, data.userId));
}

/** The order's money as commission counts it: the card's (order-money.ts), and the credit's too, given back or not. */
function commissionMoneyAfter(money: OrderMoney, stored: StoredEvent<OrderEvent>, status: string): OrderMoney {
  if (stored.type === 'RefundRequested' && isCreditPayment(stored.data.intentId)) return { ...money, refundedCents: money.refundedCents + stored.data.amountCents };
  return moneyAfter(money, stored, status);
}

async function loadRow(trx: Trx, orderId: string): Promise<StoredStream<Row | null> | undefined> {
  const row = await trx.selectFrom('agent_commission_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return row && { state: { ...row, total_cents: Number(row.total_cents), paid_cents: Number(row.paid_cents), refunded_cents: Number(row.refunded_cents) }, version: row.last_version };
}

/** The order's row after one new event; null while the order is neither a referred player's nor placed with an agent's code. */
async function evolve(row: Row | null, stored: StoredEvent<OrderEvent>, { trx }: { trx: Trx }): Promise<Row | null> {
  if (stored.type === 'OrderPlaced') {
    if (row) return row;
    const data = stored.data;
    const agentId = await agentOf(trx, data);
    return agentId === null ? null : placedRow(data, agentId, stored.streamVersion);
  }
  if (!row) return row;
  const money = commissionMoneyAfter({ paidCents: row.paid_cents, refundedCents: row.refunded_cents }, stored, row.order_status);
  const total_cents = stored.type === 'OrderChanged' ? stored.data.after.totalCents : row.total_cents;
  const order_status = STATUS_AFTER[stored.type] ?? row.order_status;
  return { ...row, order_status, total_cents, paid_cents: money.paidCents, refunded_cents: money.refundedCents, last_version: stored.streamVersion };
}

async function save(row: Row | null, _version: number, { trx }: { trx: Trx }): Promise<void> {
  if (!row) return;
  await trx
    .insertInto('agent_commission_orders')
    .values(row)
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet({ order_status: row.order_status, total_cents: row.total_cents, paid_cents: row.paid_cents, refunded_cents: row.refunded_cents, last_version: row.last_version }),
    )
    .execute();
}

/**
 * Agents' commissions: the orders of referred players with their referrer (or of any player, with
 * the agent of the voucher code they used), festival, total (as changed, after its discounts),
 * money paid and given back, and check-in day. Guarded by the order stream's version, so a replayed event changes nothing.
 */
export const agentCommissionsProjection = singleStreamProjection({
  name: 'agent-commissions',
  stream: orderStream,
  handles: COMMISSION_EVENTS,
  tables: ['agent_commission_orders'],
  initial: null,
  load: loadRow,
  evolve,
  save,
});
