// 'Continue to Payment' on the details page (product spec sections 4 'Multi-page flow', 5 'Details
// page' and 8): the ten checks in order, then the pending order, its id and the form kept in
// browser storage, and on to /booking/payment.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstDetailsFailure, type BookingDetailsValues, type DetailsCheckFailure, type PaymentPlanChoice } from '@pokerfest/domain';
import { apiPaths, appPaths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { currentUserQueryKey } from '../account';
import { useCart } from '../cart';
import type { OrderView } from '@pokerfest/domain';
import {
  isSalesQueueRefusal,
  newIdempotencyKey,
  orderConflict,
  orderPlacement,
  orderQueryOptions,
  orderSaveFailureText,
  packagePriceQueryOptions,
  placeOrder,
  refreshPromotions,
  voucherRefusal,
  type EarlierOrder,
} from '../checkout';
import { withAdmission } from '../sales-queue';
import type { BookingDraft } from './booking-draft';
import { clearBookingDraft } from './booking-draft';
import { browserStorage, clearBookingOrderId, readBookingOrderId, saveBookingOrderId } from './booking-storage';
import { saveCustomerDetails } from './customer-details';
import { draftTerms } from './draft-price';
import { draftPackage, placeOrderBody } from './order-request';
import { isPlanRefusal } from './payment-plan/plan-calls';
import { paymentPlanPolicyQueryOptions } from '../../lib/payment-plans';

interface SaveDetailsSource {
  draft: BookingDraft;
  accountEmail: string;
  /** Keeps the draft's Idempotency-Key in storage and on screen. */
  replaceDraft: (draft: BookingDraft) => void;
  /** Shows the first failed check at its field. */
  onInvalid: (failure: DetailsCheckFailure) => void;
}

/**
 * The order this checkout placed before, as the server has it now: the stored order id when it is
 * an order of this festival (another festival's order is another checkout). Unreadable counts as none.
 */
async function earlierOrder(queryClient: QueryClient, festivalId: string): Promise<EarlierOrder | null> {
  const orderId = readBookingOrderId(browserStorage());
  if (!orderId) return null;
  try {
    const order = await queryClient.fetchQuery({ ...orderQueryOptions(orderId), staleTime: 0 });
    return order.productId === festivalId ? { id: order.id, status: order.status } : null;
  } catch {
    return null;
  }
}

/** The details form's values and the way of paying chosen beside them (null: no choice was offered). */
interface DetailsSubmission {
  values: BookingDetailsValues;
  paymentPlan: PaymentPlanChoice | null;
}

/** POST /api/orders for this draft: the same order again while nothing changed, else one that replaces it. */
function usePlaceDraftOrder(draft: BookingDraft, replaceDraft: (draft: BookingDraft) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, paymentPlan }: DetailsSubmission): Promise<OrderView> => {
      // the order is placed at the server's price (its discounts, the code it took): the one on screen, or read again when it is old
      const terms = draftTerms(draft);
      const priced = await queryClient.fetchQuery(packagePriceQueryOptions(draftPackage(draft), terms));
      const price = { totalPrice: priced.view.totalPrice, voucherCode: priced.voucherCode, useCredit: terms.useCredit };
      // a queue's admission is part of the body: a new turn is a new placement, replacing the order an earlier one placed
      const body = withAdmission(placeOrderBody(draft, values, paymentPlan, price));
      const placement = orderPlacement(body, draft.orderRequest, await earlierOrder(queryClient, draft.festivalId), newIdempotencyKey);
      const { key, fingerprint, replacesOrderId } = placement;
      if (key !== draft.orderRequest?.key) replaceDraft({ ...draft, orderRequest: { key, fingerprint } });
      return placeOrder({ body, idempotencyKey: key, replacesOrderId });
    },
    onSuccess: (order) => {
      queryClient.setQueryData([apiPaths.order(order.id)], order);
      void queryClient.invalidateQueries({ queryKey: [apiPaths.orders] });
    },
  });
}

export function useSaveDetails({ draft, accountEmail, replaceDraft, onInvalid }: SaveDetailsSource) {
  const placeDraftOrder = usePlaceDraftOrder(draft, replaceDraft);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { removeProduct } = useCart();
  // a second click lands before React has re-rendered the disabled button
  const sending = useRef(false);
  // the failed save in words, kept beside the button until the next try (the toast fades)
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  // refused until the festival's sales open or the player's turn in its queue: the way on is the festival page
  const [backToFestival, setBackToFestival] = useState(false);

  const saved = (orderId: string, values: BookingDetailsValues) => {
    const storage = browserStorage();
    saveBookingOrderId(storage, orderId);
    saveCustomerDetails(storage, { values, bookingId: orderId, accountEmail, now: new Date() });
    notify({ title: 'Details saved successfully', description: 'Proceeding to payment.', tone: 'success', id: 'booking-details' });
    void navigate(appPaths.bookingPayment);
  };

  // an order with nothing to pay now (only seats paid at the venue, or all paid by credit) is confirmed as placed
  const confirmedAsPlaced = (order: OrderView) => {
    const storage = browserStorage();
    clearBookingDraft(storage);
    clearBookingOrderId(storage);
    removeProduct(draft.festivalId);
    refreshPromotions(queryClient);
    const description = order.creditAppliedCents > 0 ? 'Your tournament credit paid it: nothing to pay by card.' : 'Nothing to pay now: your seats are paid at the venue.';
    notify({ title: 'Booking confirmed', description, tone: 'success', id: 'booking-details' });
    void navigate(appPaths.bookingConfirmationOf(order.id), { replace: true });
  };

  const failed = (error: unknown) => {
    console.error('The booking could not be saved.', error);
    const description = orderSaveFailureText(error);
    setSaveFailure(description);
    setBackToFestival(isSalesQueueRefusal(error));
    notify({ title: 'Error saving booking', description, tone: 'destructive', id: 'booking-details' });
    // an expired session: the page then shows its login card
    if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    // the server's word on what is offered now: the choice on screen follows it
    if (isPlanRefusal(error)) void queryClient.invalidateQueries({ queryKey: paymentPlanPolicyQueryOptions.queryKey });
    // a code used up (or credit spent) since the price was read: the summary reads it again
    if (voucherRefusal(error) || orderConflict(error)?.reason === 'price_changed') refreshPromotions(queryClient);
  };

  const submit = (values: BookingDetailsValues, paymentPlan: PaymentPlanChoice | null = null) => {
    setSaveFailure(null);
    setBackToFestival(false);
    const failure = firstDetailsFailure(values, { hasAccommodation: draft.accommodation !== null });
    if (failure) {
      notify({ title: failure.title, description: failure.description, tone: 'destructive', id: 'booking-details' });
      onInvalid(failure);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    placeDraftOrder.mutate(
      { values, paymentPlan },
      {
        onSuccess: (order) => (order.status === 'confirmed' ? confirmedAsPlaced(order) : saved(order.id, values)),
        onError: failed,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { submit, isSaving: placeDraftOrder.isPending, saveFailure, backToFestival };
}
