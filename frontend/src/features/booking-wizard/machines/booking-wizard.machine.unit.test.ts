import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DemoConfirmView, OrderView, PaymentIntentView } from '@pokerfest/domain';
import { ApiError } from '../../../lib/api-client';
import { card, catalogue, details, paymentIntent, placedOrder, succeeded } from '../wizard-fixtures';
import { emptySelection } from '../wizard-package';
import {
  bookingWizardMachine,
  canOpenStep,
  isBooking,
  wizardStep,
  type BookingWizardEmitted,
  type ChargeCardStep,
  type PlaceOrderStep,
  type StartPaymentStep,
  type WizardStep,
} from './booking-wizard.machine';

interface ServerScript {
  placeOrder?: (step: PlaceOrderStep) => Promise<OrderView>;
  chargeCard?: (step: ChargeCardStep) => Promise<DemoConfirmView>;
  confirmOrder?: (orderId: string) => Promise<OrderView>;
}

/** A wizard whose server steps are recorded and answer like the demo checkout, unless scripted. */
function startWizard(script: ServerScript = {}) {
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

type Wizard = ReturnType<typeof startWizard>;

const openTabs = ({ actor }: Wizard) =>
  (['options', 'details', 'payment', 'confirmation'] as WizardStep[]).filter((step) => canOpenStep(actor.getSnapshot(), step));

/** Room 11 for 4 nights (720.00), the Main Event (1,100.00) and the transfer (45.00): 1,865.00. */
function choosePackage({ actor }: Wizard) {
  actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
  actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 22 });
  actor.send({ type: 'TOGGLE_EXTRA', extraId: 31 });
}

function reachPayment(wizard: Wizard) {
  choosePackage(wizard);
  wizard.actor.send({ type: 'NEXT' });
  wizard.actor.send({ type: 'DETAILS_CHANGED', details });
  wizard.actor.send({ type: 'NEXT' });
}

const settled = (wizard: Wizard) => waitFor(wizard.actor, (snapshot) => !isBooking(snapshot));

describe('booking wizard machine (spec sections 2 and 4)', () => {
  it('starts on Choose Options with 4 nights and only that tab open', () => {
    const wizard = startWizard();
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
    expect(wizard.actor.getSnapshot().context.selection).toEqual(emptySelection);
    expect(openTabs(wizard)).toEqual(['options']);
  });

  it('opens Details only once a bookable room is chosen', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'GO_TO', step: 'details' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 12 }); // sold out
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 99 }); // not this festival's
    expect(wizard.actor.getSnapshot().context.selection.roomId).toBeNull();
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
    expect(openTabs(wizard)).toEqual(['options', 'details']);
    wizard.actor.send({ type: 'GO_TO', step: 'details' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('details');
  });

  it('takes 3, 4 or 5 nights and nothing else', () => {
    const wizard = startWizard();
    const nights = () => wizard.actor.getSnapshot().context.selection.nights;
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 5 });
    expect(nights()).toBe(5);
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 6 });
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 2 });
    expect(nights()).toBe(5);
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 3 });
    expect(nights()).toBe(3);
  });

  it('toggles paid seats and extras of this festival only', () => {
    const wizard = startWizard();
    const selection = () => wizard.actor.getSnapshot().context.selection;
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 21 });
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 22 });
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 21 });
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 23 }); // reservation only
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 99 });
    wizard.actor.send({ type: 'TOGGLE_EXTRA', extraId: 32 });
    wizard.actor.send({ type: 'TOGGLE_EXTRA', extraId: 99 });
    expect(selection()).toMatchObject({ tournamentIds: [22], extraIds: [32] });
    wizard.actor.send({ type: 'TOGGLE_EXTRA', extraId: 32 });
    expect(selection().extraIds).toEqual([]);
  });

  it('changes the package on Choose Options only', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'TOGGLE_EXTRA', extraId: 31 });
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 5 });
    expect(wizard.actor.getSnapshot().context.selection).toMatchObject({ extraIds: [], nights: 4 });
  });

  it('opens Payment only while the details are valid, and goes back with Back or the tabs', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'NEXT' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('details');
    expect(openTabs(wizard)).toEqual(['options', 'details']);
    wizard.actor.send({ type: 'DETAILS_CHANGED', details });
    expect(openTabs(wizard)).toEqual(['options', 'details', 'payment']);
    wizard.actor.send({ type: 'DETAILS_CHANGED', details: null });
    expect(openTabs(wizard)).toEqual(['options', 'details']);
    wizard.actor.send({ type: 'DETAILS_CHANGED', details });
    wizard.actor.send({ type: 'GO_TO', step: 'options' });
    expect(openTabs(wizard)).toEqual(['options', 'details', 'payment']);
    wizard.actor.send({ type: 'GO_TO', step: 'payment' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('payment');
    wizard.actor.send({ type: 'BACK' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('details');
    wizard.actor.send({ type: 'BACK' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
  });

  it('never opens Confirmation from a tab', () => {
    const wizard = startWizard();
    reachPayment(wizard);
    wizard.actor.send({ type: 'GO_TO', step: 'confirmation' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('payment');
    expect(openTabs(wizard)).toEqual(['options', 'details', 'payment']);
  });

  it('ignores Complete Booking with an incomplete card', () => {
    const wizard = startWizard();
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card: { ...card, cardNumber: '4242 4242 4242 4241' } });
    wizard.actor.send({ type: 'COMPLETE', card: { ...card, expiry: '13/30' } });
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.calls.placeOrder).toEqual([]);
  });

  it('places the order, pays it with the card and confirms it, then shows Confirmation', async () => {
    const wizard = startWizard();
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    expect(isBooking(wizard.actor.getSnapshot())).toBe(true);
    expect(openTabs(wizard)).toEqual([]);
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');

    expect(wizard.calls.placeOrder).toEqual([
      {
        request: {
          productId: 'vienna-spring-2027',
          hotelId: 11,
          nights: 4,
          totalPrice: 1865,
          status: 'pending',
          tournaments: [22],
          extras: [31],
          customerFullName: 'Maria Novak',
          customerEmail: 'maria@example.com',
          customerPhone: '+43 660 1234',
        },
        idempotencyKey: 'run-key',
        replacesOrderId: null,
      },
    ]);
    expect(wizard.calls.startPayment).toEqual([{ orderId: 'order-1', amount: 1865, idempotencyKey: 'run-key-payment-1' }]);
    expect(wizard.calls.chargeCard).toEqual([{ payment: paymentIntent('order-1', 1865), card }]);
    expect(wizard.calls.confirmOrder).toEqual(['order-1']);
    const snapshot = wizard.actor.getSnapshot();
    expect(wizardStep(snapshot)).toBe('confirmation');
    expect(snapshot.context).toMatchObject({ confirmedOrder: { id: 'order-1', status: 'confirmed' }, card: null, failure: null });
    expect(wizard.emitted).toEqual([{ type: 'bookingConfirmed', order: snapshot.context.confirmedOrder }]);
    expect(openTabs(wizard)).toEqual([]);
  });

  it('stays on Payment after a declined card, then pays the same order with another card', async () => {
    let declines = 1;
    const wizard = startWizard({
      chargeCard: (step) =>
        Promise.resolve(declines-- > 0 ? { status: 'failed', paymentIntentId: step.payment.paymentIntentId, error: 'Your card was declined.' } : succeeded(step.payment)),
    });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card: { ...card, cardNumber: '4000 0000 0000 0002' } });
    await settled(wizard);
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.actor.getSnapshot().context.failure).toBe('Your card was declined.');
    expect(wizard.emitted).toEqual([{ type: 'bookingFailed', message: 'Your card was declined.' }]);

    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder).toHaveLength(1);
    expect(wizard.calls.startPayment.map((step) => step.idempotencyKey)).toEqual(['run-key-payment-1', 'run-key-payment-2']);
    expect(wizard.calls.confirmOrder).toEqual(['order-1']);
  });

  it('uses the provider’s words for a decline without a reason', async () => {
    const wizard = startWizard({ chargeCard: (step) => Promise.resolve({ status: 'failed', paymentIntentId: step.payment.paymentIntentId }) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    await settled(wizard);
    expect(wizard.actor.getSnapshot().context.failure).toBe('Your card was declined.');
  });

  it('shows the server’s words when the order is refused, and pays nothing', async () => {
    const soldOut = new ApiError(409, 'Conflict', JSON.stringify({ error: 'Sorry, Standard Double is sold out.', details: { reason: 'sold_out' } }));
    const wizard = startWizard({ placeOrder: () => Promise.reject(soldOut) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    await settled(wizard);
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.emitted).toEqual([{ type: 'bookingFailed', message: 'Sorry, Standard Double is sold out.' }]);
    expect(wizard.calls.startPayment).toEqual([]);
  });

  it('retries a refused order under the same key while the package is the same', async () => {
    let refusals = 1;
    const wizard = startWizard({
      placeOrder: (step) => (refusals-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(placedOrder('order-x', Number(step.request.totalPrice)))),
    });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    await settled(wizard);
    expect(wizard.actor.getSnapshot().context.failure).toMatch(/could not be reached/);
    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder.map((step) => step.idempotencyKey)).toEqual(['run-key', 'run-key']);
  });

  it('places a new order under a new key, replacing the unpaid one, when the package changed', async () => {
    let declines = 1;
    const wizard = startWizard({
      chargeCard: (step) => Promise.resolve(declines-- > 0 ? { status: 'failed', paymentIntentId: 'x', error: 'Your card has insufficient funds.' } : succeeded(step.payment)),
    });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    await settled(wizard);
    wizard.actor.send({ type: 'GO_TO', step: 'options' });
    wizard.actor.send({ type: 'CHOOSE_NIGHTS', nights: 3 });
    wizard.actor.send({ type: 'GO_TO', step: 'payment' });
    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder.map(({ idempotencyKey, replacesOrderId, request }) => [idempotencyKey, replacesOrderId, request.totalPrice])).toEqual([
      ['run-key', null, 1865],
      ['run-key-2', 'order-1', 1685],
    ]);
    expect(wizard.calls.startPayment.map((step) => [step.orderId, step.idempotencyKey])).toEqual([
      ['order-1', 'run-key-payment-1'],
      ['order-2', 'run-key-2-payment-2'],
    ]);
  });

  it('reports a failed confirmation and stays on Payment', async () => {
    const notVerified = new ApiError(409, 'Conflict', JSON.stringify({ error: 'x', details: { reason: 'payment_not_verified' } }));
    const wizard = startWizard({ confirmOrder: () => Promise.reject(notVerified) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    await settled(wizard);
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.emitted[0]).toMatchObject({ type: 'bookingFailed', message: expect.stringMatching(/not been confirmed yet/) });
  });

  it('refuses to book a package that mixes currencies', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
    wizard.actor.send({ type: 'TOGGLE_TOURNAMENT', tournamentId: 24 });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'DETAILS_CHANGED', details });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'COMPLETE', card });
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.calls.placeOrder).toEqual([]);
  });

  it('ignores the tabs and Back while the booking runs', () => {
    const wizard = startWizard({ placeOrder: () => new Promise<OrderView>(() => undefined) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card });
    wizard.actor.send({ type: 'GO_TO', step: 'options' });
    wizard.actor.send({ type: 'BACK' });
    wizard.actor.send({ type: 'COMPLETE', card });
    expect(isBooking(wizard.actor.getSnapshot())).toBe(true);
    expect(wizard.calls.placeOrder).toHaveLength(1);
    wizard.actor.stop();
  });

  it('tells the screen when a server step was not provided', async () => {
    const actor = createActor(bookingWizardMachine, { input: { catalogue, selection: emptySelection, idempotencyKey: 'k' } }).start();
    actor.send({ type: 'CHOOSE_ROOM', roomId: 11 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DETAILS_CHANGED', details });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'COMPLETE', card });
    await waitFor(actor, (snapshot) => !isBooking(snapshot));
    expect(actor.getSnapshot().context.failure).toBe('The place order step was not provided');
  });
});
