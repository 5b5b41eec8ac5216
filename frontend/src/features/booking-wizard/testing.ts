// A small festival catalogue and the server's answers, shared by the wizard's unit tests.
import type { DemoConfirmView, OrderView, PaymentIntentView } from '@pokerfest/domain';
import type { Accommodation, Extra, Festival, Hotel, Tournament } from '../catalogue';
import type { WizardCatalogue } from './wizard-package';

const stamp = '2026-01-01T00:00:00.000Z';

export const festival: Festival = {
  id: 'vienna-spring-2027',
  productId: 'vienna-spring-2027',
  title: 'Vienna Spring Poker Festival',
  name: 'Vienna Spring Poker Festival',
  description: 'Ten days of poker in Vienna.',
  location: 'Vienna, Austria',
  latitude: null,
  longitude: null,
  casinoId: null,
  startDate: '2027-03-12',
  endDate: '2027-03-21',
  imageUrl: null,
  basePrice: 0,
  startingPrice: 450,
  startingPriceCurrency: 'EUR',
  maxLoyaltyPoints: 1500,
  featured: true,
  active: true,
  salesOpenAt: null,
  createdAt: stamp,
  updatedAt: stamp,
};

const room = (id: number, roomType: string, pricePerNight: number, availableRooms: number, currency = 'EUR'): Accommodation => ({
  id,
  productId: festival.productId,
  festivalId: festival.productId,
  hotelId: 7,
  roomType,
  roomDescription: roomType,
  description: `${roomType}, breakfast included.`,
  pricePerNight,
  currency,
  availableRooms,
  remainingRooms: availableRooms,
  minStayDays: 1,
  checkInDate: null,
  checkOutDate: null,
  startDate: null,
  endDate: null,
  amenities: null,
  salesOpenAt: null,
  createdAt: stamp,
  updatedAt: stamp,
});

export const rooms = [room(11, 'Standard Double', 180, 12), room(12, 'Deluxe Suite', 320.5, 0)];

export const hotels: Hotel[] = [
  {
    id: 7,
    name: 'Hotel Imperial Vienna',
    description: 'A short walk from the venue.',
    location: 'Vienna',
    latitude: null,
    longitude: null,
    website: null,
    contactInfo: null,
    stars: 5,
    imageUrl: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const tournament = (id: number, title: string, date: string, buyIn: number, canBePurchased = true, currency = 'EUR'): Tournament => ({
  id,
  productId: festival.productId,
  title,
  description: null,
  date,
  buyIn,
  canBePurchased,
  canBeReserved: !canBePurchased,
  availableSeats: 0,
  remainingSeats: null,
  currency,
  salesOpenAt: null,
});

export const tournaments = [
  tournament(21, 'Opening Event €330', '2027-03-12', 33_000),
  tournament(22, 'Main Event €1,100', '2027-03-15', 110_000),
  tournament(23, 'Ladies Event €220', '2027-03-16', 22_000, false),
  tournament(24, 'Dollar Deepstack', '2027-03-17', 50_000, true, 'USD'),
];

export const extras: Extra[] = [
  { id: 31, productId: festival.productId, name: 'Airport Transfer', description: 'Both ways.', price: 45 },
  { id: 32, productId: festival.productId, name: 'Festival Dinner', description: null, price: 75 },
];

export const catalogue: WizardCatalogue = { festival, rooms, hotels, tournaments, extras };

export const details = { firstName: 'Maria', lastName: 'Novak', email: 'maria@example.com', phone: '+43 660 1234' };

export const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', nameOnCard: 'Maria Novak' };

export function placedOrder(id: string, totalPrice: number, status: OrderView['status'] = 'pending'): OrderView {
  return {
    id,
    userId: 1,
    productId: festival.productId,
    festivalName: festival.title,
    festivalLocation: festival.location,
    festivalStartDate: festival.startDate,
    festivalEndDate: festival.endDate,
    hotelId: 11,
    nights: 4,
    totalPrice,
    totalPriceCents: Math.round(totalPrice * 100),
    currency: 'EUR',
    status,
    paymentStatus: status === 'confirmed' ? 'paid' : 'unpaid',
    cardLast4: null,
    paidAt: null,
    customerName: 'Maria Novak',
    customerEmail: details.email,
    customerPhone: details.phone,
    casinoDetails: null,
    emergencyContact: null,
    specialRequests: null,
    notes: null,
    accommodation: null,
    tournaments: [],
    extras: [],
    pointsToEarn: Math.round(totalPrice / 10),
    holdExpiresAt: null,
    createdAt: stamp,
    updatedAt: stamp,
    paidCents: status === 'confirmed' ? Math.round(totalPrice * 100) : 0,
    refundedCents: 0,
    pendingChange: null,
    cancellationTerms: [],
    refunds: [],
    cancelledAt: null,
    payment: fullPayment(totalPrice, status === 'confirmed', stamp),
    discounts: [],
    creditAppliedCents: 0,
  };
}

function fullPayment(totalPrice: number, paid: boolean, stamp: string): OrderView['payment'] {
  const cents = Math.round(totalPrice * 100);
  const entry = { dueDate: stamp.slice(0, 10), amount: totalPrice, amountCents: cents, status: paid ? ('paid' as const) : ('due' as const), paidAt: paid ? stamp : null };
  return { plan: 'full', schedule: [entry], paidAmount: paid ? totalPrice : 0, paidAmountCents: paid ? cents : 0, balanceDue: paid ? 0 : totalPrice, balanceDueCents: paid ? 0 : cents, balanceDueDate: null, graceDays: null, automaticCharges: null };
}

export function paymentIntent(orderId: string, amount: number): PaymentIntentView {
  return {
    orderId,
    paymentIntentId: `pi_${orderId}`,
    clientSecret: `pi_${orderId}_secret_demo`,
    amount,
    amountCents: Math.round(amount * 100),
    currency: 'EUR',
    provider: 'demo',
  };
}

export const succeeded = (intent: PaymentIntentView): DemoConfirmView => ({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
