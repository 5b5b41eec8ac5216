import type { OrderStatus } from './schemas';

// What the order calls answer (GET /api/orders, GET /api/orders/{id}, POST /api/orders). Money is
// in major units where the screens show it (totalPrice, pricePerNight, price) and in cents where the
// spec keeps cents (tournament buyIn) or says so (totalPriceCents).

export type PaymentStatus = 'unpaid' | 'processing' | 'paid' | 'failed' | 'refunded';

export interface OrderAccommodationView {
  /** The accommodation (room) id, also the order's `hotelId`. */
  id: number;
  hotelId: number;
  hotelName: string;
  roomType: string;
  /** '{hotel} - {room}', what the confirmation screen shows. */
  name: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  pricePerNight: number;
  /** pricePerNight x nights. */
  price: number;
  currency: string;
}

export interface OrderTournamentView {
  id: number;
  title: string;
  name: string;
  date: string;
  /** Cents, as the catalogue keeps buy-ins. */
  buyIn: number;
  /** Major units; 0 for a seat paid at the venue. */
  price: number;
  isPurchased: boolean;
  currency: string;
}

export interface OrderExtraView {
  id: number;
  name: string;
  description: string | null;
  /** Unit price, major units. */
  price: number;
  quantity: number;
}

export interface OrderView {
  id: string;
  userId: number;
  productId: string;
  festivalName: string;
  festivalLocation: string;
  festivalStartDate: string | null;
  festivalEndDate: string | null;
  /** The chosen room's accommodation id, or null without a room. */
  hotelId: number | null;
  nights: number | null;
  totalPrice: number;
  totalPriceCents: number;
  currency: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Last four digits of the card that paid, when known. */
  cardLast4: string | null;
  /** When the payment that confirmed the order succeeded (ISO time); null until paid. */
  paidAt: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  casinoDetails: string | null;
  emergencyContact: string | null;
  specialRequests: string | null;
  notes: string | null;
  accommodation: OrderAccommodationView | null;
  tournaments: OrderTournamentView[];
  extras: OrderExtraView[];
  /** Loyalty points this booking earns once its stay begins. */
  pointsToEarn: number;
  /** When an unpaid order's hold on rooms and seats ends; null once paid or closed. */
  holdExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An order in the admin list: the order plus who placed it. */
export interface AdminOrderView extends OrderView {
  username: string;
}

/** One entry of an order's history (GET /api/admin/orders/{id}/events). */
export interface OrderHistoryEntry {
  version: number;
  type: string;
  data: unknown;
  occurredAt: string;
  actor: { id: number; username: string } | null;
}

/** POST /api/create-payment-intent. */
export interface PaymentIntentView {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  amountCents: number;
  currency: string;
  provider: 'demo' | 'stripe';
}

/** GET /api/payments/config: which checkout the browser shows. */
export interface PaymentConfigView {
  provider: 'demo' | 'stripe';
  publishableKey: string | null;
}

/** POST /api/payments/demo/confirm: the demo provider's answer, shaped like a card confirmation. */
export interface DemoConfirmView {
  status: 'succeeded' | 'failed';
  paymentIntentId: string;
  /** The decline reason in words, when failed. */
  error?: string;
}
