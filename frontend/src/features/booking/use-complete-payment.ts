// After the card is accepted (product spec section 4 'Multi-page flow' and 8): the order is marked
// confirmed, the stored booking state and the festival's cart entry are cleared, and the player goes
// to the confirmation, in place of the payment page in the history. The provider's webhook confirms a paid order on its own, so a failed status
// call does not undo the payment: the player is told it is still being confirmed.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiPaths, appPaths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useCart } from '../cart';
import { confirmPaidOrder, refreshPromotions } from '../checkout';
import { saveBookingDraft } from './booking-draft';
import { browserStorage, clearBookingOrderId, readBookingDraft, readBookingOrderId } from './booking-storage';
import { paymentAcceptedState } from './order-actions/payment-accepted';

async function orderConfirmed(orderId: string): Promise<boolean> {
  try {
    return (await confirmPaidOrder(orderId)).status === 'confirmed';
  } catch (error) {
    console.error('The paid order could not be marked as confirmed; the payment provider will confirm it.', error);
    return false;
  }
}

export function useCompletePayment({ orderId, festivalId }: { orderId: string; festivalId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { removeProduct } = useCart();

  return async function completePayment(): Promise<void> {
    const confirmed = await orderConfirmed(orderId);
    notify({
      title: 'Payment successful!',
      description: confirmed
        ? 'Your booking has been confirmed.'
        : 'Your payment was received. Your booking will show as confirmed as soon as the payment is verified.',
      tone: 'success',
      id: 'booking-payment',
    });
    const storage = browserStorage();
    // the draft stays, marked paid, so Back into the flow leads to this order's confirmation; an
    // order paid by its id (from the dashboard) may belong to no stored draft at all
    if (readBookingOrderId(storage) === orderId) {
      const stored = readBookingDraft(storage);
      if (stored.kind === 'found') saveBookingDraft({ ...stored.draft, paidOrderId: orderId }, storage);
      clearBookingOrderId(storage);
    }
    removeProduct(festivalId);
    // the pending order cached by the details page must not stand in for the paid one
    queryClient.removeQueries({ queryKey: [apiPaths.order(orderId)] });
    void queryClient.invalidateQueries({ queryKey: [apiPaths.orders] });
    // a paid change re-prices the booking, and with it the points it earns
    void queryClient.invalidateQueries({ queryKey: [apiPaths.user] });
    void queryClient.invalidateQueries({ queryKey: [apiPaths.loyaltyMe] });
    // a code's use and any credit are now this booking's
    refreshPromotions(queryClient);
    // until the webhook's verdict lands the order view alone cannot tell this payment from an abandoned one
    void navigate(appPaths.bookingConfirmationOf(orderId), { replace: true, state: confirmed ? undefined : paymentAcceptedState });
  };
}
