import { describe, expect, it } from 'vitest';
import { card, details } from '../wizard-fixtures';
import { emptySelection } from '../wizard-package';
import { wizardStep } from './booking-wizard.machine';
import { openTabs, reachPayment, startWizard } from './booking-wizard.test-actor';

describe('booking wizard machine: tabs and choices (spec sections 2 and 4)', () => {
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

});
