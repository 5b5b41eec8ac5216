// Runs the wizard machine with the real server steps, and turns its announcements into toasts,
// fresh dashboard data and an emptied cart entry.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../../lib/notify';
import { currentUserQueryKey } from '../account/api/get-current-user';
import { useCart } from '../cart/use-cart';
import { myOrdersQueryKey } from '../dashboard/api/get-my-orders';
import { chargeDemoCard } from './api/charge-demo-card';
import { confirmOrder } from './api/confirm-order';
import { placeOrder } from './api/place-order';
import { startPayment } from './api/start-payment';
import { bookingWizardMachine } from './machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from './wizard-package';

const serverWizard = bookingWizardMachine.provide({
  actors: {
    placeOrder: fromPromise(({ input }) => placeOrder(input)),
    startPayment: fromPromise(({ input }) => startPayment(input)),
    chargeCard: fromPromise(({ input }) => chargeDemoCard(input)),
    confirmOrder: fromPromise(({ input }) => confirmOrder(input)),
  },
});

/** A key no other wizard run shares; plain-HTTP pages lack randomUUID but still have getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useBookingWizard(catalogue: WizardCatalogue, selection: WizardSelection) {
  const queryClient = useQueryClient();
  const { removeProduct } = useCart();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const actorRef = useActorRef(serverWizard, { input: { catalogue, selection, idempotencyKey } });
  const snapshot = useSelector(actorRef, (state) => state);
  const productId = catalogue.festival.productId;

  useEffect(() => {
    const failed = actorRef.on('bookingFailed', ({ message }) => notify({ title: 'Booking Failed', description: message, tone: 'destructive' }));
    const confirmed = actorRef.on('bookingConfirmed', () => {
      notify({ title: 'Booking Successful!', description: 'Your poker festival package has been booked.', tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
      removeProduct(productId);
    });
    return () => {
      failed.unsubscribe();
      confirmed.unsubscribe();
    };
  }, [actorRef, queryClient, removeProduct, productId]);

  return { snapshot, send: actorRef.send };
}
