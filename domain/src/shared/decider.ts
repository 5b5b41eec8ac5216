/** A domain event as the domain sees it: a discriminated `type` and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * An aggregate's behaviour as pure functions: `decide` turns a command and the current
 * state into new events; `evolve` folds events into state. Clock and ids arrive inside
 * the command, never from the environment.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}

/**
 * A decider for several commands at once: each is decided on the state the ones before it left, and
 * their events are appended together (one stream version, one transaction).
 */
export function inSequence<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>): Decider<State, readonly Command[], Event> {
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide: (commands, state) => {
      const events: Event[] = [];
      let current = state;
      for (const command of commands) {
        const decided = decider.decide(command, current);
        current = decided.reduce(decider.evolve, current);
        events.push(...decided);
      }
      return events;
    },
  };
}

/**
 * A decider's commands, one handler each, keyed by the command's `type`: the table is exhaustive (a
 * command type without its handler does not compile) and each handler receives its own command.
 */
export type CommandHandlers<State, Command extends { readonly type: string }, Event> = {
  readonly [Type in Command['type']]: (command: Extract<Command, { readonly type: Type }>, state: State) => Event[];
};

/** `decide` as a table: the command goes to the handler its `type` names. */
export function decideBy<State, Command extends { readonly type: string }, Event>(
  handlers: CommandHandlers<State, Command, Event>,
): (command: Command, state: State) => Event[] {
  return (command, state) => {
    // the key is the command's own type, so its handler takes exactly this command; the compiler cannot correlate the two
    const handle = handlers[command.type as Command['type']] as (command: Command, state: State) => Event[];
    return handle(command, state);
  };
}

/** Closes exhaustive switches: the compiler complains when a union member is unhandled. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
