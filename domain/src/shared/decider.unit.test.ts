import { describe, expect, it } from 'vitest';
import { decideBy, inSequence, type Decider } from './decider';

type Counted = { type: 'Counted'; data: { n: number } };
// counts up to a limit: each command decides on the state the ones before it left
const counter: Decider<number, { upTo: number }, Counted> = {
  initialState: 0,
  evolve: (state, event) => state + event.data.n,
  decide: (command, state) => (state < command.upTo ? [{ type: 'Counted', data: { n: 1 } }] : []),
};

describe('inSequence', () => {
  it('decides each command on the state the ones before it left, and answers all their events', () => {
    const both = inSequence(counter);
    expect(both.decide([{ upTo: 2 }, { upTo: 2 }, { upTo: 2 }], 0)).toEqual([
      { type: 'Counted', data: { n: 1 } },
      { type: 'Counted', data: { n: 1 } },
    ]);
    expect(both.decide([], 5)).toEqual([]);
  });
});

type Tally = { type: 'Add'; n: number } | { type: 'Reset' };
describe('decideBy', () => {
  it('hands each command to the handler its type names', () => {
    const decide = decideBy<number, Tally, Counted>({
      Add: (command) => [{ type: 'Counted', data: { n: command.n } }],
      Reset: (_command, state) => (state === 0 ? [] : [{ type: 'Counted', data: { n: -state } }]),
    });
    expect(decide({ type: 'Add', n: 3 }, 0)).toEqual([{ type: 'Counted', data: { n: 3 } }]);
    expect(decide({ type: 'Reset' }, 4)).toEqual([{ type: 'Counted', data: { n: -4 } }]);
    expect(decide({ type: 'Reset' }, 0)).toEqual([]);
  });
});
