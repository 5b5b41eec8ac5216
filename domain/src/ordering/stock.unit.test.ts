import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import { decideHold } from './stock';

const room = { kind: 'accommodation', id: 1, name: 'Hotel Vltava - Double Room' } as const;
const seat = { kind: 'tournament', id: 2, name: 'Main Event' } as const;

describe('decideHold', () => {
  it('lets an order hold a unit while fewer are held than the capacity', () => {
    expect(() => decideHold(room, { capacity: 2, held: 1 })).not.toThrow();
  });

  it('refuses the unit past the capacity: sold out, with the item, as a 409', () => {
    let refusal: unknown;
    try {
      decideHold(room, { capacity: 2, held: 2 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ status: 409, message: 'Sorry, Hotel Vltava - Double Room is sold out.', details: { reason: 'sold_out', item: room } });
  });

  it('never sells out a tournament without a seat limit (0 seats), however many are held', () => {
    expect(() => decideHold(seat, { capacity: 0, held: 10_000 })).not.toThrow();
  });

  it('sells out a room type with no rooms at all', () => {
    expect(() => decideHold(room, { capacity: 0, held: 0 })).toThrow(ConflictError);
  });
});
