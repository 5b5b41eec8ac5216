import { DEFAULT_CANCELLATION_POLICY, isCreditPayment, policySentences, pointsForBooking, quoteLineView, type BookedContents, type OrderEvent, type OrderRefundView, type OrderView } from '@pokerfest/domain';
import { moneyAfter } from './order-money';
import { legacyPayment, paymentAfter, placedPayment } from './order-payment';

// How each order event changes what the order calls answer. Pure: the projection loads the row,
// folds the stream's new events through this, and writes it back. The points a booking earns are
// loyalty's rule, so the caller hands in the earn rate `loyalty_config` holds (never the default).

type Placed = Extract<OrderEvent, { type: 'OrderPlaced' }>['data'];

const major = (cents: number) => cents / 100;

/** The view's lines and money for what the order holds: as placed, or as the last change left it. */
function contentsView(contents: BookedContents, earnRatePercent: number, creditCents: number) {
  const { room } = contents;
  return {
    hotelId: room?.id ?? null,
    nights: room?.nights ?? null,
    totalPrice: major(contents.totalCents),
    totalPriceCents: contents.totalCents,
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
    tournaments: contents.seats.map((seat) => ({
      id: seat.id,
      title: seat.title,
      name: seat.title,
      date: seat.date,
      buyIn: seat.buyInCents,
      price: seat.isPurchased ? major(seat.buyInCents) : 0,
      isPurchased: seat.isPurchased,
      currency: seat.currency,
    })),
    extras: contents.extras.map((extra) => ({ id: extra.id, name: extra.name, description: extra.description, price: major(extra.priceCents), quantity: extra.quantity })),
    // points are earned on what the player paid, not on what tournament credit paid (issue 32)
    pointsToEarn: pointsForBooking(Math.max(0, contents.totalCents - creditCents), earnRatePercent),
  };
}

export function placedView(data: Placed, recordedAt: string, earnRatePercent: number): OrderView {
  const { festival } = data;
  return {
    id: data.orderId,
    userId: data.userId,
    productId: festival.productId,
    festivalName: festival.name,
    festivalLocation: festival.location,
    festivalStartDate: festival.startDate,
    festivalEndDate: festival.endDate,
    ...contentsView(data, earnRatePercent, data.creditCents ?? 0),
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
    holdExpiresAt: data.holdExpiresAt,
    createdAt: data.placedAt,
    updatedAt: recordedAt,
    paidCents: 0,
    refundedCents: 0,
    pendingChange: null,
    cancellationTerms: [],
    refunds: [],
    cancelledAt: null,
    payment: placedPayment(data),
    subtotalCents: data.subtotalCents ?? data.totalCents,
    discounts: (data.discounts ?? []).map((line) => ({ source: line.source, ...(line.code ? { code: line.code } : {}), label: line.label, amount: major(line.amountCents), amountCents: line.amountCents })),
    creditAppliedCents: data.creditCents ?? 0,
    amountDueCents: data.totalCents - (data.creditCents ?? 0),
  };
}

/**
 * Views stored before changes existed lack the change fields: such an order was paid its total or
 * nothing, and refunded all or nothing (migration 2026-11-25T0300-order-view-money reads them alike).
 */
function withChangeFields(view: OrderView): OrderView {
  const paid = view.paymentStatus === 'paid' || view.paymentStatus === 'refunded';
  return {
    ...view,
    paidCents: view.paidCents ?? (paid ? view.totalPriceCents : 0),
    refundedCents: view.refundedCents ?? (view.paymentStatus === 'refunded' ? view.totalPriceCents : 0),
    pendingChange: view.pendingChange ?? null,
    cancellationTerms: view.cancellationTerms ?? [],
    refunds: view.refunds ?? [],
    cancelledAt: view.cancelledAt ?? null,
    payment: view.payment ?? legacyPayment(view),
    discounts: view.discounts ?? [],
    creditAppliedCents: view.creditAppliedCents ?? 0,
  };
}

/**
 * The refunds after one more counted refund of `amountCents`: a quote's refund split over several
 * payments is one refund to the player, dated by its first part. A refund follows its quote's
 * OrderCancelled or OrderChanged, so the status tells which of the two it was.
 */
function withRefund(view: OrderView, amountCents: number, quoteId: string | undefined, at: string): OrderRefundView[] {
  const same = quoteId ? view.refunds.find((refund) => refund.quoteId === quoteId && refund.method !== 'credit') : undefined;
  if (same) {
    const total = same.amountCents + amountCents;
    return view.refunds.map((refund) => (refund === same ? { ...refund, amount: major(total), amountCents: total } : refund));
  }
  const cause = !quoteId ? 'payment' : view.status === 'cancelled' ? 'cancellation' : 'change';
  return [...view.refunds, { quoteId: quoteId ?? null, cause, amount: major(amountCents), amountCents, currency: view.currency, refundedAt: at }];
}

/** Tournament credit still paying for the order: what it took at placement less what went back to credit. */
function creditKept(view: OrderView): number {
  return view.creditAppliedCents - view.refunds.reduce((sum, refund) => sum + (refund.method === 'credit' ? refund.amountCents : 0), 0);
}

/**
 * A change's refund gave part of the credit back: the card now pays more of the booking, and the
 * points follow what it pays (as loyalty's own record does, loyalty/bookings.ts `earnedOnCents`).
 */
function withCreditBack(view: OrderView, earnRatePercent: number): OrderView {
  if (view.status !== 'pending' && view.status !== 'confirmed') return view;
  const cardCents = Math.max(0, view.totalPriceCents - creditKept(view));
  return { ...view, pointsToEarn: pointsForBooking(cardCents, earnRatePercent), amountDueCents: cardCents };
}

function changed(view: OrderView, event: OrderEvent, recordedAt: string, earnRatePercent: number): OrderView {
  switch (event.type) {
    case 'OrderPlaced':
      return view;
    case 'CustomerDetailsRecorded': {
      const { name, email, phone, casinoDetails, emergencyContact, specialRequests, notes } = event.data;
      return { ...view, customerName: name, customerEmail: email, customerPhone: phone, casinoDetails, emergencyContact, specialRequests, notes };
    }
    case 'PaymentIntentCreated':
      return view.paymentStatus === 'paid' || event.data.quoteId ? view : { ...view, paymentStatus: 'processing' };
    case 'PaymentSucceeded': {
      const { paidCents } = moneyAfter(view, event, view.status);
      // the difference of a change: one more payment of a paid order
      if (event.data.quoteId) return { ...view, paidCents };
      // a later payment of a plan: the booking was confirmed by its deposit
      if (event.data.instalments && !event.data.instalments.includes(0)) return { ...view, paidCents };
      return { ...view, paymentStatus: 'paid', cardLast4: event.data.cardLast4, paidAt: event.data.paidAt, paidCents };
    }
    case 'PaymentFailed':
      return event.data.quoteId || event.data.instalments ? view : { ...view, paymentStatus: 'failed', cardLast4: event.data.cardLast4 };
    case 'RefundRequested': {
      // credit given back: listed with the refunds, never counted as card money
      if (isCreditPayment(event.data.intentId)) return withCreditBack({ ...view, refunds: [...view.refunds, { quoteId: event.data.quoteId ?? null, cause: event.data.quoteId ? (view.status === 'cancelled' ? 'cancellation' : 'change') : 'payment', amount: major(event.data.amountCents), amountCents: event.data.amountCents, currency: view.currency, refundedAt: recordedAt, method: 'credit' }] }, earnRatePercent);
      // a stray payment given back (never counted as paid) leaves the order's own payment as it stands
      const { refundedCents } = moneyAfter(view, event, view.status);
      if (refundedCents === view.refundedCents) return view;
      const refunds = withRefund(view, refundedCents - view.refundedCents, event.data.quoteId, recordedAt);
      return { ...view, refundedCents, refunds, paymentStatus: refundedCents >= view.paidCents && view.paidCents > 0 ? 'refunded' : view.paymentStatus };
    }
    case 'OrderConfirmed':
      return { ...view, status: 'confirmed', holdExpiresAt: null, cancellationTerms: policySentences(event.data.policy ?? DEFAULT_CANCELLATION_POLICY) };
    case 'OrderCancelled':
      return { ...view, status: 'cancelled', holdExpiresAt: null, pendingChange: null, cancelledAt: event.data.cancelledAt };
    case 'OrderChanged':
      return { ...view, ...contentsView(event.data.after, earnRatePercent, creditKept(view)), amountDueCents: event.data.after.totalCents - creditKept(view), pendingChange: view.pendingChange?.quoteId === event.data.quoteId ? null : view.pendingChange };
    case 'OrderChangeRequested': {
      const { quoteId, dueCents, holdExpiresAt, lines } = event.data;
      return { ...view, pendingChange: { quoteId, due: major(dueCents), dueCents, currency: view.currency, holdExpiresAt, lines: lines.map(quoteLineView) } };
    }
    case 'OrderChangeLapsed':
      return view.pendingChange?.quoteId === event.data.quoteId ? { ...view, pendingChange: null } : view;
    case 'OrderExpired':
      return { ...view, status: 'expired', holdExpiresAt: null };
    case 'StockHeld':
    case 'StockReleased':
    case 'InstalmentReminded':
    case 'InstalmentOverdue':
    case 'AutomaticChargesConsented':
    case 'AutomaticChargesWithdrawn':
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
  const next = changed(withChangeFields(view), event, recordedAt, earnRatePercent);
  return { ...next, payment: paymentAfter(next.payment, event), updatedAt: recordedAt };
}
