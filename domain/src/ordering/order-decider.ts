// An order's life as a pure decider: placed (priced by the one price rule, holding its room and
// seats), details recorded, paid and confirmed, or cancelled / expired with its stock released.
// Payment commands are decided in payment-decider.ts over the same state.
import { decideBy, type Decider } from '../shared/decider';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { formatCents } from '../shared/shop-format';
import type { CustomerDetails, OrderContents, OrderEvent, StockOffer } from './order-events';
import type { StockItem } from '../stock/stock-events';
import { evolveOrder, initialOrderState, type OrderState } from './order-state';
import { confirmedWith, type PolicyInForce } from './order-confirmation';
import { changeHandlers, type ChangeCommand } from './change-decider';
import { paymentHandlers, type PaymentCommand } from './payment-decider';
import { paymentPlanHandlers, type PaymentPlanCommand } from './payment-plan-decider';
import { planTerms, type PaymentPlanChoice, type PaymentPlanPolicy } from './payment-plan';
import { NO_PROMOTIONS, pricePackage, type PackagePrice, type PackagePromotions } from './package-price';
import { creditGivenBack } from './credit-payment';

export interface PlaceOrder extends OrderContents {
  type: 'PlaceOrder';
  customer: CustomerDetails;
  /** The total the customer saw, in cents: it must be the server's. */
  clientTotalCents: number;
  now: Date;
  holdMs: number;
  /** Recorded when the order is confirmed as placed (nothing to pay). */
  terms?: PolicyInForce;
  /** Bought through a waiting-list offer: the unit set aside for it is the one held. */
  offer?: StockOffer;
  /** Paid in parts: the player's choice under the payment-plan policy in force (absent: in full). */
  paymentPlan?: { choice: PaymentPlanChoice; policy: PaymentPlanPolicy; policyVersion: number | null };
  /** Issue 32: the VIP discount, the voucher code and the credit that apply to the buyer now (absent: none). */
  promotions?: PackagePromotions;
}

export type OrderCommand =
  | PlaceOrder
  | { type: 'RecordCustomerDetails'; details: CustomerDetails }
  | { type: 'ConfirmOrder'; now: Date; terms?: PolicyInForce }
  /** The owner withdraws a pending, unpaid order (PUT /api/orders/{id}/status); a paid one is cancelled through a quote. */
  | { type: 'CancelOrder'; reason: string; now: Date }
  | { type: 'ExpireOrder'; now: Date }
  | ChangeCommand
  | PaymentCommand
  | PaymentPlanCommand;

/** The rooms and seats a placement holds, in its order. */
export function stockOf(command: Pick<PlaceOrder, 'room' | 'seats'>): StockItem[] {
  const items: StockItem[] = [];
  if (command.room) items.push({ kind: 'accommodation', id: command.room.id, name: `${command.room.hotelName} - ${command.room.roomType}` });
  for (const seat of command.seats) items.push({ kind: 'tournament', id: seat.id, name: seat.title });
  return items;
}

/** What a placement costs by the one price: its lines, then its promotions (POST /api/orders/price asks the same). */
export function placementPrice(command: Pick<PlaceOrder, 'room' | 'seats' | 'extras' | 'festival' | 'now' | 'promotions'>): PackagePrice {
  const { room, seats, extras } = command;
  return pricePackage({
    room: room && { pricePerNightCents: room.pricePerNightCents, nights: room.nights, currency: room.currency },
    seats: seats.map((seat) => ({ buyInCents: seat.buyInCents, currency: seat.currency, isPurchased: seat.isPurchased })),
    extras: extras.map((extra) => ({ priceCents: extra.priceCents, quantity: extra.quantity })),
    productId: command.festival.productId,
    now: command.now,
    promotions: command.promotions ?? NO_PROMOTIONS,
  });
}

function place(command: PlaceOrder, state: OrderState): OrderEvent[] {
  if (state.status !== 'none') throw new ConflictError('This order already exists.');
  if (new Set(command.seats.map((seat) => seat.id)).size !== command.seats.length) {
    throw new ValidationError('A tournament can be chosen once per order, either paid or reserved.');
  }
  const price = placementPrice(command);
  const { room, seats, extras } = command;
  if (command.clientTotalCents !== price.totalCents) {
    throw new ConflictError(`The price has changed: the total is now ${formatCents(price.totalCents, price.currency)}.`, {
      reason: 'price_changed',
      totalPrice: price.totalCents / 100,
      totalPriceCents: price.totalCents,
      currency: price.currency,
    });
  }
  const plan = command.paymentPlan;
  // a plan spreads what the card pays: credit pays its part at once
  const paymentPlan = plan && planTerms(plan.choice, { policy: plan.policy, policyVersion: plan.policyVersion, festivalStart: command.festival.startDate, totalCents: price.amountDueCents, now: command.now });
  const placedAt = command.now.toISOString();
  const holdExpiresAt = new Date(command.now.getTime() + command.holdMs).toISOString();
  const events: OrderEvent[] = [
    {
      type: 'OrderPlaced',
      data: {
        orderId: command.orderId,
        userId: command.userId,
        festival: command.festival,
        room,
        seats,
        extras,
        totalCents: price.totalCents,
        currency: price.currency,
        placedAt,
        holdExpiresAt,
        ...(paymentPlan ? { paymentPlan } : {}),
        ...(price.discounts.length > 0 ? { subtotalCents: price.subtotalCents, discounts: price.discounts } : {}),
        ...(price.creditCents > 0 ? { creditCents: price.creditCents } : {}),
      },
    },
  ];
  const items = stockOf(command);
  if (items.length > 0) events.push({ type: 'StockHeld', data: command.offer ? { items, offer: command.offer } : { items } });
  events.push({ type: 'CustomerDetailsRecorded', data: command.customer });
  // nothing for a card to pay (only seats paid at the venue, or all paid by credit): confirmed as placed
  if (price.amountDueCents === 0) events.push(confirmedWith(placedAt, command.terms));
  return events;
}

function release(state: OrderState, reason: 'cancelled' | 'expired'): OrderEvent[] {
  return state.heldItems.length > 0 ? [{ type: 'StockReleased', data: { items: state.heldItems, reason } }] : [];
}

function cancel(command: Extract<OrderCommand, { type: 'CancelOrder' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  // already over: a late payment of a cancelled or expired order was refunded when it arrived
  if (state.status === 'cancelled' || state.status === 'expired') return [];
  if (state.status === 'confirmed' || state.payment.paidIntentId) {
    throw new ConflictError('A paid booking is cancelled with "Cancel booking", which first shows what is refunded (POST /api/orders/{id}/change-quote with { "cancel": true }).', { reason: 'already_paid' });
  }
  return [{ type: 'OrderCancelled', data: { reason: command.reason, cancelledAt: command.now.toISOString() } }, ...release(state, 'cancelled'), ...creditGivenBack(state, 'The order was cancelled before it was paid')];
}

function expire(command: Extract<OrderCommand, { type: 'ExpireOrder' }>, state: OrderState): OrderEvent[] {
  if (state.status !== 'pending' || state.payment.paidIntentId || !state.holdExpiresAt) return [];
  if (command.now.getTime() < Date.parse(state.holdExpiresAt)) return [];
  return [{ type: 'OrderExpired', data: { expiredAt: command.now.toISOString() } }, ...release(state, 'expired'), ...creditGivenBack(state, 'The order expired before it was paid')];
}

function confirm(command: Extract<OrderCommand, { type: 'ConfirmOrder' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.status === 'confirmed') return [];
  if (state.status === 'pending' && state.payment.paidIntentId) return [confirmedWith(command.now.toISOString(), command.terms)];
  if (state.status !== 'pending') {
    throw new ConflictError(`This order is ${state.status} and cannot be confirmed.`, { reason: 'not_payable', status: state.status });
  }
  throw new ConflictError('The payment for this order has not succeeded yet.', { reason: 'payment_not_verified' });
}

function recordDetails(command: Extract<OrderCommand, { type: 'RecordCustomerDetails' }>, state: OrderState): OrderEvent[] {
  if (state.status === 'none') throw new NotFoundError('Order not found');
  if (state.status !== 'pending') throw new ConflictError('Customer details can only change while the order is pending.');
  return [{ type: 'CustomerDetailsRecorded', data: command.details }];
}

export const decideOrder = decideBy<OrderState, OrderCommand, OrderEvent>({
  PlaceOrder: place,
  RecordCustomerDetails: recordDetails,
  ConfirmOrder: confirm,
  CancelOrder: cancel,
  ExpireOrder: expire,
  ...changeHandlers,
  ...paymentHandlers,
  ...paymentPlanHandlers,
});

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
