import { NotFoundError, type OrderEvent, type OrderState, type Seller } from '@pokerfest/domain';
import { isForeignKeyViolation, stageMail, type Reaction, type ReactionContext, type Reactions } from '@pokerfest/infra';
import { bookingConfirmationEmail } from './order-mail';
import { holdStock, releaseStock } from './stock-holds';

export const ORDER_HOLD_TIMER_KIND = 'order-hold-expiry';
/** Asks the payment provider for a refund the order decided; keyed by the refund (the payment intent for whole refunds). */
export const PAYMENT_REFUND_TIMER_KIND = 'payment-refund';
/** Lets a change that costs more lapse when its difference is not paid in time. */
export const ORDER_CHANGE_HOLD_TIMER_KIND = 'order-change-hold-expiry';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

/** What the confirmation e-mail says besides the order: where the booking is seen, who sold it. */
export interface OrderMailSettings {
  publicUrl: string;
  /** Named at the foot of the confirmation e-mail; without it the e-mail names no seller. */
  seller?: Seller;
}

/**
 * The registry row references its festival: the foreign key locks the festival row against a
 * concurrent delete, which then waits for, sees and refuses this order.
 */
const registerOrder: On<'OrderPlaced'> = async ({ trx }, { data }) => {
  try {
    await trx.insertInto('order_registry').values({ order_id: data.orderId, festival_id: data.festival.productId, user_id: data.userId }).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError('Festival not found');
    throw error;
  }
};

/** An unpaid order gives its rooms and seats back when its hold runs out. */
const armHoldExpiry: On<'OrderPlaced'> = async ({ id, schedule }, { data }) =>
  schedule({ kind: ORDER_HOLD_TIMER_KIND, key: id, dueAt: new Date(data.holdExpiresAt), payload: { orderId: id } });

/** A change waiting for its difference holds its added seats until then. */
const armChangeHoldExpiry: On<'OrderChangeRequested'> = async ({ id, schedule }, { data }) =>
  schedule({ kind: ORDER_CHANGE_HOLD_TIMER_KIND, key: `${id}:${data.quoteId}`, dueAt: new Date(data.holdExpiresAt), payload: { orderId: id, quoteId: data.quoteId } });

/** Sold out throws here, and the whole order with it. */
const takeStock: On<'StockHeld'> = async ({ trx, id }, { data }) => holdStock(trx, id, data.items);

const giveStockBack: On<'StockReleased'> = async ({ trx, id, now }, { data }) => void (await releaseStock(trx, id, data.items, now));

function confirmationMail(settings: OrderMailSettings): On<'OrderConfirmed'> {
  return async ({ trx, id, state, now, enqueueAfterCommit }: ReactionContext<OrderState>) => {
    if (!state.placement || !state.customer) throw new Error(`Order ${id} has no placement or customer details`);
    const message = bookingConfirmationEmail(state.placement, state.customer, settings.publicUrl, { seller: settings.seller, paidAt: state.paidAt ?? undefined });
    // staged with the confirmation: the e-mail goes out exactly when the booking is confirmed, and then only
    enqueueAfterCommit(await stageMail(trx, message, now));
  };
}

/**
 * The provider call cannot be in this transaction: a durable timer makes it, retried until it
 * answers. One timer per refund (a payment may be refunded in parts, one per change), and the
 * provider's idempotency key is the refund's, so a repeated call is the same refund.
 */
const askForRefund: On<'RefundRequested'> = async ({ now, schedule }, { data }) => {
  const refundKey = data.refundKey ?? data.intentId;
  schedule({ kind: PAYMENT_REFUND_TIMER_KIND, key: refundKey, dueAt: now, payload: { intentId: data.intentId, amountCents: data.amountCents, idempotencyKey: `refund-${refundKey}` } });
};

/** Ordering's own reactions to an order's events; other contexts follow orders with tables of their own. */
export function orderingReactions(settings: OrderMailSettings): Reactions<OrderEvent, OrderState> {
  return {
    OrderPlaced: [registerOrder, armHoldExpiry],
    OrderChangeRequested: [armChangeHoldExpiry],
    StockHeld: [takeStock],
    StockReleased: [giveStockBack],
    OrderConfirmed: [confirmationMail(settings)],
    RefundRequested: [askForRefund],
  };
}
