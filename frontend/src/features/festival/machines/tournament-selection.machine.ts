// One tournament's selection on the festival page and the wizard (product spec section 4): none,
// booked (a paid seat) or reserved (pay at the venue). 'Book Now' toggles booked, 'Reserve' toggles
// reserved, each replacing the other. TOGGLE is the spec's checkbox: it unselects either, or selects
// booked when the seat can be purchased, else reserved when it can be reserved (the screens no longer
// show that checkbox beside the buttons, issue 29: a second press of the chosen button unselects).
import { initialTransition, setup, transition } from 'xstate';

export type TournamentSelection = 'none' | 'booked' | 'reserved';

export interface TournamentAbilities {
  canBePurchased: boolean;
  canBeReserved: boolean;
}

export interface TournamentSelectionInput extends TournamentAbilities {
  /** The selection to start from (restored from the cart); none when absent. */
  selection?: TournamentSelection;
}

export type TournamentSelectionEvent = { type: 'BOOK' } | { type: 'RESERVE' } | { type: 'TOGGLE' };

export const selectionLabels = {
  booked: 'Booked - Paid Seat',
  reserved: 'Reserved - Pay at Venue',
} as const;

export const tournamentSelectionMachine = setup({
  types: {
    context: {} as TournamentSelectionInput,
    input: {} as TournamentSelectionInput,
    events: {} as TournamentSelectionEvent,
  },
  guards: {
    canBePurchased: ({ context }) => context.canBePurchased,
    canBeReserved: ({ context }) => context.canBeReserved,
    restoresBooked: ({ context }) => context.selection === 'booked',
    restoresReserved: ({ context }) => context.selection === 'reserved',
  },
}).createMachine({
  id: 'tournamentSelection',
  context: ({ input }) => ({ ...input }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'restoresBooked', target: 'booked' },
        { guard: 'restoresReserved', target: 'reserved' },
        { target: 'none' },
      ],
    },
    none: {
      on: {
        BOOK: { guard: 'canBePurchased', target: 'booked' },
        RESERVE: { guard: 'canBeReserved', target: 'reserved' },
        TOGGLE: [
          { guard: 'canBePurchased', target: 'booked' },
          { guard: 'canBeReserved', target: 'reserved' },
        ],
      },
    },
    booked: {
      tags: ['selected'],
      on: {
        BOOK: { target: 'none' },
        RESERVE: { guard: 'canBeReserved', target: 'reserved' },
        TOGGLE: { target: 'none' },
      },
    },
    reserved: {
      tags: ['selected'],
      on: {
        RESERVE: { target: 'none' },
        BOOK: { guard: 'canBePurchased', target: 'booked' },
        TOGGLE: { target: 'none' },
      },
    },
  },
});

/**
 * The selection after `event`, computed by the machine without starting an actor: the festival
 * page keeps the selection in the cart and asks the machine for each next state.
 */
export function nextTournamentSelection(
  abilities: TournamentAbilities,
  current: TournamentSelection,
  event: TournamentSelectionEvent,
): TournamentSelection {
  const [restored] = initialTransition(tournamentSelectionMachine, { ...abilities, selection: current });
  const [next] = transition(tournamentSelectionMachine, restored, event);
  return next.value as TournamentSelection;
}
