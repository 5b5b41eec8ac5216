import { isCreditPayment, type OrderEvent, type OrderState } from '@pokerfest/domain';
import type { Reaction, Reactions } from '@pokerfest/infra';
import { giveCreditBack, spendCredit } from './credit-ledger';

// Tournament credit follows the orders that use it, in each order's own transaction: placed, the
// order takes its credit from the player's lots (refused, the whole order rolls back, as with sold
// out); its credit payment refunded (the order expired or was cancelled unpaid, or a refund of a
// booking paid partly with credit), the credit goes back to the lots it came from.

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

const takeOrderCredit: On<'OrderPlaced'> = async ({ trx, now }, { data }) => {
  const amountCents = data.creditCents ?? 0;
  if (amountCents <= 0) return;
  await spendCredit(trx, { userId: data.userId, amountCents, kind: 'used', reason: `Paid towards ${data.festival.name}`, orderId: data.orderId, now });
};

function returnOrderCredit(returnValidDays: number): On<'RefundRequested'> {
  return async ({ trx, id, state, now }, { data }) => {
    if (!isCreditPayment(data.intentId) || state.userId === null) return;
    const refund = data.quoteId !== undefined;
    await giveCreditBack(trx, {
      userId: state.userId,
      orderId: id,
      amountCents: data.amountCents,
      kind: refund ? 'refunded' : 'returned',
      reason: data.reason,
      entryKey: data.refundKey ?? `${data.intentId}-${data.amountCents}`,
      now,
      returnValidDays,
    });
  };
}

/** Credit's reactions to ordering's events: the composition root hands them to ordering's command runner. */
export function creditOrderReactions(settings: { returnValidDays: number }): Reactions<OrderEvent, OrderState> {
  return {
    OrderPlaced: [takeOrderCredit],
    RefundRequested: [returnOrderCredit(settings.returnValidDays)],
  };
}
