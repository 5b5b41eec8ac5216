// What the shop says about an item's remaining stock: "Sold out" when none is left, "Only N left" at
// or below the shop's threshold (GET /api/shop), nothing otherwise; and which of a player's earlier
// choices sold out since (re-checked against lists read when the page opens).
import type { Accommodation, Tournament } from './types';

/** Until GET /api/shop answers, the server's default. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export type StockStanding = { kind: 'plenty' } | { kind: 'low'; left: number } | { kind: 'sold-out' };

/** `remaining` null is unlimited; undefined (an answer without the figure) counts as plenty, never as sold out. */
export function stockStanding(remaining: number | null | undefined, threshold: number): StockStanding {
  if (remaining === null || remaining === undefined) return { kind: 'plenty' };
  if (remaining <= 0) return { kind: 'sold-out' };
  return remaining <= threshold ? { kind: 'low', left: remaining } : { kind: 'plenty' };
}

/** The badge text of a standing: null when there is nothing to say. */
export function stockText(standing: StockStanding): string | null {
  if (standing.kind === 'sold-out') return 'Sold out';
  if (standing.kind === 'low') return `Only ${standing.left} left`;
  return null;
}

export const roomStanding = (room: Accommodation, threshold: number) => stockStanding(room.remainingRooms, threshold);
export const seatStanding = (tournament: Tournament, threshold: number) => stockStanding(tournament.remainingSeats, threshold);

export const isSoldOutRoom = (room: Accommodation) => roomStanding(room, 0).kind === 'sold-out';
export const isSoldOutSeat = (tournament: Tournament) => seatStanding(tournament, 0).kind === 'sold-out';

/** A chosen item as the cart or the booking draft names it. */
export interface ChosenItem {
  kind: 'accommodation' | 'tournament';
  id: number;
  name: string;
}

/**
 * The chosen items with nothing left in the lists as just read. An item missing from a list is not
 * reported here (it was withdrawn, not sold out); lists not read yet report nothing.
 */
export function soldOutSinceChosen(
  chosen: readonly ChosenItem[],
  lists: { accommodations: readonly Accommodation[] | undefined; tournaments: readonly Tournament[] | undefined },
): ChosenItem[] {
  return chosen.filter((item) => {
    if (item.kind === 'accommodation') {
      const room = lists.accommodations?.find((candidate) => candidate.id === item.id);
      return room !== undefined && isSoldOutRoom(room);
    }
    const tournament = lists.tournaments?.find((candidate) => candidate.id === item.id);
    return tournament !== undefined && isSoldOutSeat(tournament);
  });
}

export function soldOutSinceChosenText(item: Pick<ChosenItem, 'name'>): string {
  return `${item.name} sold out since you chose it`;
}
