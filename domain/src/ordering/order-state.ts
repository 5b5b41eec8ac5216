import type { OrderStatus } from './schemas';
import type { CustomerDetails, OrderEvent, OrderPlaced, StockItem } from './order-events';
import type { PaymentStatus } from './views';

/** What the deciders need to know of an order, folded from its events. */
export interface OrderState {
  status: 'none' | OrderStatus;
  orderId: string | null;
  userId: number | null;
  totalCents: number;
  currency: string;
  holdExpiresAt: string | null;
  heldItems: StockItem[];
  /** What was booked, as placed: what follows the order (its e-mails, loyalty) reads it here, not from the stream again. */
  placement: OrderPlaced['data'] | null;
  customer: CustomerDetails | null;
  /** When the order's payment succeeded (ISO time). */
  paidAt: string | null;
  payment: {
    status: PaymentStatus;
    /** Intents created for this order, oldest first. */
    intentIds: string[];
    paidIntentId: string | null;
  };
}

export const initialOrderState: OrderState = {
  status: 'none',
  orderId: null,
  userId: null,
  totalCents: 0,
  currency: 'EUR',
  holdExpiresAt: null,
  heldItems: [],
  placement: null,
  customer: null,
  paidAt: null,
  payment: { status: 'unpaid', intentIds: [], paidIntentId: null },
};

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return {
        ...state,
        status: 'pending',
        orderId: event.data.orderId,
        userId: event.data.userId,
        totalCents: event.data.totalCents,
        currency: event.data.currency,
        holdExpiresAt: event.data.holdExpiresAt,
        placement: event.data,
      };
    case 'StockHeld':
      return { ...state, heldItems: [...state.heldItems, ...event.data.items] };
    case 'StockReleased':
      return { ...state, heldItems: [] };
    case 'CustomerDetailsRecorded':
      return { ...state, customer: event.data };
    case 'PaymentIntentCreated':
      return { ...state, payment: { ...state.payment, status: 'processing', intentIds: [...state.payment.intentIds, event.data.intentId] } };
    case 'PaymentSucceeded':
      return { ...state, paidAt: event.data.paidAt, payment: { ...state.payment, status: 'paid', paidIntentId: event.data.intentId } };
    case 'PaymentFailed':
      return { ...state, payment: { ...state.payment, status: 'failed' } };
    case 'RefundRequested':
      // a refund of a stray second payment leaves the order's own payment as it is
      return event.data.intentId === state.payment.paidIntentId ? { ...state, payment: { ...state.payment, status: 'refunded' } } : state;
    case 'OrderConfirmed':
      return { ...state, status: 'confirmed', holdExpiresAt: null };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled', holdExpiresAt: null };
    case 'OrderExpired':
      return { ...state, status: 'expired', holdExpiresAt: null };
  }
}
