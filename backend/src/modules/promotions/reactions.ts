import { refuseVoucher, type OrderEvent, type OrderState } from '@pokerfest/domain';
import type { Executor, Reaction, Reactions } from '@pokerfest/infra';
import { sql } from 'kysely';

// A voucher code's uses follow the orders that carry it, in each order's own transaction: placed, an
// order takes a use under the code's row lock (so that however many race, exactly `maxUses` orders
// carry it: a refusal rolls the whole order back, like sold out); paid, it keeps it; expired or
// cancelled before it was paid, it gives it back.

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

/** Only an order placed with a code has a use to keep, follow or give back: the others cost no query. */
const carriesCode = (state: OrderState) => state.placement?.discounts?.some((discount) => discount.source === 'voucher') ?? false;

/**
 * The one conditional update that takes a use: it locks the code's row, so the count of this
 * player's uses read after it is not raced either.
 */
async function takeUse(trx: Executor, voucherId: number, now: Date): Promise<{ code: string; max_uses_per_player: number } | undefined> {
  return trx
    .updateTable('vouchers')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', voucherId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', now)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning(['code', 'max_uses_per_player'])
    .executeTakeFirst();
}

const takeVoucherUse: On<'OrderPlaced'> = async ({ trx, now }, { data }) => {
  const line = data.discounts?.find((discount) => discount.source === 'voucher');
  if (!line?.voucherId) return;
  const taken = await takeUse(trx, line.voucherId, now);
  const code = line.code ?? '';
  if (!taken) {
    // why: read under the same lock the update waited for
    const row = await trx.selectFrom('vouchers').select(['active', 'valid_from', 'valid_until']).where('id', '=', line.voucherId).executeTakeFirst();
    if (!row) refuseVoucher('voucher_unknown', { code });
    if (!row.active) refuseVoucher('voucher_inactive', { code });
    if (row.valid_from && row.valid_from > now) refuseVoucher('voucher_not_yet_valid', { code });
    if (row.valid_until && row.valid_until < now) refuseVoucher('voucher_expired', { code });
    refuseVoucher('voucher_used_up', { code });
  }
  const mine = await trx
    .selectFrom('voucher_uses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('voucher_id', '=', line.voucherId)
    .where('user_id', '=', data.userId)
    .where('status', '!=', 'released')
    .executeTakeFirstOrThrow();
  if (Number(mine.count) >= taken.max_uses_per_player) refuseVoucher('voucher_already_used', { code });
  await trx
    .insertInto('voucher_uses')
    .values({ order_id: data.orderId, voucher_id: line.voucherId, user_id: data.userId, status: 'held', discount_cents: line.amountCents, total_cents: data.totalCents, created_at: now })
    .execute();
};

const keepUse: On<'OrderConfirmed'> = async ({ trx, id, state }) => {
  if (!carriesCode(state)) return;
  await trx.updateTable('voucher_uses').set({ status: 'paid', total_cents: state.totalCents }).where('order_id', '=', id).where('status', '=', 'held').execute();
};

/** A change re-prices a paid booking: the code's revenue follows its total. */
const followTotal: On<'OrderChanged'> = async ({ trx, id, state }, { data }) => {
  if (!carriesCode(state)) return;
  await trx.updateTable('voucher_uses').set({ total_cents: data.after.totalCents }).where('order_id', '=', id).execute();
};

/** Unpaid, the use goes back to the code; paid, the booking keeps it (its revenue no longer counts). */
const giveUseBack: Reaction<Extract<OrderEvent, { type: 'OrderCancelled' | 'OrderExpired' }>, OrderState> = async ({ trx, id, state }) => {
  if (!carriesCode(state)) return;
  const released = await trx.updateTable('voucher_uses').set({ status: 'released' }).where('order_id', '=', id).where('status', '=', 'held').returning('voucher_id').executeTakeFirst();
  if (released) {
    await trx.updateTable('vouchers').set({ uses: sql`uses - 1` }).where('id', '=', released.voucher_id).execute();
    return;
  }
  await trx.updateTable('voucher_uses').set({ status: 'cancelled' }).where('order_id', '=', id).where('status', '=', 'paid').execute();
};

/** Promotions' reactions to ordering's events: the composition root hands them to ordering's command runner. */
export const promotionsOrderReactions: Reactions<OrderEvent, OrderState> = {
  OrderPlaced: [takeVoucherUse],
  OrderConfirmed: [keepUse],
  OrderChanged: [followTotal],
  OrderCancelled: [giveUseBack],
  OrderExpired: [giveUseBack],
};
