import { describe, expect, it } from 'vitest';
import { soldOutSinceChosen, soldOutSinceChosenText, stockStanding, stockText } from './stock';
import type { Accommodation, Tournament } from './types';

const room = (id: number, remainingRooms: number) => ({ id, remainingRooms }) as Accommodation;
const seat = (id: number, remainingSeats: number | null) => ({ id, remainingSeats }) as Tournament;

describe('remaining stock as the shop says it', () => {
  it('says "Only N left" at or below the threshold, "Sold out" at none, nothing above or when unlimited', () => {
    expect(stockText(stockStanding(4, 3))).toBeNull();
    expect(stockText(stockStanding(3, 3))).toBe('Only 3 left');
    expect(stockText(stockStanding(2, 3))).toBe('Only 2 left');
    expect(stockText(stockStanding(1, 3))).toBe('Only 1 left');
    expect(stockText(stockStanding(0, 3))).toBe('Sold out');
    expect(stockText(stockStanding(null, 3))).toBeNull();
    expect(stockText(stockStanding(undefined, 3))).toBeNull();
    // a threshold of 0: only sold out is said
    expect(stockText(stockStanding(1, 0))).toBeNull();
    expect(stockText(stockStanding(0, 0))).toBe('Sold out');
  });

  it('finds the chosen room and seats that sold out since, and nothing before the lists are read', () => {
    const chosen = [
      { kind: 'accommodation' as const, id: 1, name: 'Hotel Sacher – Double Room' },
      { kind: 'tournament' as const, id: 7, name: 'Main Event' },
      { kind: 'tournament' as const, id: 8, name: 'Turbo' },
      { kind: 'tournament' as const, id: 9, name: 'Withdrawn Cup' },
    ];
    const lists = { accommodations: [room(1, 0), room(2, 5)], tournaments: [seat(7, 0), seat(8, null)] };
    expect(soldOutSinceChosen(chosen, lists).map((item) => item.id)).toEqual([1, 7]);
    expect(soldOutSinceChosen(chosen, { accommodations: [room(1, 1)], tournaments: [seat(7, 2)] })).toEqual([]);
    expect(soldOutSinceChosen(chosen, { accommodations: undefined, tournaments: undefined })).toEqual([]);
    expect(soldOutSinceChosenText(chosen[0]!)).toBe('Hotel Sacher – Double Room sold out since you chose it');
  });
});
