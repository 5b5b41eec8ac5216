// The events of an order's stream (`order-{id}`): placement with its priced lines, the stock it holds,
// the customer's details, the payment's course and the order's end. An order's whole history, for the
// read models and the admin's audit trail, is these events.
import { streamKind, type EventTypes, type StreamKind } from '../shared/streams';

export interface FestivalSnapshot {
  productId: string;
  name: string;
  location: string;
  startDate: string | null;
  endDate: string | null;
}

export interface RoomLine {
  /** The accommodation id. */
  id: number;
  hotelId: number;
  hotelName: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  pricePerNightCents: number;
  currency: string;
}

export interface SeatLine {
  id: number;
  title: string;
  date: string;
  buyInCents: number;
  currency: string;
  isPurchased: boolean;
}

export interface ExtraLine {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  quantity: number;
}

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string | null;
  casinoDetails: string | null;
  emergencyContact: string | null;
  specialRequests: string | null;
  notes: string | null;
}

/** What a placement fixes for the order's life: whose order, for which festival, with which lines. */
export interface OrderContents {
  orderId: string;
  userId: number;
  festival: FestivalSnapshot;
  room: RoomLine | null;
  seats: SeatLine[];
  extras: ExtraLine[];
}

export interface StockItem {
  kind: 'accommodation' | 'tournament';
  id: number;
  name: string;
}

export interface OrderPlaced {
  type: 'OrderPlaced';
  data: OrderContents & {
    totalCents: number;
    currency: string;
    placedAt: string;
    holdExpiresAt: string;
  };
}
export interface StockHeld { type: 'StockHeld'; data: { items: StockItem[] } }
export interface CustomerDetailsRecorded { type: 'CustomerDetailsRecorded'; data: CustomerDetails }
export interface PaymentIntentCreated { type: 'PaymentIntentCreated'; data: { intentId: string; provider: string; amountCents: number; currency: string } }
export interface PaymentSucceeded { type: 'PaymentSucceeded'; data: { intentId: string; amountCents: number; currency: string; cardLast4: string | null; paidAt: string } }
export interface PaymentFailed { type: 'PaymentFailed'; data: { intentId: string; reason: string; cardLast4: string | null; failedAt: string } }
export interface OrderConfirmed { type: 'OrderConfirmed'; data: { confirmedAt: string } }
export interface OrderCancelled { type: 'OrderCancelled'; data: { reason: string; cancelledAt: string } }
export interface OrderExpired { type: 'OrderExpired'; data: { expiredAt: string } }
export interface StockReleased { type: 'StockReleased'; data: { items: StockItem[]; reason: 'cancelled' | 'expired' } }
export interface RefundRequested { type: 'RefundRequested'; data: { intentId: string; amountCents: number; reason: string } }

export type OrderEvent =
  | OrderPlaced
  | StockHeld
  | CustomerDetailsRecorded
  | PaymentIntentCreated
  | PaymentSucceeded
  | PaymentFailed
  | OrderConfirmed
  | OrderCancelled
  | OrderExpired
  | StockReleased
  | RefundRequested;

export type OrderEventType = OrderEvent['type'];

const ORDER_STREAM_TYPE = 'order';

const ORDER_EVENT_TYPES: EventTypes<OrderEvent> = {
  OrderPlaced: true,
  StockHeld: true,
  CustomerDetailsRecorded: true,
  PaymentIntentCreated: true,
  PaymentSucceeded: true,
  PaymentFailed: true,
  OrderConfirmed: true,
  OrderCancelled: true,
  OrderExpired: true,
  StockReleased: true,
  RefundRequested: true,
};

/** An order's stream, `order-{orderId}`. */
export const orderStream: StreamKind<OrderEvent, string> = streamKind(ORDER_STREAM_TYPE, ORDER_EVENT_TYPES, (id) => id);
