// 'Continue to Payment' on the details page (product spec sections 4 'Multi-page flow', 5 'Details
// page' and 8): the ten checks in order, then the pending order, its id and the form kept in
// browser storage, and on to /booking/payment.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstDetailsFailure, type BookingDetailsValues, type DetailsCheckFailure } from '@pokerfest/domain';
import { appPaths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { currentUserQueryKey } from '../account/api/get-current-user';
import { useCart } from '../cart/use-cart';
import { usePlaceOrder } from './api/place-order';
import type { BookingDraft } from './booking-draft';
import { clearBookingDraft } from './booking-draft';
import { browserStorage, clearBookingOrderId, saveBookingOrderId } from './booking-storage';
import { saveCustomerDetails } from './customer-details';
import { orderSaveFailureText } from './order-failure';
import { newIdempotencyKey, orderRequestKeyFor, placeOrderBody } from './order-request';

interface SaveDetailsSource {
  draft: BookingDraft;
  accountEmail: string;
  /** Keeps the draft's Idempotency-Key in storage and on screen. */
  replaceDraft: (draft: BookingDraft) => void;
  /** Shows the first failed check at its field. */
  onInvalid: (failure: DetailsCheckFailure) => void;
}

export function useSaveDetails({ draft, accountEmail, replaceDraft, onInvalid }: SaveDetailsSource) {
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { removeProduct } = useCart();
  // a second click lands before React has re-rendered the disabled button
  const sending = useRef(false);

  const saved = (orderId: string, values: BookingDetailsValues) => {
    const storage = browserStorage();
    saveBookingOrderId(storage, orderId);
    saveCustomerDetails(storage, { values, bookingId: orderId, accountEmail, now: new Date() });
    notify({ title: 'Details saved successfully', description: 'Proceeding to payment.', tone: 'success', id: 'booking-details' });
    navigate(appPaths.bookingPayment);
  };

  // an order with nothing to pay now (only seats paid at the venue) is confirmed as placed
  const confirmedAsPlaced = (orderId: string) => {
    const storage = browserStorage();
    clearBookingDraft(storage);
    clearBookingOrderId(storage);
    removeProduct(draft.festivalId);
    notify({ title: 'Booking confirmed', description: 'Nothing to pay now: your seats are paid at the venue.', tone: 'success', id: 'booking-details' });
    navigate(appPaths.bookingConfirmationOf(orderId), { replace: true });
  };

  const failed = (error: unknown) => {
    console.error('The booking could not be saved.', error);
    notify({ title: 'Error saving booking', description: orderSaveFailureText(error), tone: 'destructive', id: 'booking-details' });
    // an expired session: the page then shows its login card
    if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  const submit = (values: BookingDetailsValues) => {
    const failure = firstDetailsFailure(values, { hasAccommodation: draft.accommodation !== null });
    if (failure) {
      notify({ title: failure.title, description: failure.description, tone: 'destructive', id: 'booking-details' });
      onInvalid(failure);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const body = placeOrderBody(draft, values);
    const orderRequest = orderRequestKeyFor(draft, body, newIdempotencyKey);
    if (orderRequest !== draft.orderRequest) replaceDraft({ ...draft, orderRequest });
    placeOrder.mutate(
      { body, idempotencyKey: orderRequest.key },
      {
        onSuccess: (order) => (order.status === 'confirmed' ? confirmedAsPlaced(order.id) : saved(order.id, values)),
        onError: failed,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { submit, isSaving: placeOrder.isPending };
}
