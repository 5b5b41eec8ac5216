// A wizard actor for the machine's unit tests: its server steps are recorded and answer like the
// demo checkout unless a test scripts them.
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DemoConfirmView, OrderView, PaymentIntentView } from '@pokerfest/domain';
import { card, catalogue, details, paymentIntent, placedOrder, succeeded } from '../testing';
import { emptySelection, type WizardSelection } from '../wizard-package';
import {
  bookingWizardMachine,
  canOpenStep,
  isBooking,
  type BookingWizardEmitted,
  type ChargeCardStep,
  type PlaceOrderStep,
  type StartPaymentStep,
  type WizardStep,
} from './booking-wizard.machine';

export interface ServerScript {
  placeOrder?: (step: PlaceOrderStep) => Promise<OrderView>;
  chargeCard?: (step: ChargeCardStep) => Promise<DemoConfirmView>;
  confirmOrder?: (orderId: string) => Promise<OrderView>;
}

/** A wizard whose server steps are recorded and answer like the demo checkout, unless scripted. */
export function startWizard(script: ServerScript = {}) {
  const calls = { placeOrder: [] as PlaceOrderStep[], startPayment: [] as StartPaymentStep[], chargeCard: [] as ChargeCardStep[], confirmOrder: [] as string[] };
  let orders = 0;
  const machine = bookingWizardMachine.provide({
    actors: {
      placeOrder: fromPromise<OrderView, PlaceOrderStep>(({ input }) => {
        calls.placeOrder.push(input);
        orders += 1;
        return script.placeOrder?.(input) ?? Promise.resolve(placedOrder(`order-${orders}`, Number(input.request.totalPrice)));
      }),
      startPayment: fromPromise<PaymentIntentView, StartPaymentStep>(({ input }) => {
        calls.startPayment.push(input);
        return Promise.resolve(paymentIntent(input.orderId, input.amount));
      }),
      chargeCard: fromPromise<DemoConfirmView, ChargeCardStep>(({ input }) => {
        calls.chargeCard.push(input);
        return script.chargeCard?.(input) ?? Promise.resolve(succeeded(input.payment));
      }),
      confirmOrder: fromPromise<OrderView, { orderId: string }>(({ input }) => {
        calls.confirmOrder.push(input.orderId);
        return script.confirmOrder?.(input.orderId) ?? Promise.resolve(placedOrder(input.orderId, 1000, 'confirmed'));
      }),
    },
  });
  const actor = createActor(machine, { input: { catalogue, selection: emptySelection, idempotencyKey: 'run-key' } });
  const emitted: BookingWizardEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

export type Wizard = ReturnType<typeof startWizard>;

export const openTabs = ({ actor }: Wizard) =>
  (['options', 'details', 'payment', 'confirmation'] as WizardStep[]).filter((step) => canOpenStep(actor.getSnapshot(), step));

/** The cart changed as the festival's sections change it: the wizard now holds `change` over what it held. */
export function choose({ actor }: Wizard, change: Partial<WizardSelection>) {
  actor.send({ type: 'SELECTION_CHANGED', selection: { ...actor.getSnapshot().context.selection, ...change } });
}

/** Room 11 for 4 nights (720.00), the Main Event (1,100.00) and the transfer (45.00): 1,865.00. */
export function choosePackage(wizard: Wizard) {
  choose(wizard, { roomId: 11, paidTournamentIds: [22], extraIds: [31] });
}

export function reachPayment(wizard: Wizard) {
  choosePackage(wizard);
  wizard.actor.send({ type: 'NEXT' });
  wizard.actor.send({ type: 'DETAILS_CHANGED', details });
  wizard.actor.send({ type: 'NEXT' });
}

export const settled = (wizard: Wizard) => waitFor(wizard.actor, (snapshot) => !isBooking(snapshot));

/** On Payment, the card sent once (the demo's 4242 unless given); resolves once that booking attempt has settled. */
export async function completeOnce(wizard: Wizard, paidWith = card): Promise<void> {
  reachPayment(wizard);
  wizard.actor.send({ type: 'COMPLETE', card: paidWith });
  await settled(wizard);
}
