// Given/when/then for any decider's unit tests: `given(...events)` folds a history with the decider's
// `evolve`; `.when(command)` decides and answers the new events or the refusal as plain data, so a
// test pins the whole outcome with one `toStrictEqual`; `.then(command)` is the state afterwards;
// `.errorOf(command)` is the refusal itself, for checks of its message and details.
import type { Decider, DomainEvent } from '../decider';
import { DomainError } from '../errors';

export interface Rejection {
  error: string;
  status: number;
  reason: string | null;
}

export type Outcome<Event> = { events: Event[] } | { rejected: Rejection };

type DomainErrorClass = new (message: string) => DomainError;

function reasonOf(error: DomainError): string | null {
  const details = error.details as { reason?: unknown } | undefined;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** The outcome a refusal by `errorClass` (with `details.reason`, if any) reads as. */
export function rejected(errorClass: DomainErrorClass, reason: string | null = null): Outcome<never> {
  const probe = new errorClass('probe');
  return { rejected: { error: probe.name, status: probe.status, reason } };
}

export interface Scenario<State, Command, Event> {
  /** The state the history folds into. */
  state: State;
  when(command: Command): Outcome<Event>;
  /** The state after the command's events; throws if the command is refused. */
  then(command: Command): State;
  errorOf(command: Command): DomainError;
}

/** `given` for one decider: `const given = deciderSpec(orderDecider)`. */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
): (...history: Event[]) => Scenario<State, Command, Event> {
  return (...history) => {
    const state = history.reduce(decider.evolve, decider.initialState);
    const run = (command: Command): { events: Event[] } | { error: DomainError } => {
      try {
        return { events: [...decider.decide(command, state)] };
      } catch (error) {
        if (error instanceof DomainError) return { error };
        throw error;
      }
    };
    return {
      state,
      when(command) {
        const result = run(command);
        if ('events' in result) return result;
        return { rejected: { error: result.error.name, status: result.error.status, reason: reasonOf(result.error) } };
      },
      then(command) {
        return decider.decide(command, state).reduce(decider.evolve, state);
      },
      errorOf(command) {
        const result = run(command);
        if ('error' in result) return result.error;
        throw new Error(`Expected a refusal, got events: ${JSON.stringify(result.events)}`);
      },
    };
  };
}
