import { pointsForBooking, type OrderEvent, type OrderView } from '@pokerfest/domain';

// How each order event changes what the order calls answer. Pure: the projection loads the row,
// folds the stream's new events through this, and writes it back. The points a booking earns are
// loyalty's rule, so the caller hands in the earn rate `loyalty_config` holds (never the default).

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

const major = (cents: number) => cents / 100;

export function placedView(data: Placed, recordedAt: string, earnRatePercent: number): OrderView {
  const { room, festival } = data;
  return {
    id: data.orderId,
    userId: data.userId,
    productId: festival.productId,
    festivalName: festival.name,
    festivalLocation: festival.location,
    festivalStartDate: festival.startDate,
    festivalEndDate: festival.endDate,
    hotelId: room?.id ?? null,
    nights: room?.nights ?? null,
    totalPrice: major(data.totalCents),
    totalPriceCents: data.totalCents,
    currency: data.currency,
    status: 'pending',
    paymentStatus: 'unpaid',
    cardLast4: null,
    paidAt: null,
    customerName: '',
    customerEmail: '',
    customerPhone: null,
    casinoDetails: null,
    emergencyContact: null,
    specialRequests: null,
    notes: null,
    accommodation: room && {
      id: room.id,
      hotelId: room.hotelId,
      hotelName: room.hotelName,
      roomType: room.roomType,
      name: `${room.hotelName} - ${room.roomType}`,
      checkIn: room.checkIn,
      checkOut: room.checkOut,
      nights: room.nights,
      pricePerNight: major(room.pricePerNightCents),
      price: major(room.pricePerNightCents * room.nights),
      currency: room.currency,
    },
    tournaments: data.seats.map((seat) => ({
      id: seat.id,
      title: seat.title,
      name: seat.title,
      date: seat.date,
      buyIn: seat.buyInCents,
      price: seat.isPurchased ? major(seat.buyInCents) : 0,
      isPurchased: seat.isPurchased,
      currency: seat.currency,
    })),
    extras: data.extras.map((extra) => ({ id: extra.id, name: extra.name, description: extra.description, price: major(extra.priceCents), quantity: extra.quantity })),
    pointsToEarn: pointsForBooking(data.totalCents, earnRatePercent),
    holdExpiresAt: data.holdExpiresAt,
    createdAt: data.placedAt,
    updatedAt: recordedAt,
  };
}

function changed(view: OrderView, event: OrderEvent): OrderView {
  switch (event.type) {
    case 'OrderPlaced':
      return view;
    case 'CustomerDetailsRecorded': {
      const { name, email, phone, casinoDetails, emergencyContact, specialRequests, notes } = event.data;
      return { ...view, customerName: name, customerEmail: email, customerPhone: phone, casinoDetails, emergencyContact, specialRequests, notes };
    }
    case 'PaymentIntentCreated':
      return view.paymentStatus === 'paid' ? view : { ...view, paymentStatus: 'processing' };
    case 'PaymentSucceeded':
      return { ...view, paymentStatus: 'paid', cardLast4: event.data.cardLast4, paidAt: event.data.paidAt };
    case 'PaymentFailed':
      return { ...view, paymentStatus: 'failed', cardLast4: event.data.cardLast4 };
    case 'RefundRequested':
      // a stray second payment of a confirmed order is refunded; the order's own payment stands
      return view.status === 'confirmed' ? view : { ...view, paymentStatus: 'refunded' };
    case 'OrderConfirmed':
      return { ...view, status: 'confirmed', holdExpiresAt: null };
    case 'OrderCancelled':
      return { ...view, status: 'cancelled', holdExpiresAt: null };
    case 'OrderExpired':
      return { ...view, status: 'expired', holdExpiresAt: null };
    case 'StockHeld':
    case 'StockReleased':
      return view;
  }
}

/**
 * The view after one more event; an event before placement (impossible in a valid stream) is
 * skipped. The earn rate prices the placement's points; the other events leave them alone.
 */
export function evolveOrderView(view: OrderView | null, event: OrderEvent, recordedAt: string, earnRatePercent: number): OrderView | null {
  if (event.type === 'OrderPlaced') return placedView(event.data, recordedAt, earnRatePercent);
  if (!view) return null;
  return { ...changed(view, event), updatedAt: recordedAt };
}
