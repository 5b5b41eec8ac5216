// Runs the wizard machine with the booking core's server steps, and turns its announcements into
// toasts, fresh dashboard data and an emptied cart entry.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../../lib/notify';
import { currentUserQueryKey } from '../account';
import { useCart } from '../cart';
import { confirmDemoPayment, confirmPaidOrder, createPaymentIntent, newIdempotencyKey, placeOrder, refreshPromotions, type PaymentFailure } from '../checkout';
import { myOrdersQueryKey } from '../dashboard';
import { withAdmission } from '../sales-queue';
import { bookingWizardMachine } from './machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from './wizard-package';

const serverWizard = bookingWizardMachine.provide({
  actors: {
    // a turn in the festival's sales queue (issue 30) goes with the order while it lasts
    placeOrder: fromPromise(({ input }) => placeOrder({ body: withAdmission(input.request), idempotencyKey: input.idempotencyKey, replacesOrderId: input.replacesOrderId })),
    startPayment: fromPromise(({ input }) => createPaymentIntent(input)),
    chargeCard: fromPromise(({ input }) => confirmDemoPayment(input.payment, input.card)),
    confirmOrder: fromPromise(({ input }) => confirmPaidOrder(input.orderId)),
  },
});

/** `selection` is the cart's: the machine starts from it and hears of every change (SELECTION_CHANGED). */
export function useBookingWizard(catalogue: WizardCatalogue, selection: WizardSelection) {
  const queryClient = useQueryClient();
  const { removeProduct } = useCart();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const actorRef = useActorRef(serverWizard, { input: { catalogue, selection, idempotencyKey } });
  const snapshot = useSelector(actorRef, (state) => state);
  // every failure is a new one for the card form, even with the same words: it moves the focus again
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const productId = catalogue.festival.productId;
  const selectionKey = JSON.stringify(selection);
  useEffect(() => {
    // a booked package leaves the cart: the finished wizard has nothing more to hear of it
    if (actorRef.getSnapshot().status !== 'active') return;
    actorRef.send({ type: 'SELECTION_CHANGED', selection: JSON.parse(selectionKey) as WizardSelection });
  }, [actorRef, selectionKey]);

  useEffect(() => {
    const failed = actorRef.on('bookingFailed', ({ message }) => {
      setFailure((current) => ({ id: (current?.id ?? 0) + 1, text: message }));
      notify({ title: 'Booking Failed', description: message, tone: 'destructive' });
      // a code used up or credit spent since the price was read: the summary reads it again
      refreshPromotions(queryClient);
    });
    const confirmed = actorRef.on('bookingConfirmed', () => {
      notify({ title: 'Booking Successful!', description: 'Your poker festival package has been booked.', tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
      refreshPromotions(queryClient);
      removeProduct(productId);
    });
    return () => {
      failed.unsubscribe();
      confirmed.unsubscribe();
    };
  }, [actorRef, queryClient, removeProduct, productId]);

  return { snapshot, send: actorRef.send, failure };
}
