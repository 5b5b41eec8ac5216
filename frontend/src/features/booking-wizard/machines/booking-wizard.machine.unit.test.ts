import { describe, expect, it } from 'vitest';
import { card, details } from '../testing';
import { emptySelection } from '../wizard-package';
import { wizardStep } from './booking-wizard.machine';
import { choose, openTabs, reachPayment, startWizard } from './booking-wizard.test-actor';

describe('booking wizard machine: tabs and choices (spec sections 2 and 4, issue 29)', () => {
  it('starts on Choose Options with nothing chosen, only that tab open, and no question asked yet', () => {
    const wizard = startWizard();
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
    expect(wizard.actor.getSnapshot().context).toMatchObject({ selection: emptySelection, roomAsked: false });
    expect(openTabs(wizard)).toEqual(['options']);
  });

  it('asks for a room only once Continue is pressed without one, and opens Details once one of this festival is chosen', () => {
    const wizard = startWizard();
    wizard.actor.send({ type: 'GO_TO', step: 'details' });
    expect(wizard.actor.getSnapshot().context.roomAsked).toBe(false);
    wizard.actor.send({ type: 'NEXT' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
    expect(wizard.actor.getSnapshot().context.roomAsked).toBe(true);
    choose(wizard, { roomId: 99 }); // not this festival's
    expect(openTabs(wizard)).toEqual(['options']);
    choose(wizard, { roomId: 11 });
    expect(openTabs(wizard)).toEqual(['options', 'details']);
    wizard.actor.send({ type: 'GO_TO', step: 'details' });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('details');
  });

  it('holds whatever the cart holds: the stay, paid and reserved seats, extras', () => {
    const wizard = startWizard();
    const selection = { roomId: 11, nights: 7, checkIn: '2027-03-13', paidTournamentIds: [22], reservedTournamentIds: [23], extraIds: [31, 31] };
    wizard.actor.send({ type: 'SELECTION_CHANGED', selection });
    expect(wizard.actor.getSnapshot().context.selection).toEqual(selection);
  });

  it('hears of the cart on every tab, and goes back to the choices when the room left it', () => {
    const wizard = startWizard();
    reachPayment(wizard);
    choose(wizard, { extraIds: [] });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('payment');
    expect(wizard.actor.getSnapshot().context.selection.extraIds).toEqual([]);
    choose(wizard, { roomId: null });
    expect(wizardStep(wizard.actor.getSnapshot())).toBe('options');
    expect(wizard.actor.getSnapshot().context.roomAsked).toBe(true);
  });

  it('opens Payment only while the details are valid, and goes back with Back or the tabs', () => {
    const wizard = startWizard();
    choose(wizard, { roomId: 11 });
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

  it('refuses to book a package that mixes currencies', () => {
    const wizard = startWizard();
    choose(wizard, { roomId: 11, paidTournamentIds: [24] });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'DETAILS_CHANGED', details });
    wizard.actor.send({ type: 'NEXT' });
    wizard.actor.send({ type: 'COMPLETE', card });
    expect(wizard.actor.getSnapshot().matches({ payment: 'editing' })).toBe(true);
    expect(wizard.calls.placeOrder).toEqual([]);
  });
});
