import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  nextTournamentSelection,
  tournamentSelectionMachine,
  type TournamentSelection,
  type TournamentSelectionEvent,
  type TournamentSelectionInput,
} from './tournament-selection.machine';

const both = { canBePurchased: true, canBeReserved: true };
const purchaseOnly = { canBePurchased: true, canBeReserved: false };
const reserveOnly = { canBePurchased: false, canBeReserved: true };
const neither = { canBePurchased: false, canBeReserved: false };

function after(input: TournamentSelectionInput, ...events: TournamentSelectionEvent[]): TournamentSelection {
  const actor = createActor(tournamentSelectionMachine, { input }).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot().value as TournamentSelection;
}

const BOOK = { type: 'BOOK' } as const;
const RESERVE = { type: 'RESERVE' } as const;
const TOGGLE = { type: 'TOGGLE' } as const;

describe('tournament selection machine (spec section 4)', () => {
  it('starts unselected, or in the restored state', () => {
    expect(after(both)).toBe('none');
    expect(after({ ...both, selection: 'booked' })).toBe('booked');
    expect(after({ ...both, selection: 'reserved' })).toBe('reserved');
  });

  it("'Book Now' toggles booked and replaces a reservation", () => {
    expect(after(both, BOOK)).toBe('booked');
    expect(after(both, BOOK, BOOK)).toBe('none');
    expect(after(both, RESERVE, BOOK)).toBe('booked');
  });

  it("'Reserve' toggles reserved and replaces a booking", () => {
    expect(after(both, RESERVE)).toBe('reserved');
    expect(after(both, RESERVE, RESERVE)).toBe('none');
    expect(after(both, BOOK, RESERVE)).toBe('reserved');
  });

  it('the checkbox unselects either state', () => {
    expect(after(both, BOOK, TOGGLE)).toBe('none');
    expect(after(both, RESERVE, TOGGLE)).toBe('none');
  });

  it('the checkbox selects booked when purchasable, else reserved when reservable, else nothing', () => {
    expect(after(both, TOGGLE)).toBe('booked');
    expect(after(purchaseOnly, TOGGLE)).toBe('booked');
    expect(after(reserveOnly, TOGGLE)).toBe('reserved');
    expect(after(neither, TOGGLE)).toBe('none');
  });

  it('ignores an action the tournament does not allow', () => {
    expect(after(reserveOnly, BOOK)).toBe('none');
    expect(after(purchaseOnly, RESERVE)).toBe('none');
    expect(after({ ...purchaseOnly, selection: 'booked' }, RESERVE)).toBe('booked');
    expect(after({ ...reserveOnly, selection: 'reserved' }, BOOK)).toBe('reserved');
  });

  it('tags both chosen states as selected', () => {
    const actor = createActor(tournamentSelectionMachine, { input: both }).start();
    expect(actor.getSnapshot().hasTag('selected')).toBe(false);
    actor.send(BOOK);
    expect(actor.getSnapshot().hasTag('selected')).toBe(true);
    actor.send(RESERVE);
    expect(actor.getSnapshot().hasTag('selected')).toBe(true);
  });

  it('computes the next selection without an actor, as the festival page does', () => {
    expect(nextTournamentSelection(both, 'none', BOOK)).toBe('booked');
    expect(nextTournamentSelection(both, 'booked', RESERVE)).toBe('reserved');
    expect(nextTournamentSelection(both, 'reserved', TOGGLE)).toBe('none');
    expect(nextTournamentSelection(reserveOnly, 'none', TOGGLE)).toBe('reserved');
  });
});
