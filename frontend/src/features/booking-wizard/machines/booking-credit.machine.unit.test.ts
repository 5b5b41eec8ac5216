import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { card, placedOrder } from '../testing';
import { isBooking, wizardStep, type OrderTerms } from './booking-wizard.machine';
import { reachPayment, startWizard } from './booking-wizard.test-actor';

// Issue 32: the order goes out at the server's price (discounts, the code it took, the credit), and
// an order the tournament credit pays in full is confirmed as placed, with no card.
const discounted: OrderTerms = { totalPrice: 1678.5, voucherCode: 'SPRING10', useCredit: true, amountDueCents: 117_850 };

describe('booking wizard machine: promotions and tournament credit', () => {
  it('places the order at the server’s total with its code and credit, and charges the card what is left', async () => {
    const wizard = startWizard({ placeOrder: (step) => Promise.resolve({ ...placedOrder('order-1', Number(step.request.totalPrice)), creditAppliedCents: 50_000, amountDueCents: 117_850 }) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card, terms: discounted });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizard.calls.placeOrder[0]?.request).toMatchObject({ totalPrice: 1678.5, voucherCode: 'SPRING10', useCredit: true });
    expect(wizard.calls.startPayment).toEqual([{ orderId: 'order-1', amount: 1178.5, idempotencyKey: 'order-order-1-payment-1' }]);
    expect(wizard.calls.confirmOrder).toEqual(['order-1']);
  });

  it('sends neither code nor credit when the price took none', async () => {
    const wizard = startWizard();
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card, terms: { totalPrice: 1865, voucherCode: null, useCredit: false, amountDueCents: 186_500 } });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    const request = wizard.calls.placeOrder[0]?.request ?? {};
    expect(['voucherCode' in request, 'useCredit' in request]).toEqual([false, false]);
  });

  it('confirms an order the credit pays in full without asking for a card', async () => {
    const wizard = startWizard({ placeOrder: (step) => Promise.resolve({ ...placedOrder('order-1', Number(step.request.totalPrice), 'confirmed'), creditAppliedCents: 186_500, amountDueCents: 0 }) });
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card: null, terms: { totalPrice: 1865, voucherCode: null, useCredit: true, amountDueCents: 0 } });
    await waitFor(wizard.actor, (snapshot) => snapshot.status === 'done');
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('confirmation');
    expect(wizard.calls.startPayment).toEqual([]);
    expect(wizard.calls.chargeCard).toEqual([]);
    expect(wizard.calls.confirmOrder).toEqual([]);
    expect(wizard.emitted).toEqual([{ type: 'bookingConfirmed', order: wizard.actor.getSnapshot().context.confirmedOrder }]);
  });

  it('still asks for a card while the card has something to pay', () => {
    const wizard = startWizard();
    reachPayment(wizard);
    wizard.actor.send({ type: 'COMPLETE', card: null, terms: discounted });
    wizard.actor.send({ type: 'COMPLETE', card: null });
    expect(isBooking(wizard.actor.getSnapshot())).toBe(false);
    expect(wizard.calls.placeOrder).toEqual([]);
  });
});
