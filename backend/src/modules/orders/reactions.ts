import { cancellationCreditNote, changeDocument, confirmationInvoice, planPaymentInvoice, DEFAULT_CANCELLATION_POLICY, isCreditPayment, NotFoundError, policySentences, type OrderEvent, type OrderState, type QuoteTerms, type Seller } from '@pokerfest/domain';
import { isForeignKeyViolation, PAYMENT_REFUND_TIMER_KIND, stageMail, type Executor, type Reaction, type ReactionContext, type Reactions, type TimerRequest } from '@pokerfest/infra';
import { bookingCancelledEmail, bookingChangedEmail, type ChangeMailFacts } from './change-mail';
import { attachedDocument, tripCalendarAttachment } from './mail-attachments';
import { bookingConfirmationEmail } from './order-mail';
import { stockRunOf, type Stock } from '../stock';
import { armTripReminder, dropTripReminder, retimeTripReminder } from './trip-reminder';
import { armPlanSteps, declinedMail, dropPlanSteps, overdueMail, reminderMail } from './payment-plan-steps';

export const ORDER_HOLD_TIMER_KIND = 'order-hold-expiry';
/** Asks the payment provider for a refund the order decided; keyed by the refund (the payment intent for whole refunds). */
export { PAYMENT_REFUND_TIMER_KIND };
/** Lets a change that costs more lapse when its difference is not paid in time. */
export const ORDER_CHANGE_HOLD_TIMER_KIND = 'order-change-hold-expiry';

type On<T extends OrderEvent['type']> = Reaction<Extract<OrderEvent, { type: T }>, OrderState>;

/** The seller in force, read in the transaction that stages the e-mail (a save in Settings applies to the next e-mail). */
export type SellerReader = (db: Executor) => Promise<Seller>;

/** What the booking e-mails say besides the order: where the booking is seen, who sold it. */
export interface OrderMailSettings {
  publicUrl: string;
  /** Named at the foot of the booking e-mails; without it the e-mails name no seller. */
  seller?: SellerReader;
}

/** Ordering's reactions' settings: the e-mails', the hour (UTC) the trip reminder goes out (TRIP_REMINDER_HOUR_UTC), and stock. */
export interface OrderingSettings extends OrderMailSettings {
  tripReminderHourUtc: number;
  /** The hour (UTC) a payment plan's steps fall due (PAYMENT_PLAN_HOUR_UTC); 8 when not given. */
  paymentPlanHourUtc?: number;
  stock: Stock;
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

/**
 * Sold out throws here, and the whole order with it. Bought through an offer: the unit set aside for
 * it is taken, under the offer's claim (the waiting list, following stock, checks the offer).
 */
function takeStock(stock: Stock): On<'StockHeld'> {
  return async (context, { data, position }) => {
    const claim = data.offer && { offerId: data.offer.offerId, userId: context.state.userId ?? -1, item: { kind: data.offer.kind, id: data.offer.id } };
    await stock.hold(stockRunOf(context, `${context.id}-${position.globalPosition}`), context.id, data.items, claim);
  };
}

function giveStockBack(stock: Stock): On<'StockReleased'> {
  return async (context, { data, position }) => void (await stock.release(stockRunOf(context, `${context.id}-${position.globalPosition}`), context.id, data.items));
}

function confirmationMail(settings: OrderMailSettings): On<'OrderConfirmed'> {
  return async ({ trx, id, state, now, enqueueAfterCommit }: ReactionContext<OrderState>) => {
    if (!state.placement || !state.customer) throw new Error(`Order ${id} has no placement or customer details`);
    const policy = policySentences(state.policy ?? DEFAULT_CANCELLATION_POLICY);
    const seller = await settings.seller?.(trx);
    const message = bookingConfirmationEmail(state.placement, state.customer, settings.publicUrl, { seller, paidAt: state.paidAt ?? undefined, policy });
    // the invoice by reference (issued in this transaction, after this reaction), the trip's calendar as it is now
    // paid in parts: the deposit's invoice
    const paidWith = state.payment.paidIntentId;
    const invoice = attachedDocument(state.plan && paidWith ? planPaymentInvoice(state, paidWith) : confirmationInvoice(state, now.toISOString()));
    const attachments = [...invoice, await tripCalendarAttachment(trx, state, { publicUrl: settings.publicUrl, now })];
    // staged with the confirmation: the e-mail goes out exactly when the booking is confirmed, and then only
    enqueueAfterCommit(await stageMail(trx, { ...message, attachments }, now));
  };
}

/**
 * Had its confirmation: confirmed now, or paid, or with the policy its confirmation recorded (a
 * booking confirmed with nothing to pay, cancelled since). A pending order never had one.
 */
const hadConfirmation = (state: OrderState) => state.status === 'confirmed' || state.paidAt !== null || state.policy !== null;

/**
 * What the e-mails after the confirmation need: only a booking that had its confirmation gets them,
 * and only one with someone to write to.
 */
async function confirmedBookingFacts(trx: Executor, state: OrderState, settings: OrderMailSettings): Promise<ChangeMailFacts | null> {
  if (!state.placement || !state.customer || !hadConfirmation(state)) return null;
  const policy = policySentences(state.policy ?? DEFAULT_CANCELLATION_POLICY);
  const paidCents = state.payment.settled.reduce((sum, payment) => sum + payment.amountCents, 0);
  const seller = await settings.seller?.(trx);
  return { placement: state.placement, customer: state.customer, currency: state.currency, paidCents, publicUrl: settings.publicUrl, policy, seller };
}

/** Staged with the change, like the confirmation: sent exactly when the change is applied, once. */
function changeMail(settings: OrderMailSettings): On<'OrderChanged'> {
  return async ({ trx, state, now, enqueueAfterCommit }, { data }) => {
    const facts = await confirmedBookingFacts(trx, state, settings);
    if (!facts) return;
    const attachments = attachedDocument(changeDocument(state, data));
    enqueueAfterCommit(await stageMail(trx, { ...bookingChangedEmail(data, facts), attachments }, now));
  };
}

const quoted = (data: Extract<OrderEvent, { type: 'OrderCancelled' }>['data']): data is typeof data & QuoteTerms => data.quoteId !== undefined && data.lines !== undefined;

/** A cancellation through a quote; a pending order withdrawn (by its owner, or an admin) was never confirmed and gets nothing. */
function cancellationMail(settings: OrderMailSettings): On<'OrderCancelled'> {
  return async ({ trx, state, now, enqueueAfterCommit }, { data }) => {
    if (!quoted(data)) return;
    const facts = await confirmedBookingFacts(trx, state, settings);
    if (!facts) return;
    const attachments = attachedDocument(cancellationCreditNote(state, data));
    enqueueAfterCommit(await stageMail(trx, { ...bookingCancelledEmail(data, facts), attachments }, now));
  };
}

/**
 * The provider call cannot be in this transaction: a durable timer makes it, retried until it
 * answers. One timer per refund (a payment may be refunded in parts, one per change), and the
 * provider's idempotency key is the refund's, so a repeated call is the same refund.
 */
const askForRefund: On<'RefundRequested'> = async ({ now, schedule }, { data }) => {
  // tournament credit goes back to the player's credit (credit's own reaction), not to a card
  if (isCreditPayment(data.intentId)) return;
  await schedule(refundTimer(data, now));
};

/** The timer that asks the provider for one requested refund (also re-armed by the lost-refund check). */
export function refundTimer(data: Extract<OrderEvent, { type: 'RefundRequested' }>['data'], dueAt: Date): TimerRequest {
  const refundKey = data.refundKey ?? data.intentId;
  return { kind: PAYMENT_REFUND_TIMER_KIND, key: refundKey, dueAt, payload: { intentId: data.intentId, amountCents: data.amountCents, idempotencyKey: `refund-${refundKey}` } };
}

/** Ordering's own reactions to an order's events; other contexts follow orders with tables of their own. */
export function orderingReactions(settings: OrderingSettings): Reactions<OrderEvent, OrderState> {
  return {
    OrderPlaced: [registerOrder, armHoldExpiry],
    OrderChangeRequested: [armChangeHoldExpiry],
    StockHeld: [takeStock(settings.stock)],
    StockReleased: [giveStockBack(settings.stock)],
    OrderConfirmed: [confirmationMail(settings), armTripReminder(settings.tripReminderHourUtc), armPlanSteps(settings.paymentPlanHourUtc ?? 8)],
    OrderChanged: [changeMail(settings), retimeTripReminder(settings.tripReminderHourUtc)],
    OrderCancelled: [cancellationMail(settings), dropTripReminder, dropPlanSteps],
    RefundRequested: [askForRefund],
    InstalmentReminded: [reminderMail(settings.publicUrl)],
    InstalmentOverdue: [overdueMail(settings.publicUrl)],
    PaymentFailed: [declinedMail(settings.publicUrl)],
  };
}
