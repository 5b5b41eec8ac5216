import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { OrderView } from '@pokerfest/domain';
import { ApiError } from '../../../lib/api-client';
import { card, catalogue, details, paymentIntent, placedOrder, succeeded } from '../testing';
import { emptySelection } from '../wizard-package';
import { bookingWizardMachine, isBooking, wizardStep } from './booking-wizard.machine';
import { choose, completeOnce, openTabs, reachPayment, startWizard } from './booking-wizard.test-actor';

describe('booking wizard machine: completing a booking (spec sections 4 and 8)', () => {
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
          reservedTournaments: [],
          extras: [31],
          customerFullName: 'Maria Novak',
          customerEmail: 'maria@example.com',
          customerPhone: '+43 660 1234',
        },
        idempotencyKey: 'run-key',
        replacesOrderId: null,
      },
    ]);
    expect(wizard.calls.startPayment).toEqual([{ orderId: 'order-1', amount: 1865, idempotencyKey: 'order-order-1-payment-1' }]);
    expect(wizard.calls.chargeCard).toEqual([{ payment: paymentIntent('order-1', 1865), card }]);
    expect(wizard.calls.confirmOrder).toEqual(['order-1']);
    const snapshot = wizard.actor.getSnapshot();
    expect(wizardStep(snapshot)).toBe('confirmation');
    expect(snapshot.context).toMatchObject({ confirmedOrder: { id: 'order-1', status: 'confirmed' }, card: null, failure: null });
    expect(wizard.emitted).toEqual([{ type: 'bookingConfirmed', order: snapshot.context.confirmedOrder }]);
    expect(openTabs(wizard)).toEqual([]);
  });

  it('reserves a seat to pay at the venue: in the order, not in its total', async () => {
    const wizard = startWizard();
    choose(wizard, { roomId: 11, reservedTournamentIds: [23] });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'DETAILS_CHANGED', details });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder[0]?.request).toMatchObject({ hotelId: 11, totalPrice: 720, tournaments: [], reservedTournaments: [23] });
  });

  it('stays on Payment after a declined card, then pays the same order with another card', async () => {
    let declines = 1;
    const wizard = startWizard({
      chargeCard: (step) =>
        Promise.resolve(declines-- > 0 ? { status: 'failed', paymentIntentId: step.payment.paymentIntentId, error: 'Your card was declined.' } : succeeded(step.payment)),
    });
    await completeOnce(wizard, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.actor.getSnapshot().context.failure).toBe('Your card was declined.');
    expect(wizard.emitted).toEqual([{ type: 'bookingFailed', message: 'Your card was declined.' }]);

    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder).toHaveLength(1);
    expect(wizard.calls.startPayment.map((step) => step.idempotencyKey)).toEqual(['order-order-1-payment-1', 'order-order-1-payment-2']);
    expect(wizard.calls.confirmOrder).toEqual(['order-1']);
  });

  it('uses the spec’s payment failure words for a decline without a reason', async () => {
    const wizard = startWizard({ chargeCard: (step) => Promise.resolve({ status: 'failed', paymentIntentId: step.payment.paymentIntentId }) });
    await completeOnce(wizard);
    expect(wizard.actor.getSnapshot().context.failure).toBe('An error occurred while processing your payment.');
  });

  it('shows the server’s words when the order is refused, and pays nothing', async () => {
    const soldOut = new ApiError(409, 'Conflict', JSON.stringify({ error: 'Sorry, Standard Double is sold out.', details: { reason: 'sold_out' } }));
    const wizard = startWizard({ placeOrder: () => Promise.reject(soldOut) });
    await completeOnce(wizard);
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.emitted).toEqual([{ type: 'bookingFailed', message: 'Sorry, Standard Double is sold out.' }]);
    expect(wizard.calls.startPayment).toEqual([]);
  });

  it('retries a refused order under the same key while the package is the same', async () => {
    let refusals = 1;
    const wizard = startWizard({
      placeOrder: (step) => (refusals-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(placedOrder('order-x', Number(step.request.totalPrice)))),
    });
    await completeOnce(wizard);
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
    await completeOnce(wizard);
    wizard.actor.send({ type: 'GO_TO', step: 'options' });
    choose(wizard, { nights: 3 });
    wizard.actor.send({ type: 'GO_TO', step: 'payment' });
    wizard.actor.send({ type: 'COMPLETE', card });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder.map(({ idempotencyKey, replacesOrderId, request }) => [idempotencyKey, replacesOrderId, request.totalPrice])).toEqual([
      ['run-key', null, 1865],
      ['run-key-2', 'order-1', 1685],
    ]);
    expect(wizard.calls.startPayment.map((step) => [step.orderId, step.idempotencyKey])).toEqual([
      ['order-1', 'order-order-1-payment-1'],
      ['order-2', 'order-order-2-payment-2'],
    ]);
  });

  it('reports a failed confirmation and stays on Payment', async () => {
    const notVerified = new ApiError(409, 'Conflict', JSON.stringify({ error: 'x', details: { reason: 'payment_not_verified' } }));
    const wizard = startWizard({ confirmOrder: () => Promise.reject(notVerified) });
    await completeOnce(wizard);
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.emitted[0]).toMatchObject({ type: 'bookingFailed', message: expect.stringMatching(/not been confirmed yet/) });
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
    actor.send({ type: 'SELECTION_CHANGED', selection: { ...emptySelection, roomId: 11 } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'DETAILS_CHANGED', details });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'COMPLETE', card });
    await waitFor(actor, (snapshot) => !isBooking(snapshot));
    expect(actor.getSnapshot().context.failure).toBe('The place order step was not provided');
  });
});
